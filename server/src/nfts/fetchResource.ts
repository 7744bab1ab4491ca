// Fetches an NFT's metadata JSON or image from an http(s) URL or a data: URI, within a size and time limit
// (ipfs:// and other schemes are not fetched: the server reaches no gateway of its own). The URL is the token
// contract's, so anyone's: its host is resolved and every address it could reach is checked (publicAddress.ts), the
// connection goes to the address that was checked (a second DNS answer cannot redirect it), on port 80 or 443 only,
// and redirects are not followed. Private hosts only when the configuration allows them (devnet).
import { lookup } from 'node:dns/promises';
import { getBytes } from '../upstreams/httpRequest.ts';
import { isPublicAddress } from './publicAddress.ts';

export interface Resource {
  contentType: string;
  bytes: Buffer;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export interface FetchPolicy {
  /** Loopback, private and other non-public hosts, on any port (devnet, whose servers are on loopback). */
  allowPrivateHosts: boolean;
  /** Resolves a host name (tests stand in for DNS). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;
/** Ports of a URL that names none ('') or the protocols' own. */
const PUBLIC_PORTS = new Set(['', '80', '443']);

const resolveWithDns = (host: string) => lookup(host, { all: true, verbatim: true });

export async function fetchResource(
  uri: string,
  limits: FetchLimits,
  policy: FetchPolicy,
): Promise<Resource | null> {
  if (uri.startsWith('data:')) return dataUri(uri, limits.maxBytes);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!policy.allowPrivateHosts && !PUBLIC_PORTS.has(url.port)) return null;
  const address = await reachableAddress(url.hostname.replace(/^\[(.*)\]$/, '$1'), policy);
  if (!address) return null;
  const result = await getBytes(url, {
    timeoutMs: limits.timeoutMs,
    maxResponseBytes: limits.maxBytes,
    pinnedAddress: address,
  });
  if (result.status !== 200) return null;
  return { contentType: mediaType(result.contentType), bytes: result.bytes };
}

/** The address to connect to: the host's first, when every address it has is allowed; null otherwise. */
async function reachableAddress(
  host: string,
  policy: FetchPolicy,
): Promise<{ address: string; family: 4 | 6 } | null> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (policy.resolve ?? resolveWithDns)(host);
  } catch {
    return null;
  }
  const [first] = addresses;
  if (!first) return null;
  if (!policy.allowPrivateHosts && !addresses.every(({ address }) => isPublicAddress(address))) return null;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function dataUri(uri: string, maxBytes: number): Resource | null {
  const match = DATA_URI.exec(uri);
  if (!match) return null;
  const payload = match[4] ?? '';
  const bytes = match[3] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  if (bytes.length > maxBytes) return null;
  return { contentType: mediaType(match[1] || 'text/plain'), bytes };
}

function mediaType(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}
