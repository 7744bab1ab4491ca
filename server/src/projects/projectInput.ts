// The rules a project's fields follow, defined once: the admin API declares these schemas on its routes, the CLI and
// devnet parse with them, and the repository takes only what they produce (it checks nothing itself).
import {
  normaliseOriginPattern,
  ProjectIdSchema,
  REMOTE_FEATURE_KEYS,
  RemoteFeaturesPatchSchema,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import { parseInput } from '../errors/parseInput.ts';
import { isAcceptableOrigin } from './wildcardOrigins.ts';

declare const allowedOriginBrand: unique symbol;
/** A normalised origin pattern that may be stored: never a wildcard over a public suffix. */
export type AllowedOrigin = string & { readonly [allowedOriginBrand]: true };

export const MAX_NAME_LENGTH = 200;
export const MAX_ORIGINS = 200;
const MAX_ORIGIN_LENGTH = 300;
const MAX_RATE = 1_000_000;

export const ProjectNameSchema = z.pipe(
  z.string(),
  z.transform((name: string, ctx) => {
    const trimmed = name.trim();
    if (trimmed.length > 0 && trimmed.length <= MAX_NAME_LENGTH) return trimmed;
    ctx.issues.push({
      code: 'custom',
      input: name,
      message: `A project name is 1 to ${MAX_NAME_LENGTH} characters`,
    });
    return z.NEVER;
  }),
);

function checkOrigin(origin: string): { allowed: AllowedOrigin } | { issue: string } {
  const pattern = normaliseOriginPattern(origin);
  if (!pattern) {
    return {
      issue:
        `"${origin.slice(0, 100)}" is not an origin: use scheme://host[:port], e.g. https://app.example.com, ` +
        'http://localhost:* or https://*.example.com',
    };
  }
  if (!isAcceptableOrigin(pattern)) {
    return {
      issue:
        `"${origin.slice(0, 100)}" is a public suffix or a host shared by many sites (a wildcard over it would ` +
        'allow every site under it): use your own domain, e.g. https://*.example.com',
    };
  }
  return { allowed: pattern as AllowedOrigin };
}

export const AllowedOriginsSchema = z.pipe(
  z
    .array(z.string().check(z.maxLength(MAX_ORIGIN_LENGTH)))
    .check(z.maxLength(MAX_ORIGINS, `A project allows at most ${MAX_ORIGINS} origins`)),
  z.transform((origins: string[], ctx) => {
    const allowed: AllowedOrigin[] = [];
    origins.forEach((origin, index) => {
      const checked = checkOrigin(origin);
      if ('allowed' in checked) allowed.push(checked.allowed);
      else ctx.issues.push({ code: 'custom', input: origin, path: [index], message: checked.issue });
    });
    return [...new Set(allowed)];
  }),
);

const RateSchema = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_RATE));
export const RateLimitSchema = z.strictObject({ perSecond: RateSchema, burst: RateSchema });

const MAX_SPONSORED_NETWORKS = 100;
/** A project's sponsorship (projects/project.ts Sponsorship); the networks are eip155 CAIP ids. */
export const SponsorshipSchema = z.strictObject({
  networks: z.union([
    z.literal('all'),
    z
      .array(z.string().check(z.regex(/^eip155:[1-9][0-9]{0,19}$/, 'an eip155 network id, e.g. eip155:8453')))
      .check(z.maxLength(MAX_SPONSORED_NETWORKS)),
  ]),
  operationsPerHour: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_RATE)),
});

const FEATURES_MESSAGE = `features are ${REMOTE_FEATURE_KEYS.join(', ')}; swaps, onramp and socials take false or a list of providers, the others true or false`;
export const FeaturesPatchSchema = z.strictObject(RemoteFeaturesPatchSchema.shape, {
  error: FEATURES_MESSAGE,
});
/** A feature set to null goes back to its SPEC §9 default. */
export const FeaturesChangeSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(RemoteFeaturesPatchSchema.shape).map(([key, schema]) => [key, z.nullable(schema)]),
  ) as {
    [K in keyof typeof RemoteFeaturesPatchSchema.shape]: z.ZodMiniNullable<
      (typeof RemoteFeaturesPatchSchema.shape)[K]
    >;
  },
  { error: FEATURES_MESSAGE },
);

export const CreateProjectInputSchema = z.strictObject({
  /** Default: 32 random hex characters. */
  id: z.optional(ProjectIdSchema),
  /** Default: the id. */
  name: z.optional(ProjectNameSchema),
  allowedOrigins: z.optional(AllowedOriginsSchema),
  features: z.optional(FeaturesPatchSchema),
  rateLimit: z.optional(z.nullable(RateLimitSchema)),
});
export const UpdateProjectInputSchema = z.strictObject({
  name: z.optional(ProjectNameSchema),
  features: z.optional(FeaturesChangeSchema),
  /** null: back to the server's default. */
  rateLimit: z.optional(z.nullable(RateLimitSchema)),
});

export type CreateProjectInput = z.output<typeof CreateProjectInputSchema>;
export type UpdateProjectInput = z.output<typeof UpdateProjectInputSchema>;
export type FeaturesChange = z.output<typeof FeaturesChangeSchema>;

/** Checks raw input (a CLI argument, devnet's seed, a test's fixture) by the same rules as the admin API. */
export function parseProjectInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  return parseInput(schema, input, 'body');
}

export function parseAllowedOrigins(origins: readonly string[]): AllowedOrigin[] {
  return parseProjectInput(z.object({ allowedOrigins: AllowedOriginsSchema }), { allowedOrigins: origins })
    .allowedOrigins;
}
