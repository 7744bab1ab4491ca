// One request path for every call to gangway-server: query parameters projectId, st and sv; a timeout; status codes
// mapped to the catalogue. No zod here: the calls the modal makes on opening check their answers with guards
// (openCalls.ts), and zod loads only with the calls that check theirs against a schema (http.ts).

import { API_ERROR_CODES, API_TIMEOUT_MS, type ApiErrorCode, GangwayError } from '@gangway/protocol';
import { apiUrl, type QueryValue } from './urls.ts';

export interface HttpOptions {
  apiUrl: string;
  projectId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ApiCall {
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** E.g. a sign-in session's Authorization. */
  headers?: Readonly<Record<string, string>>;
}

/** An HTTP failure: `status` and the server's error code when it sent one. */
export class ApiHttpError extends GangwayError<'HTTP_STATUS'> {
  readonly status: number;
  readonly apiCode: string | undefined;
  constructor(status: number, apiCode: string | undefined) {
    super('HTTP_STATUS', { status }, { category: 'API_ERROR' });
    this.status = status;
    this.apiCode = apiCode;
  }
}

/** The JSON of a successful answer (undefined when it is none); a failure is thrown as the catalogue's error. */
export async function fetchAnswer(options: HttpOptions, call: ApiCall): Promise<unknown> {
  const url = apiUrl(options, call.path, call.query);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: call.method ?? 'GET',
      signal: controller.signal,
      headers: {
        ...call.headers,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  } catch (cause) {
    if (controller.signal.aborted) {
      throw new GangwayError(
        'REQUEST_TIMEOUT',
        { source: 'The Gangway server', ms: timeoutMs },
        { cause, category: 'API_ERROR' },
      );
    }
    throw new GangwayError('SERVER_ERROR', { cause, category: 'API_ERROR' });
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  if (!response.ok) throw new ApiHttpError(response.status, errorCode(json));
  return json;
}

/** The answer to `path` is not what its schema says: `reason` names the field at fault. */
export function invalidAnswer(path: string, reason: string): GangwayError {
  return new GangwayError('INVALID_RESPONSE', { source: path, reason }, { category: 'API_ERROR' });
}

/** The code of an error body shaped as ApiErrorBodySchema says, else undefined. */
function errorCode(json: unknown): ApiErrorCode | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { code, message, field, retryAfterSeconds } = json as Record<string, unknown>;
  const known = (API_ERROR_CODES as readonly unknown[]).includes(code);
  return known &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string') &&
    (retryAfterSeconds === undefined || typeof retryAfterSeconds === 'number')
    ? (code as ApiErrorCode)
    : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** SPEC §7: 429 is RATE_LIMITED, 5xx SERVER_ERROR. */
export function statusCategory(error: unknown): 'RATE_LIMITED' | 'SERVER_ERROR' | 'FORBIDDEN' | 'OTHER' {
  if (!(error instanceof ApiHttpError))
    return error instanceof GangwayError && error.code === 'SERVER_ERROR' ? 'SERVER_ERROR' : 'OTHER';
  if (error.status === 429) return 'RATE_LIMITED';
  if (error.status >= 500) return 'SERVER_ERROR';
  if (error.status === 401 || error.status === 403) return 'FORBIDDEN';
  return 'OTHER';
}
