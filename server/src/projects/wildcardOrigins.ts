// Which allowed-origin patterns the server accepts. A wildcard origin (https://*.example.com) is allowed only over a
// registrable domain: over a public suffix (*.com, *.co.uk, *.github.io) it would allow every site under it. Public
// suffixes come from the maintained Public Suffix List (tldts), private section included. Hosts that serve many
// tenants but are missing from that list are kept below: a wildcard at or under them, and their own origin (where
// tenants share it by path), are refused the same way.
import { parse } from 'tldts';

/**
 * Multi-tenant hosts missing from the Public Suffix List. Add one when a host serves other people's pages under its
 * subdomains or paths. Each entry's subdomains are tenants, and so is its own origin (path gateways).
 */
export const MULTI_TENANT_HOSTS: readonly string[] = [
  // Arweave gateways: every transaction at <id>.gateway and gateway/<id>.
  'arweave.net',
  'arweave.dev',
  'ar-io.dev',
  // Forwarded ports of GitHub Codespaces, and CodeSandbox / StackBlitz / Gitpod / Glitch sandboxes.
  'app.github.dev',
  'codesandbox.io',
  'stackblitz.io',
  'webcontainer-api.io',
  'gitpod.io',
  'glitch.me',
  // Public IPFS gateways: any CID at gateway/ipfs/<cid> and <cid>.ipfs.gateway.
  'ipfs.io',
  'w3s.link',
  'nftstorage.link',
  'infura-ipfs.io',
  '4everland.io',
  'pinata.cloud',
  'fleek.co',
];

const PATTERN = /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?([^:/]+)/;

const isUnder = (host: string, base: string) => host === base || host.endsWith(`.${base}`);

/**
 * For a canonical origin pattern: false when it is a wildcard over something that is not a registrable domain, a
 * wildcard at or under a kept multi-tenant host, or a kept multi-tenant host's own origin.
 */
export function isAcceptableOrigin(pattern: string): boolean {
  const match = PATTERN.exec(pattern);
  if (!match) return true;
  const [, wildcard, host = ''] = match;
  if (wildcard === undefined) return !MULTI_TENANT_HOSTS.includes(host);
  if (MULTI_TENANT_HOSTS.some((tenantHost) => isUnder(host, tenantHost))) return false;
  const parsed = parse(host, { allowPrivateDomains: true });
  return !parsed.isIp && parsed.domain !== null;
}
