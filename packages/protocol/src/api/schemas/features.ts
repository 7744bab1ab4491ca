// GET /appkit/v1/config: the project's remote features (SPEC §3), defaults of SPEC §9 where not set.
import * as z from 'zod/mini';
import type { RemoteFeatures } from '../../constants.ts';
import { ONRAMP_PROVIDERS, SOCIAL_OPTIONS, SWAP_PROVIDERS } from '../../lazyConstants.ts';

export const SocialOptionSchema = z.enum(SOCIAL_OPTIONS);

export const RemoteFeaturesSchema = z.object({
  swaps: z.union([z.literal(false), z.array(z.enum(SWAP_PROVIDERS))]),
  onramp: z.union([z.literal(false), z.array(z.enum(ONRAMP_PROVIDERS))]),
  email: z.boolean(),
  socials: z.union([z.literal(false), z.array(SocialOptionSchema)]),
  activity: z.boolean(),
  reownBranding: z.boolean(),
  multiWallet: z.boolean(),
});

/** A project's overrides: any subset of the remote features. */
export const RemoteFeaturesPatchSchema = z.partial(RemoteFeaturesSchema);
export type RemoteFeaturesPatch = z.infer<typeof RemoteFeaturesPatchSchema>;

export const ConfigResponseSchema = z.object({ features: RemoteFeaturesSchema });
export type ConfigResponse = z.infer<typeof ConfigResponseSchema>;

// The schema and core's RemoteFeatures type describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof RemoteFeaturesSchema>, Mutable<RemoteFeatures>> = true;
void schemaMatchesType;
type MutableArray<V> = V extends readonly (infer U)[] ? U[] : V;
type Mutable<T> = { -readonly [K in keyof T]: MutableArray<T[K]> };
