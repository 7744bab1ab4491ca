// Core's Bitcoin address rules against @scure/btc-signer's encoders and the BIP-173/350 vectors.
import { type BitcoinAddressNetwork, isBitcoinAddress, parseBitcoinAddress } from '@gangway/protocol';
import { Address } from '@scure/btc-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BTC_SIGNER_NETWORKS } from './network/btcSignerNetwork.ts';

const NETWORKS: BitcoinAddressNetwork[] = ['mainnet', 'testnet', 'regtest'];
const network = fc.constantFrom(...NETWORKS);
const outputs = fc.oneof(
  fc.record({ type: fc.constant('pkh' as const), hash: fc.uint8Array({ minLength: 20, maxLength: 20 }) }),
  fc.record({ type: fc.constant('sh' as const), hash: fc.uint8Array({ minLength: 20, maxLength: 20 }) }),
  fc.record({ type: fc.constant('wpkh' as const), hash: fc.uint8Array({ minLength: 20, maxLength: 20 }) }),
  fc.record({ type: fc.constant('wsh' as const), hash: fc.uint8Array({ minLength: 32, maxLength: 32 }) }),
  fc.record({ type: fc.constant('tr' as const), pubkey: fc.uint8Array({ minLength: 32, maxLength: 32 }) }),
);
const TYPES = { pkh: 'p2pkh', sh: 'p2sh', wpkh: 'p2wpkh', wsh: 'p2wsh', tr: 'p2tr' } as const;

describe('Bitcoin addresses', () => {
  it('parse every address type on every network with its program', () => {
    fc.assert(
      fc.property(network, outputs, (net, output) => {
        const address = Address(BTC_SIGNER_NETWORKS[net]).encode(output);
        const parsed = parseBitcoinAddress(address);
        const legacy = output.type === 'pkh' || output.type === 'sh';
        expect(parsed).toMatchObject({
          type: TYPES[output.type],
          network: legacy && net === 'regtest' ? 'testnet' : net,
          program: 'hash' in output ? output.hash : output.pubkey,
        });
        expect(isBitcoinAddress(address, net)).toBe(true);
        expect(isBitcoinAddress(address, net === 'mainnet' ? 'testnet' : 'mainnet')).toBe(false);
        expect(isBitcoinAddress(address.toUpperCase())).toBe(!legacy);
      }),
    );
  });

  it('refuse any one changed character (checksums) and mixed case', () => {
    fc.assert(
      fc.property(network, outputs, fc.nat(), fc.nat(), (net, output, at, pick) => {
        const address = Address(BTC_SIGNER_NETWORKS[net]).encode(output);
        const legacy = output.type === 'pkh' || output.type === 'sh';
        const alphabet = legacy
          ? '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
          : 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
        const start = legacy ? 1 : address.lastIndexOf('1') + 1;
        const index = start + (at % (address.length - start));
        const replacement = alphabet[pick % alphabet.length]!;
        fc.pre(replacement !== address[index]);
        const changed = address.slice(0, index) + replacement + address.slice(index + 1);
        expect(isBitcoinAddress(changed)).toBe(false);
      }),
    );
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4')).toBe(false);
  });

  it('follow the BIP-173 and BIP-350 test vectors', () => {
    const valid = [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
    ];
    const invalid = [
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'bc1rw5uspcuh',
      'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
      'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
      'bc1gmk9yu',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      '0x0000000000000000000000000000000000000000',
      '',
    ];
    for (const address of valid) expect(isBitcoinAddress(address), address).toBe(true);
    for (const address of invalid) expect(isBitcoinAddress(address), address).toBe(false);
    expect(isBitcoinAddress(42)).toBe(false);
  });
});
