// Allowed origins: exact origins (https://app.example.com) and wildcard forms (http://localhost:*,
// https://*.example.com, https://*.example.com:*). Patterns and Origin headers are compared normalised:
// lower case, default ports dropped.

export interface OriginPattern {
  scheme: string;
  /** Exact host, or the parent domain when `anySubdomain`. */
  host: string;
  anySubdomain: boolean;
  /** null: the scheme's default port; '*': any port. */
  port: string | null;
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
const SCHEME = '[a-z][a-z0-9+.-]*';
const HOST =
  '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\\[[0-9a-f:.]+\\])';
const PATTERN = new RegExp(`^(${SCHEME})://(\\*\\.)?(${HOST})(?::(\\d{1,5}|\\*))?/?$`);
const ORIGIN = new RegExp(`^(${SCHEME})://(${HOST})(?::(\\d{1,5}))?$`);

function normalisePort(scheme: string, port: string | undefined): string | null {
  if (port === undefined || port === DEFAULT_PORTS[scheme]) return null;
  return port === '*' ? '*' : String(Number(port));
}

/** Parses an allowed-origin pattern, or returns null when it is not one. */
export function parseOriginPattern(value: string): OriginPattern | null {
  if (value.length > 300) return null;
  const match = PATTERN.exec(value.trim().toLowerCase());
  if (!match) return null;
  const [, scheme, wildcard, host, port] = match;
  if (!scheme || !host) return null;
  if (port !== undefined && port !== '*' && Number(port) > 65_535) return null;
  return { scheme, host, anySubdomain: wildcard !== undefined, port: normalisePort(scheme, port) };
}

/** The canonical text of a pattern, as stored and listed. */
export function formatOriginPattern(pattern: OriginPattern): string {
  const host = pattern.anySubdomain ? `*.${pattern.host}` : pattern.host;
  return `${pattern.scheme}://${host}${pattern.port === null ? '' : `:${pattern.port}`}`;
}

export function normaliseOriginPattern(value: string): string | null {
  const pattern = parseOriginPattern(value);
  return pattern ? formatOriginPattern(pattern) : null;
}

/** Matches Origin headers against a project's patterns; exact origins are a set lookup. */
export class OriginMatcher {
  readonly #exact = new Set<string>();
  readonly #wildcards: OriginPattern[] = [];

  constructor(patterns: readonly string[]) {
    for (const text of patterns) {
      const pattern = parseOriginPattern(text);
      if (!pattern) continue;
      if (pattern.anySubdomain || pattern.port === '*') this.#wildcards.push(pattern);
      else this.#exact.add(formatOriginPattern(pattern));
    }
  }

  matches(origin: string): boolean {
    const match = ORIGIN.exec(origin.toLowerCase());
    if (!match) return false;
    const [, scheme, host, rawPort] = match;
    if (!scheme || !host) return false;
    const port = normalisePort(scheme, rawPort);
    if (this.#exact.has(`${scheme}://${host}${port === null ? '' : `:${port}`}`)) return true;
    return this.#wildcards.some(
      (pattern) =>
        pattern.scheme === scheme &&
        (pattern.port === '*' || pattern.port === port) &&
        (pattern.anySubdomain ? host.endsWith(`.${pattern.host}`) : host === pattern.host),
    );
  }
}
