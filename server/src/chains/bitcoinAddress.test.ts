import { describe, expect, it } from 'vitest';
import { parseBitcoinAddress } from './bitcoinAddress.ts';

// BIP-173 / BIP-350 test vectors and well-known addresses.
const MAINNET = [
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
];

describe('Bitcoin addresses', () => {
  it('accepts the network’s legacy, P2SH, bech32 and bech32m addresses, segwit ones in lower case', () => {
    for (const address of MAINNET) expect(parseBitcoinAddress(address, 'mainnet')).toBe(address);
    expect(parseBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toBe(MAINNET[2]);
    expect(parseBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'regtest')).toBe(
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    );
    expect(parseBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet')).toBe(
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    );
  });

  it('refuses other networks’ addresses, bad checksums, mixed case and the wrong checksum kind', () => {
    for (const address of MAINNET) expect(parseBitcoinAddress(address, 'regtest')).toBeNull();
    expect(parseBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mainnet')).toBeNull();
    expect(parseBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'mainnet')).toBeNull();
    expect(parseBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'mainnet')).toBeNull();
    expect(parseBitcoinAddress('bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBeNull();
    // Version 1 with a bech32 (not bech32m) checksum, and version 0 with bech32m (BIP-350 vectors).
    expect(
      parseBitcoinAddress(
        'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
        'mainnet',
      ),
    ).toBeNull();
    expect(parseBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'mainnet')).toBeNull();
    for (const bad of ['', 'bc1', '../address', 'x'.repeat(100), 42, null]) {
      expect(parseBitcoinAddress(bad, 'mainnet')).toBeNull();
    }
  });
});
