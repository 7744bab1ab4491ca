// The unit of fairness of every per-client budget: the client's IP address, an IPv4 address whole and an IPv6
// address by its /64 (one subscriber or host usually holds a whole /64, so keying by the full address would let
// it take 2^64 budgets). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4 address. Which address is the
// client's, behind proxies, is the configuration's trustProxy (fastifyTrustProxy below).
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const IPV6_GROUPS = 8;
const PREFIX_GROUPS = 4;

export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  const zoneless = address.split('%')[0] ?? address;
  if (!isIPv6(zoneless)) return address;
  const groups = ipv6Groups(zoneless);
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, PREFIX_GROUPS).join(':')}::/64`;
}

/**
 * Fastify's trustProxy for the configuration's: a hop count trusts that many addresses from the socket's end of
 * X-Forwarded-For (Fastify itself reads a bare number as "trust nothing"); a list trusts the proxies it names.
 */
export function fastifyTrustProxy(
  trustProxy: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** The request's client key: its address as Fastify found it (trustProxy decides whom to believe). */
export function requestClientKey(request: FastifyRequest): string {
  return clientKey(request.ip);
}

/** The eight groups of an IPv6 address, in lower-case hex without leading zeros (an embedded IPv4 tail converted). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros =
    tail === undefined ? [] : Array(IPV6_GROUPS - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16).toString(16));
}
