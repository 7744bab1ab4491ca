import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEvmAddress, isSolanaAddress, parseEvmAddress } from './address.ts';

const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/);
const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

describe('EVM addresses', () => {
  it('accept 40 hex characters with or without 0x', () => {
    fc.assert(
      fc.property(hex40, fc.boolean(), (hex, prefixed) => {
        const value = prefixed ? `0x${hex}` : hex;
        expect(isEvmAddress(value)).toBe(true);
        expect(parseEvmAddress(value)).toBe(`0x${hex.toLowerCase()}`);
      }),
    );
  });

  it('reject other lengths and non-hex characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,60}$/), (hex) => {
        fc.pre(hex.length !== 40);
        expect(isEvmAddress(hex)).toBe(false);
        expect(isEvmAddress(`0x${hex}`)).toBe(false);
      }),
    );
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false);
    expect(isEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false);
    expect(parseEvmAddress(42)).toBeNull();
  });
});

describe('Solana addresses', () => {
  it('accept 32 to 44 base58 characters', () => {
    fc.assert(
      fc.property(base58, (value) => {
        expect(isSolanaAddress(value)).toBe(true);
      }),
    );
  });

  it('reject lengths outside 32..44 and the excluded characters 0 O I l', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('1'.repeat(45))).toBe(false);
    for (const bad of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(bad.repeat(40))).toBe(false);
    expect(isSolanaAddress('DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy')).toBe(true);
  });
});
