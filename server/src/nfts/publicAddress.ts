// Which IP addresses the server may fetch a token's metadata from: global unicast ones only. An IPv6 address must be
// in 2000::/3, the global unicast range (loopback, link-local, unique local, multicast and IPv4-mapped addresses are
// outside it), and not in its documentation, 6to4 or Teredo parts (6to4 and Teredo carry an IPv4 address that may be
// private). An IPv4 address must be outside the special-purpose ranges (RFC 6890): private, loopback, link-local (the
// cloud metadata service, 169.254.169.254), shared (CGNAT), documentation, benchmarking, multicast, reserved.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const SPECIAL_IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const GLOBAL_UNICAST_IPV6 = ['2000::/3'];
const SPECIAL_IPV6 = ['2001::/23', '2001:db8::/32', '2002::/16'];

function blockList(ranges: readonly string[], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [network = '', prefix = ''] = range.split('/');
    list.addSubnet(network, Number(prefix), type);
  }
  return list;
}

const specialIpv4 = blockList(SPECIAL_IPV4, 'ipv4');
const globalIpv6 = blockList(GLOBAL_UNICAST_IPV6, 'ipv6');
const specialIpv6 = blockList(SPECIAL_IPV6, 'ipv6');

export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !specialIpv4.check(address, 'ipv4');
  if (isIPv6(address)) return globalIpv6.check(address, 'ipv6') && !specialIpv6.check(address, 'ipv6');
  return false;
}
