// Parses the CLI's `key=value` feature assignments: email=true, swaps=false, socials=google,x,
// onramp=meld,coinbase, multiWallet=default (back to the SPEC §9 default).
import { REMOTE_FEATURE_KEYS, type RemoteFeatures } from '@gangway/protocol';
import { badRequest } from '../errors/ApiError.ts';
import { type FeaturesChange, FeaturesChangeSchema, parseProjectInput } from './projectInput.ts';

const LIST_FEATURES: ReadonlySet<string> = new Set(['swaps', 'onramp', 'socials']);

export function parseFeatureAssignments(assignments: readonly string[]): FeaturesChange {
  const change: Record<string, unknown> = {};
  for (const assignment of assignments) {
    const separator = assignment.indexOf('=');
    const key = separator < 0 ? assignment : assignment.slice(0, separator);
    const value = separator < 0 ? '' : assignment.slice(separator + 1).trim();
    if (!(REMOTE_FEATURE_KEYS as readonly string[]).includes(key)) {
      throw badRequest(key, `Unknown feature "${key}": features are ${REMOTE_FEATURE_KEYS.join(', ')}`);
    }
    change[key] = parseValue(key as keyof RemoteFeatures, value);
  }
  // The values are then checked by the same rules as the admin API's (e.g. a provider that does not exist).
  return parseProjectInput(FeaturesChangeSchema, change);
}

function parseValue(key: keyof RemoteFeatures, value: string): unknown {
  if (value === 'default') return null;
  if (value === 'false' || value === 'off') return false;
  if (LIST_FEATURES.has(key)) {
    if (value === '' || value === 'none') return [];
    return value.split(',').map((item) => item.trim());
  }
  if (value === 'true' || value === 'on') return true;
  throw badRequest(key, `Feature "${key}" takes true, false or default, not "${value}"`);
}
