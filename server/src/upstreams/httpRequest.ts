// One HTTP request to an upstream over keep-alive connections, with a deadline and a cap on the answer's size.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
}

/** The answer passed maxResponseBytes: the request was cut off (the endpoint is not at fault). */
export class ResponseTooLargeError extends Error {
  override readonly name = 'ResponseTooLargeError';
}

export interface HttpResult {
  status: number;
  body: string;
}

export interface HttpBytesResult {
  status: number;
  contentType: string;
  bytes: Buffer;
}

export interface HttpRequestOptions {
  timeoutMs: number;
  maxResponseBytes: number;
  /**
   * Connect to this address, resolved and checked beforehand, instead of resolving the host again (which a DNS
   * answer could point elsewhere meanwhile); a fresh connection, outside the keep-alive pools.
   */
  pinnedAddress?: { address: string; family: 4 | 6 };
  /** More request headers (an upstream's API key). */
  headers?: Readonly<Record<string, string>>;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

export async function postJson(url: URL, body: string, options: HttpRequestOptions): Promise<HttpResult> {
  const result = await httpRequest(url, 'POST', options, body);
  return { status: result.status, body: result.bytes.toString('utf8') };
}

export async function getText(url: URL, options: HttpRequestOptions): Promise<HttpResult> {
  const result = await httpRequest(url, 'GET', options);
  return { status: result.status, body: result.bytes.toString('utf8') };
}

/** A GET of any content (NFT metadata and images), with its content type. */
export function getBytes(url: URL, options: HttpRequestOptions): Promise<HttpBytesResult> {
  return httpRequest(url, 'GET', options, undefined, '*/*');
}

/** A `lookup` that answers every name with the pinned address (in the shape `net.connect` asks for). */
function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function httpRequest(
  url: URL,
  method: 'GET' | 'POST',
  options: HttpRequestOptions,
  body?: string,
  accept = 'application/json, text/plain',
): Promise<HttpBytesResult> {
  return new Promise((resolve, reject) => {
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const transport = url.protocol === 'https:' ? https : http;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const pinned = options.pinnedAddress;
    const request = transport.request(url, {
      method,
      ...(pinned ? { agent: false, lookup: pinnedLookup(pinned) } : { agent }),
      headers: {
        ...options.headers,
        ...(body === undefined
          ? { accept }
          : {
              'content-type': 'application/json',
              accept: 'application/json',
              'content-length': Buffer.byteLength(body),
            }),
      },
    });
    const timer = setTimeout(
      () => request.destroy(new RequestTimeoutError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxResponseBytes) {
          // Rejected at once and the rest never read: an oversized answer costs at most the cap in memory.
          chunks.length = 0;
          settle(() =>
            reject(new ResponseTooLargeError(`answer larger than ${options.maxResponseBytes} bytes`)),
          );
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            bytes: Buffer.concat(chunks),
          }),
        ),
      );
      response.on('error', (error) => settle(() => reject(error)));
    });
    request.on('error', (error) => settle(() => reject(error)));
    request.end(body);
  });
}
