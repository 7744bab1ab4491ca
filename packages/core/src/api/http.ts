// One request path for every call to gangway-server: query parameters projectId, st, sv; a timeout; status codes
// mapped to the catalogue; the answer validated against its schema.

import { API_TIMEOUT_MS, ApiErrorBodySchema, GangwayError } from '@gangway/protocol';
import * as z from 'zod/mini';
import { SCHEMA_PARSE_PARAMS } from './schemaErrorMap.ts';
import { apiUrl, type QueryValue } from './urls.ts';

export interface HttpOptions {
  apiUrl: string;
  projectId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ApiRequest<T> {
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** E.g. a sign-in session's Authorization. */
  headers?: Readonly<Record<string, string>>;
  schema: z.ZodMiniType<T>;
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

export async function apiRequest<T>(options: HttpOptions, request: ApiRequest<T>): Promise<T> {
  const url = apiUrl(options, request.path, request.query);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: request.method ?? 'GET',
      signal: controller.signal,
      headers: {
        ...request.headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
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
  if (!response.ok) {
    const body = z.safeParse(ApiErrorBodySchema, json);
    throw new ApiHttpError(response.status, body.success ? body.data.code : undefined);
  }
  const parsed = z.safeParse(request.schema, json, SCHEMA_PARSE_PARAMS);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const reason = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unexpected body';
    throw new GangwayError('INVALID_RESPONSE', { source: request.path, reason }, { category: 'API_ERROR' });
  }
  return parsed.data;
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
