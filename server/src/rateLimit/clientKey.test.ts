import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from './clientKey.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address whole and groups IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('gives every address of one /64 the same key, and addresses of two /64s different keys (property)', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, a, b) => {
        fc.pre(prefix[0] !== '0');
        expect(clientKey([...prefix, ...a].join(':'))).toBe(clientKey([...prefix, ...b].join(':')));
        const other = [
          ...prefix.slice(0, 3),
          ((Number.parseInt(prefix[3] ?? '0', 16) + 1) % 0x10000).toString(16),
        ];
        expect(clientKey([...other, ...a].join(':'))).not.toBe(clientKey([...prefix, ...a].join(':')));
      }),
    );
  });
});
