// The body of every error answer of gangway-server (the RPC proxy answers JSON-RPC errors instead).
import * as z from 'zod/mini';

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'UNKNOWN_PROJECT',
  'ORIGIN_NOT_ALLOWED',
  'FORBIDDEN',
  'ANALYTICS_DISABLED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiErrorBodySchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  /** The request field at fault ("page", "body.addresses.0"), for 400 answers. */
  field: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
