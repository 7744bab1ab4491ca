// Provider RPC errors, defined once for the widget, gangway-server, the frame and the dev wallet: the code table and
// the one error class. Together in one module so that the lazy code using both (embedded wallet, WalletConnect)
// shares one chunk, not two.

/** Error codes of wallets and JSON-RPC endpoints: EIP-1193 provider errors, JSON-RPC 2.0 and EIP-1474. */
export const RPC_ERROR_CODES = {
  // EIP-1193
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  /** Some wallets answer a refusal with 5000. */
  USER_REJECTED_METHODS: 5000,
  // JSON-RPC 2.0
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  // EIP-1474
  RESOURCE_UNAVAILABLE: -32002,
  LIMIT_EXCEEDED: -32005,
  /** gangway-server's RPC proxy refusing a project or origin. */
  REQUEST_REFUSED: -32006,
  // EIP-5792 (wallet_sendCalls)
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN_ID: 5710,
  DUPLICATE_ID: 5720,
  UNKNOWN_BUNDLE_ID: 5730,
  BUNDLE_TOO_LARGE: 5740,
  ATOMIC_READY_UPGRADE_REJECTED: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const;

/**
 * ERC-7769: how a bundler refuses a user operation (eth_sendUserOperation, eth_estimateUserOperationGas). The message
 * carries the EntryPoint's "AAxx" reason where there is one; viem maps both to its bundler error classes.
 */
export const USER_OPERATION_ERROR_CODES = {
  /** A missing or malformed field, an unsupported EntryPoint, too little preVerificationGas or fee. */
  INVALID_FIELDS: -32602,
  /** The EntryPoint's validation failed: account creation, validateUserOp, nonce, prefund (AA1x, AA2x). */
  REJECTED_BY_ENTRY_POINT: -32500,
  /** The paymaster's validatePaymasterUserOp failed or it cannot pay (AA3x); also a paymaster service refusing. */
  REJECTED_BY_PAYMASTER: -32501,
  REJECTED_BY_OPCODE: -32502,
  /** Valid only before or after now (AA22, AA32). */
  OUT_OF_TIME_RANGE: -32503,
  /** The account's or the paymaster's signature does not verify (AA24, AA34). */
  SIGNATURE_CHECK_FAILED: -32507,
  /** The operation's calls revert (gas estimation). */
  EXECUTION_REVERTED: -32521,
} as const;

/**
 * An EIP-1193 ProviderRpcError: a code from RPC_ERROR_CODES (or the one an upstream answered), a message, optional
 * data. The embedded wallet's and the WalletConnect session's providers, the frame and the dev wallet throw it.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  /** The message again: viem's EIP-1193 types expect `details` on provider errors. */
  readonly details: string;

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.details = message;
  }

  /** The JSON-RPC error object. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}
