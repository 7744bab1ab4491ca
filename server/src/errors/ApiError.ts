// The one error type routes and services throw; the error handler turns it into the answer.
import type { ApiErrorCode } from '@gangway/protocol';

export interface ApiErrorOptions {
  /** The request field at fault (400). */
  field?: string;
  headers?: Record<string, string>;
  /** 429: sent as the body's retryAfterSeconds and the Retry-After header. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.headers = {
      ...options.headers,
      ...(options.retryAfterSeconds === undefined
        ? {}
        : { 'retry-after': String(options.retryAfterSeconds) }),
    };
  }
}

export const badRequest = (field: string, message: string) =>
  new ApiError(400, 'BAD_REQUEST', message, { field });
export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const unauthorized = (message: string) =>
  new ApiError(401, 'UNAUTHORIZED', message, { headers: { 'www-authenticate': 'Bearer' } });
export const forbidden = (
  code: 'UNKNOWN_PROJECT' | 'ORIGIN_NOT_ALLOWED' | 'FORBIDDEN' | 'ANALYTICS_DISABLED',
  message: string,
) => new ApiError(403, code, message);
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', `Rate limit reached; retry after ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });
export const upstreamFailed = (message: string, cause?: unknown) =>
  new ApiError(502, 'UPSTREAM_ERROR', message, { cause });
export const upstreamTimedOut = (message: string, cause?: unknown) =>
  new ApiError(504, 'UPSTREAM_TIMEOUT', message, { cause });
export const unavailable = (message: string, cause?: unknown) =>
  new ApiError(503, 'UNAVAILABLE', message, { cause });
