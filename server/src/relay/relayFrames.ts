// Reading and writing the JSON-RPC frames of a relay connection. A request id is echoed exactly as the
// client wrote it: sign-client's ids can be integers beyond 2^53, which JSON.parse would round.
import { type JsonRpcRequest, JsonRpcRequestSchema, JsonRpcResponseSchema } from '@gangway/protocol';
import { safeParse } from 'zod/mini';
import { ApiError } from '../errors/ApiError.ts';
import { parseInput } from '../errors/parseInput.ts';
import { invalidRequest, parseError, type RelayRpcError } from './relayErrors.ts';

export type RelayFrame =
  | { kind: 'request'; request: JsonRpcRequest; idJson: string }
  | { kind: 'response'; id: string | number | null; ok: boolean };

/** The id of a request, as JSON text to put in its answer ("null" when the frame has none we can read). */
export type IdJson = string;

const UNSAFE_INTEGER_ID = /^\s*\{\s*"id"\s*:\s*(-?\d{16,})\s*[,}]/;

export class FrameError extends Error {
  constructor(
    readonly error: RelayRpcError,
    readonly idJson: IdJson,
  ) {
    super(error.message);
  }
}

/** Parses a text frame; throws FrameError (with the id when there is one) for anything else. */
export function parseFrame(text: string): RelayFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new FrameError(parseError((error as Error).message), 'null');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FrameError(
      invalidRequest('A frame must be one JSON-RPC object (batches are not supported)'),
      'null',
    );
  }
  const frame = value as Record<string, unknown>;
  const idJson = idJsonOf(text, frame.id);
  if (!('method' in frame) && ('result' in frame || 'error' in frame)) {
    const response = safeParse(JsonRpcResponseSchema, frame);
    if (!response.success) throw new FrameError(invalidRequest('Invalid JSON-RPC response'), idJson);
    return {
      kind: 'response',
      id: response.data.id,
      ok: 'result' in response.data && response.data.result === true,
    };
  }
  try {
    return { kind: 'request', request: parseInput(JsonRpcRequestSchema, frame, 'body'), idJson };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field = error.field === 'body' ? undefined : error.field;
    throw new FrameError(
      invalidRequest(error.message.replace('body field', 'JSON-RPC field'), field),
      idJson,
    );
  }
}

function idJsonOf(text: string, id: unknown): IdJson {
  if (typeof id === 'number' && !Number.isSafeInteger(id) && Number.isInteger(id)) {
    const raw = UNSAFE_INTEGER_ID.exec(text)?.[1];
    if (raw !== undefined) return raw;
  }
  if (typeof id === 'string' && id.length <= 256) return JSON.stringify(id);
  if (typeof id === 'number' && Number.isFinite(id)) return JSON.stringify(id);
  return 'null';
}

export function resultFrame(idJson: IdJson, result: unknown): string {
  return `{"id":${idJson},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
}

export function errorFrame(idJson: IdJson, error: RelayRpcError): string {
  return `{"id":${idJson},"jsonrpc":"2.0","error":${JSON.stringify({
    code: error.rpcCode,
    message: error.message,
    data: error.data,
  })}}`;
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params });
}
