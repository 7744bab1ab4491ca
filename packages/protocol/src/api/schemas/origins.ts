// GET /projects/v1/origins: the origins the project allows (exact origins and wildcard patterns).
import * as z from 'zod/mini';

export const OriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) });
export type OriginsResponse = z.infer<typeof OriginsResponseSchema>;
