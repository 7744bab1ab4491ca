// Errors of relay requests: a JSON-RPC error answered on the connection, which stays open. `data.code` is
// the API error code of gangway-server's catalogue, so clients read relay and HTTP refusals alike.

import type { ApiErrorCode } from '@gangway/protocol';
import { RPC_ERROR_CODES } from '@gangway/protocol';

type RpcCode = (typeof RPC_ERROR_CODES)[keyof typeof RPC_ERROR_CODES];

export interface RelayErrorData {
  code: ApiErrorCode;
  /** The request field at fault ("params.topic"). */
  field?: string;
  retryAfterMs?: number;
}

export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError';

  constructor(
    readonly rpcCode: RpcCode,
    message: string,
    readonly data: RelayErrorData,
  ) {
    super(message);
  }
}

export const parseError = (detail: string) =>
  new RelayRpcError(RPC_ERROR_CODES.PARSE_ERROR, `The frame is not valid JSON: ${detail}`, {
    code: 'INVALID_JSON',
  });
export const invalidRequest = (message: string, field?: string) =>
  new RelayRpcError(RPC_ERROR_CODES.INVALID_REQUEST, message, withField('BAD_REQUEST', field));
export const invalidParams = (message: string, field?: string) =>
  new RelayRpcError(RPC_ERROR_CODES.INVALID_PARAMS, message, withField('BAD_REQUEST', field));
export const methodNotFound = (method: string) =>
  new RelayRpcError(RPC_ERROR_CODES.METHOD_NOT_FOUND, `The relay has no method ${method.slice(0, 128)}`, {
    code: 'NOT_FOUND',
    field: 'method',
  });
export const messageTooLarge = (bytes: number, max: number) =>
  new RelayRpcError(
    RPC_ERROR_CODES.LIMIT_EXCEEDED,
    `The message is ${bytes} bytes; the relay takes at most ${max}`,
    { code: 'PAYLOAD_TOO_LARGE', field: 'params.message' },
  );
export const tooManySubscriptions = (max: number) =>
  new RelayRpcError(RPC_ERROR_CODES.LIMIT_EXCEEDED, `A connection may subscribe to at most ${max} topics`, {
    code: 'FORBIDDEN',
    field: 'params',
  });
export const relayRateLimited = (retryAfterMs: number) =>
  new RelayRpcError(
    RPC_ERROR_CODES.LIMIT_EXCEEDED,
    `Relay rate limit reached; retry after ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`,
    { code: 'RATE_LIMITED', retryAfterMs },
  );
export const mailboxFull = () =>
  new RelayRpcError(
    RPC_ERROR_CODES.LIMIT_EXCEEDED,
    'The relay mailbox has no room for this message: its project, its IP or its topic holds all it may until ' +
      'messages expire',
    { code: 'RATE_LIMITED', field: 'params.message' },
  );
export const internalError = () =>
  new RelayRpcError(RPC_ERROR_CODES.INTERNAL, 'Internal relay error', { code: 'INTERNAL' });

function withField(code: ApiErrorCode, field: string | undefined): RelayErrorData {
  return field === undefined ? { code } : { code, field };
}
