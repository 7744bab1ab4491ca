import { ERROR_MESSAGES, parseCaipNetworkId } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bip122NetworkId, isBip122NetworkId } from './bip122Caip.ts';
import { BITCOIN_CHAINS } from './bitcoinNetworks.ts';

const genesis = fc.stringMatching(/^[0-9a-fA-F]{64}$/);

describe('bip122 CAIP-2 ids', () => {
  it('are bip122 and the first 32 hex characters of the genesis hash, lower case, and parse as CAIP-2', () => {
    fc.assert(
      fc.property(genesis, (hash) => {
        const id = bip122NetworkId(hash);
        expect(id).toBe(`bip122:${hash.slice(0, 32).toLowerCase()}`);
        expect(isBip122NetworkId(id)).toBe(true);
        expect(parseCaipNetworkId(id)).toEqual({ namespace: 'bip122', reference: id.slice(7) });
      }),
    );
  });

  it('refuse anything but a 64-hex genesis hash', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^[0-9a-fA-F]{64}$/.test(value));
        expect(() => bip122NetworkId(value)).toThrow(
          ERROR_MESSAGES.INVALID_CAIP_NETWORK_ID({ value: `bip122:${value}` }),
        );
        expect(isBip122NetworkId(`bip122:${value}`)).toBe(value.length === 32 && /^[0-9a-f]+$/.test(value));
      }),
    );
  });

  it('name mainnet, testnet and regtest as SPEC and devnet do', () => {
    const ids = BITCOIN_CHAINS.map((chain) => `bip122:${chain.reference}`);
    expect(ids).toContain(
      bip122NetworkId('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f'),
    );
    expect(ids).toContain('bip122:000000000933ea01ad0ee984209779ba');
    expect(ids).toContain(
      bip122NetworkId('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'),
    );
  });
});
