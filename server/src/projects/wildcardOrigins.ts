// A wildcard origin (https://*.example.com) is allowed only over a registrable domain: over a public suffix
// (*.com, *.co.uk, *.github.io) it would allow every site under it. Public suffixes come from the maintained
// Public Suffix List (tldts), private section included.
import { parse } from 'tldts';

const WILDCARD_HOST = /^[a-z][a-z0-9+.-]*:\/\/\*\.([^:/]+)/;

/** For a canonical origin pattern: false when it is a wildcard over something that is not a registrable domain. */
export function isAcceptableWildcard(pattern: string): boolean {
  const base = WILDCARD_HOST.exec(pattern)?.[1];
  if (base === undefined) return true;
  const parsed = parse(base, { allowPrivateDomains: true });
  return !parsed.isIp && parsed.domain !== null;
}
