// Which parent pages the Safe connector trusts: Safe{Wallet}'s own origin plus the integrator's `safeOrigins`.
// An allowlist of exact origins: no patterns, no suffix matching, https only (http for loopback, for a local Safe).
import { GangwayError } from '@gangway/protocol';

/** Safe{Wallet}'s web app, where a dapp listed as a Safe App is opened. */
export const KNOWN_SAFE_ORIGINS: readonly string[] = ['https://app.safe.global'];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function checkedOrigin(value: unknown): string {
  const invalid = (reason: string) => new GangwayError('INVALID_OPTION', { option: 'safeOrigins', reason });
  if (typeof value !== 'string') throw invalid('every entry must be a string');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`"${value}" is not a URL`);
  }
  if (url.origin !== value)
    throw invalid(`"${value}" is not an origin (scheme://host[:port], nothing after it)`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
    throw invalid(`"${value}" must use https (http only on a loopback host)`);
  return value;
}

/** The trusted origins: the known ones and the configured ones, each checked; INVALID_OPTION names a bad entry. */
export function trustedSafeOrigins(configured: readonly unknown[] = []): readonly string[] {
  return [...new Set([...KNOWN_SAFE_ORIGINS, ...configured.map(checkedOrigin)])];
}
