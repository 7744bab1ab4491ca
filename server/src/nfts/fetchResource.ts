// Fetches an NFT's metadata JSON or image from an http(s) URL or a data: URI, within a size and time limit
// (ipfs:// and other schemes are not fetched: the server reaches no gateway of its own).
import { getBytes } from '../upstreams/httpRequest.ts';

export interface Resource {
  contentType: string;
  bytes: Buffer;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;

export async function fetchResource(uri: string, limits: FetchLimits): Promise<Resource | null> {
  if (uri.startsWith('data:')) return dataUri(uri, limits.maxBytes);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const result = await getBytes(url, { timeoutMs: limits.timeoutMs, maxResponseBytes: limits.maxBytes });
  if (result.status !== 200) return null;
  return { contentType: mediaType(result.contentType), bytes: result.bytes };
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
