// JSON-RPC 2.0 framing of the devnet's own nodes (Solana over HTTP and WebSocket, the ERC-4337 bundler): single
// calls, batches, notifications, and an error object (never a throw) for whatever a client sends.

import { RPC_ERROR_CODES } from '@gangway/protocol';
import { JsonRpcError } from '../json-rpc.ts';
import { stringifyJson } from './stringify-json.ts';

export type Params = readonly unknown[];
export type Call = (method: string, params: Params) => unknown;
type Id = string | number | null;

interface Reply {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

function errorReply(id: Id, error: unknown): Reply {
  if (error instanceof JsonRpcError)
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: error.code,
        message: error.message,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    };
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: RPC_ERROR_CODES.INTERNAL,
      message: 'Internal error',
      data: error instanceof Error ? error.message : String(error),
    },
  };
}

function invalidRequest(id: Id = null): Reply {
  return errorReply(id, new JsonRpcError(RPC_ERROR_CODES.INVALID_REQUEST, 'Invalid request'));
}

function isId(value: unknown): value is Id {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** Answers one request object; undefined for a notification (no id). */
async function answer(request: unknown, call: Call): Promise<Reply | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return invalidRequest();
  const { jsonrpc, id, method, params } = request as Record<string, unknown>;
  if (id !== undefined && !isId(id)) return invalidRequest();
  const replyId = id ?? null;
  if (jsonrpc !== '2.0' || typeof method !== 'string') return invalidRequest(replyId);
  let reply: Reply;
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    reply = errorReply(
      replyId,
      new JsonRpcError(RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid params: expected an array'),
    );
  } else {
    try {
      reply = { jsonrpc: '2.0', id: replyId, result: await call(method, (params ?? []) as Params) };
    } catch (error) {
      reply = errorReply(replyId, error);
    }
  }
  return id === undefined ? undefined : reply;
}

/** The response body for a request body; undefined when nothing is owed (only notifications). */
export async function respond(body: string, call: Call): Promise<string | undefined> {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return stringifyJson(errorReply(null, new JsonRpcError(RPC_ERROR_CODES.PARSE_ERROR, 'Parse error')));
  }
  if (!Array.isArray(request)) {
    const reply = await answer(request, call);
    return reply && stringifyJson(reply);
  }
  if (request.length === 0) return stringifyJson(invalidRequest());
  const replies: Reply[] = [];
  // In order: a batch may send a transaction and then ask for its status.
  for (const item of request) {
    const reply = await answer(item, call);
    if (reply) replies.push(reply);
  }
  return replies.length === 0 ? undefined : stringifyJson(replies);
}

export function methodNotFound(): JsonRpcError {
  return new JsonRpcError(RPC_ERROR_CODES.METHOD_NOT_FOUND, 'Method not found');
}
