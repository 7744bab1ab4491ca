import type { CaipNetworkId } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { resolveNetwork, UNSUPPORTED_NETWORK_NAME } from '../networks/unsupportedNetwork.ts';
import { testBase, testMainnet, testPolygon } from '../testing/networks.ts';
import { createNetworkStore, isUnsupported } from './networkStore.ts';

describe('networks', () => {
  it('resolve a network the app did not request to the unsupported placeholder', () => {
    const store = createNetworkStore([testMainnet, testPolygon]);
    const network = resolveNetwork(store.getState(), 'eip155:10' as CaipNetworkId);
    expect(network).toMatchObject({
      caipNetworkId: 'eip155:10',
      id: 10,
      name: UNSUPPORTED_NETWORK_NAME,
      unsupported: true,
    });
    expect(isUnsupported(network)).toBe(true);
    expect(resolveNetwork(store.getState(), testPolygon.caipNetworkId)).toBe(testPolygon);
  });

  it('add a network once and remove it', () => {
    const store = createNetworkStore([testMainnet]);
    store.getState().add(testBase);
    store.getState().add(testBase);
    expect(store.getState().requested).toEqual([testMainnet, testBase]);
    store.getState().remove(testMainnet.caipNetworkId);
    expect(store.getState().requested).toEqual([testBase]);
  });
});
