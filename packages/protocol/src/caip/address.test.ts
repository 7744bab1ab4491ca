import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEvmAddress, isSolanaAddress } from './address.ts';
import { parseEvmAddress } from './parseEvmAddress.ts';

const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/);

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

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Base58 as Bitcoin and Solana write it, for the test only. */
function toBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

describe('Solana addresses', () => {
  it('accept any 32-byte public key in base58', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isSolanaAddress(toBase58(key))).toBe(true);
      }),
    );
  });

  it('reject base58 of any other byte length, even within 32..44 characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        fc.pre(bytes.length !== 32);
        expect(isSolanaAddress(toBase58(bytes))).toBe(false);
      }),
    );
    expect(isSolanaAddress('z'.repeat(44))).toBe(false);
  });

  it('reject lengths outside 32..44 and the excluded characters 0 O I l', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('1'.repeat(45))).toBe(false);
    for (const bad of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(bad.repeat(40))).toBe(false);
    expect(isSolanaAddress('DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy')).toBe(true);
  });
});
