import type { GangwayOptions } from './GangwayOptions.ts';

/** Options accepted for SPEC §3 but with no effect yet: each arrives with its feature's issue. */
const IGNORED_OPTIONS = ['enableEmbedded'] as const;
const IGNORED_FEATURES = ['pay', 'collapseWallets', 'emailShowWallets'] as const;

/** The options the integrator set that do nothing in this version, named as they are written. */
export function ignoredOptions(options: GangwayOptions): string[] {
  return [
    ...IGNORED_OPTIONS.filter((key) => options[key] !== undefined),
    ...IGNORED_FEATURES.filter((key) => options.features?.[key] !== undefined).map(
      (key) => `features.${key}`,
    ),
  ];
}
