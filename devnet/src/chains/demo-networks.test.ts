import { describe, expect, it } from 'vitest';
import { REGTEST_CAIP_NETWORK_ID } from '../bitcoin/network.ts';
import { GENESIS_HASH } from '../solana/methods/cluster.ts';
import { DEMO_BITCOIN_NETWORK, DEMO_SOLANA_NETWORK } from './chain-definitions.ts';

describe('the demo networks of the non-EVM chains', () => {
  it('name the chains devnet runs', () => {
    expect(`solana:${DEMO_SOLANA_NETWORK.reference}`).toBe(`solana:${GENESIS_HASH.slice(0, 32)}`);
    expect(`bip122:${DEMO_BITCOIN_NETWORK.reference}`).toBe(REGTEST_CAIP_NETWORK_ID);
  });
});
