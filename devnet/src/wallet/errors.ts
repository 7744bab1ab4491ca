/** EIP-1193 / EIP-1474 error codes the dev wallet answers with. */
export const RPC_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
  resourceUnavailable: -32002,
} as const;

/** The error every dev wallet request rejects with (EIP-1193 ProviderRpcError shape). */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  /** The message again: viem's EIP-1193 types expect `details` on provider errors. */
  readonly details: string;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
    this.details = message;
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const userRejected = (): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.userRejected, 'User rejected the request.');

export const unauthorized = (detail?: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.unauthorized,
    `The requested account and/or method has not been authorized by the user.${detail ? ` ${detail}` : ''}`,
  );

export const unsupportedMethod = (method: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.unsupportedMethod,
    `The Gangway Dev Wallet does not support ${method}.`,
  );

export const disconnected = (): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.disconnected, 'The provider is disconnected from all chains.');

export const chainDisconnected = (chainId: number, cause: unknown): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.chainDisconnected, `The provider cannot reach chain ${chainId}.`, {
    cause: cause instanceof Error ? cause.message : String(cause),
  });

export const unrecognizedChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.unrecognizedChain,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    { chainId: chainIdHex },
  );

export const invalidParams = (message: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.invalidParams, message);

export const invalidRequest = (message: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.invalidRequest, message);

export const internalError = (message: string, data?: unknown): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.internal, message, data);

export const requestAlreadyPending = (method: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.resourceUnavailable,
    `Request of type '${method}' already pending. Please wait.`,
  );
