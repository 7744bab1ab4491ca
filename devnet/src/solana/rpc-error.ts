// JSON-RPC errors as a Solana node answers them; Kit maps these codes to its SolanaError codes. The standard
// JSON-RPC codes come from core's one table; the others are Solana's own.
import { RPC_ERROR_CODES } from '@gangway/protocol';
import { JsonRpcError } from '../json-rpc.ts';

export const RPC_ERROR = {
  parse: RPC_ERROR_CODES.PARSE_ERROR,
  invalidRequest: RPC_ERROR_CODES.INVALID_REQUEST,
  methodNotFound: RPC_ERROR_CODES.METHOD_NOT_FOUND,
  invalidParams: RPC_ERROR_CODES.INVALID_PARAMS,
  internal: RPC_ERROR_CODES.INTERNAL,
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
} as const;

export function invalidParams(detail: string): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidParams, `Invalid params: ${detail}`);
}

export function invalidParam(detail: string): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidParams, `Invalid param: ${detail}`);
}
