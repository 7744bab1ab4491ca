import { describe, expect, it } from 'vitest';
import type { CaipNetworkId } from '../caip/ids.ts';
import { defineNetwork } from '../networks/defineNetwork.ts';
import { UNSUPPORTED_NETWORK_NAME } from '../networks/unsupportedNetwork.ts';
import { testBase, testMainnet, testPolygon } from '../testing/networks.ts';
import { activeNetwork, createNetworkStore, isUnsupported } from './networkStore.ts';

const solana = defineNetwork({
  chainNamespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
});

describe('networks', () => {
  it('starts on the initial network and keeps the first network of each namespace active', () => {
    const store = createNetworkStore([testMainnet, testPolygon, solana], testPolygon);
    expect(activeNetwork(store.getState())).toBe(testPolygon);
    expect(store.getState().active.solana).toBe(solana);
  });

  it('replaces a network the app did not request with the unsupported placeholder', () => {
    const store = createNetworkStore([testMainnet, testPolygon], testMainnet);
    const network = store.getState().setActive('eip155:10' as CaipNetworkId);
    expect(network).toMatchObject({
      caipNetworkId: 'eip155:10',
      id: 10,
      name: UNSUPPORTED_NETWORK_NAME,
      unsupported: true,
    });
    expect(isUnsupported(activeNetwork(store.getState()))).toBe(true);
    expect(store.getState().setActive(testPolygon.caipNetworkId)).toBe(testPolygon);
  });

  it('falls back to the first remaining network when the active one is removed', () => {
    const store = createNetworkStore([testMainnet, testPolygon, testBase], testPolygon);
    store.getState().removeNetwork(testPolygon.caipNetworkId);
    expect(activeNetwork(store.getState())).toBe(testMainnet);
    expect(store.getState().requested).toEqual([testMainnet, testBase]);
  });

  it("falls back to another chain's first network when a namespace loses its last network", () => {
    const store = createNetworkStore([testMainnet, solana], solana);
    store.getState().removeNetwork(solana.caipNetworkId);
    expect(store.getState().activeNamespace).toBe('eip155');
    expect(activeNetwork(store.getState())).toBe(testMainnet);
  });

  it('adds a network once', () => {
    const store = createNetworkStore([testMainnet], testMainnet);
    store.getState().addNetwork(testBase);
    store.getState().addNetwork(testBase);
    expect(store.getState().requested).toEqual([testMainnet, testBase]);
  });
});
