// A gangway-server on a free loopback port over a test database, and a small HTTP client for it.
import type { ServerConfig } from '../../src/config/configSchema.ts';
import type { GangwayDatabase } from '../../src/db/openDatabase.ts';
import { type RunningServer, startServer } from '../../src/startServer.ts';

export interface CallOptions {
  query?: Record<string, string | string[] | undefined>;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string (sent as is). */
  body?: unknown;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

/** Tests stand in for the load balancer: X-Forwarded-For set on loopback is the client's address. */
export const TRUST_LOOPBACK_PROXY: ServerConfig['trustProxy'] = ['127.0.0.1'];

export function startTestServer(
  database: GangwayDatabase,
  config: ServerConfig = {},
): Promise<RunningServer> {
  return startServer({ host: '127.0.0.1', port: 0, logLevel: 'silent', ...config }, { database });
}

export function urlWithQuery(base: string, path: string, query: CallOptions['query'] = {}): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      url.searchParams.append(key, item);
  }
  return url.toString();
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(urlWithQuery(base, path, options.query), { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
