// The body of every error answer of gangway-server (the RPC proxy answers JSON-RPC errors instead).
import * as z from 'zod/mini';
import { API_ERROR_CODES } from '../apiErrorCodes.ts';

export const ApiErrorBodySchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  /** The request field at fault ("page", "body.addresses.0"), for 400 answers. */
  field: z.optional(z.string()),
  /** RATE_LIMITED and EMAIL_COOLDOWN: whole seconds until a retry can succeed. */
  retryAfterSeconds: z.optional(z.number()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
