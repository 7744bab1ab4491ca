import { RPC_ERROR_CODES } from '@gangway/protocol';

/** A JSON-RPC error as returned by a node (code, message and optional data). */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'JsonRpcError';
    this.code = code;
    this.data = data;
  }
}

/** The endpoint could not be reached or answered something that is not JSON-RPC. */
export class JsonRpcTransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JsonRpcTransportError';
  }
}

let nextId = 1;

/** One JSON-RPC 2.0 call over fetch; works in Node and the browser. */
export async function jsonRpc<T = unknown>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  let body: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: controller.signal,
    });
    body = await response.json();
  } catch (cause) {
    throw new JsonRpcTransportError(`${method} on ${url} failed`, { cause });
  } finally {
    clearTimeout(timer);
  }
  if (typeof body !== 'object' || body === null) {
    throw new JsonRpcTransportError(`${method} on ${url} returned no JSON-RPC object`);
  }
  const reply = body as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
  if (reply.error) {
    const code = typeof reply.error.code === 'number' ? reply.error.code : RPC_ERROR_CODES.INTERNAL;
    const message = typeof reply.error.message === 'string' ? reply.error.message : 'Internal error';
    throw new JsonRpcError(code, message, reply.error.data);
  }
  return reply.result as T;
}
