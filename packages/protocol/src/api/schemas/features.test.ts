import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BASIC_REMOTE_FEATURES, DEFAULT_REMOTE_FEATURES } from '../../constants.ts';
import { ConfigResponseSchema, RemoteFeaturesPatchSchema, RemoteFeaturesSchema } from './features.ts';
import { OriginsResponseSchema } from './origins.ts';

describe('remote features', () => {
  it('accepts the SPEC §9 defaults and basic mode', () => {
    expect(z.parse(RemoteFeaturesSchema, DEFAULT_REMOTE_FEATURES)).toEqual(DEFAULT_REMOTE_FEATURES);
    expect(z.parse(ConfigResponseSchema, { features: BASIC_REMOTE_FEATURES }).features).toEqual(
      BASIC_REMOTE_FEATURES,
    );
  });

  it('rejects unknown providers, true for a list and missing keys', () => {
    expect(z.safeParse(RemoteFeaturesSchema, { ...DEFAULT_REMOTE_FEATURES, swaps: ['0x'] }).success).toBe(
      false,
    );
    expect(z.safeParse(RemoteFeaturesSchema, { ...DEFAULT_REMOTE_FEATURES, socials: true }).success).toBe(
      false,
    );
    const { email: _, ...withoutEmail } = DEFAULT_REMOTE_FEATURES;
    expect(z.safeParse(RemoteFeaturesSchema, withoutEmail).success).toBe(false);
  });

  it('lets a project override any subset', () => {
    expect(z.parse(RemoteFeaturesPatchSchema, { multiWallet: true })).toEqual({ multiWallet: true });
    expect(z.safeParse(RemoteFeaturesPatchSchema, { multiWallet: 'yes' }).success).toBe(false);
  });

  it('reads the origins answer', () => {
    expect(z.parse(OriginsResponseSchema, { allowedOrigins: ['http://localhost:*'] })).toEqual({
      allowedOrigins: ['http://localhost:*'],
    });
    expect(z.safeParse(OriginsResponseSchema, { allowedOrigins: 'x' }).success).toBe(false);
  });
});
