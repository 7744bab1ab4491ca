// Request bodies of the admin API (server-only: the widget never calls it).
import { ProjectIdSchema, RemoteFeaturesPatchSchema } from '@gangway/core/api/schemas/index';
import * as z from 'zod/mini';

const RateLimitBodySchema = z.strictObject({
  perSecond: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  burst: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
});
const OriginListSchema = z.array(z.string().check(z.maxLength(300))).check(z.maxLength(200));

export const ProjectParamsSchema = z.object({ id: ProjectIdSchema });

export const CreateProjectBodySchema = z.optional(
  z.strictObject({
    id: z.optional(ProjectIdSchema),
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    allowedOrigins: z.optional(OriginListSchema),
    features: z.optional(z.strictObject(RemoteFeaturesPatchSchema.shape)),
    rateLimit: z.optional(z.nullable(RateLimitBodySchema)),
  }),
);

export const UpdateProjectBodySchema = z.optional(
  z.strictObject({
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    /** A key set to null goes back to its default; the values are checked against the features schema. */
    features: z.optional(z.record(z.string(), z.unknown())),
    rateLimit: z.optional(z.nullable(RateLimitBodySchema)),
  }),
);

export const OriginsBodySchema = z.strictObject({ origins: OriginListSchema.check(z.minLength(1)) });
export const SetOriginsBodySchema = z.strictObject({ allowedOrigins: OriginListSchema });
