import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePorts, isPortFree } from './free-port.ts';

const ephemeralFrom = Number(
  readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
);

describe('freePorts', () => {
  it('gives distinct ports that are free, from below the range the OS hands out for port 0', async () => {
    const ports = await freePorts(12);
    expect(new Set(ports).size).toBe(12);
    for (const port of ports) {
      expect(port).toBeLessThan(ephemeralFrom);
      expect(await isPortFree(port)).toBe(true);
    }
  });
});
