// JSON-RPC errors as a Solana node answers them; Kit maps these codes to its SolanaError codes.
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
} as const;

export class RpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.data = data;
  }
}

export function invalidParams(detail: string): RpcError {
  return new RpcError(RPC_ERROR.invalidParams, `Invalid params: ${detail}`);
}

export function invalidParam(detail: string): RpcError {
  return new RpcError(RPC_ERROR.invalidParams, `Invalid param: ${detail}`);
}
