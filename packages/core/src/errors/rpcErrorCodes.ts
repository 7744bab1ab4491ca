/**
 * Error codes of wallets and JSON-RPC endpoints, one table for the widget, gangway-server and the dev wallet:
 * EIP-1193 provider errors, JSON-RPC 2.0 and EIP-1474.
 */
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
} as const;
