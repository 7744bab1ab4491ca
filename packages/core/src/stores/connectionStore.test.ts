import { describe, expect, it } from 'vitest';
import type { Connection } from '../accounts/AccountState.ts';
import { defineNetwork } from '../networks/defineNetwork.ts';
import { unsupportedNetwork } from '../networks/unsupportedNetwork.ts';
import { testMainnet, testPolygon } from '../testing/networks.ts';
import {
  activeNetwork,
  connectedNamespaces,
  connectorStatus,
  createConnectionStore,
  currentConnection,
  selectAddress,
  selectCaipAddress,
} from './connectionStore.ts';

const solana = defineNetwork({
  chainNamespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
});

const connection = (connectorId: string, address: string, caipNetworkId = testMainnet.caipNetworkId) =>
  ({ connectorId, accounts: [{ address }], caipNetworkId }) satisfies Connection;

describe('the connection store', () => {
  it('starts disconnected on the initial network, each other namespace on its first network', () => {
    const store = createConnectionStore([testMainnet, testPolygon, solana], testPolygon);
    expect(activeNetwork(store.getState())).toBe(testPolygon);
    expect(store.getState().namespaces.solana?.chain).toBe(solana);
    expect(store.getState().namespaces.eip155?.status).toBe('disconnected');
    expect(selectAddress(store.getState(), 'eip155')).toBeUndefined();
  });

  it('derives address and CAIP address from the current connection and the chain', () => {
    const store = createConnectionStore([testMainnet, testPolygon], testMainnet);
    store.getState().connected([{ connection: connection('a', '0xA'), chain: testMainnet }]);
    expect(selectCaipAddress(store.getState(), 'eip155')).toBe('eip155:1:0xA');
    store.getState().setChain(testPolygon);
    expect(selectCaipAddress(store.getState(), 'eip155')).toBe('eip155:137:0xA');
    expect(currentConnection(store.getState(), 'eip155')?.caipNetworkId).toBe('eip155:137');
    store.getState().updateConnection('eip155', 'a', { accounts: [{ address: '0xB' }] });
    expect(selectAddress(store.getState(), 'eip155')).toBe('0xB');
  });

  it('records a wallet connected in several namespaces in one update', () => {
    const store = createConnectionStore([testMainnet, solana], testMainnet);
    let updates = 0;
    store.subscribe(() => {
      updates += 1;
    });
    store.getState().connected([
      { connection: connection('multi', '0xA'), chain: testMainnet },
      { connection: connection('multi', 'So1', solana.caipNetworkId), chain: solana },
    ]);
    expect(updates).toBe(1);
    expect(connectedNamespaces(store.getState()).sort()).toEqual(['eip155', 'solana']);
  });

  it('reports per-connector status: connected, active, disconnected (SPEC §4)', () => {
    const store = createConnectionStore([testMainnet], testMainnet);
    store.getState().connected([{ connection: connection('b', '0x1'), chain: testMainnet }]);
    expect(connectorStatus(store.getState(), 'eip155', 'b')).toBe('connected');
    expect(connectorStatus(store.getState(), 'eip155', 'a')).toBe('disconnected');
    store.getState().connected([{ connection: connection('a', '0x2'), chain: testMainnet }]);
    expect(connectorStatus(store.getState(), 'eip155', 'b')).toBe('active');
    store.getState().clear('eip155');
    expect(connectorStatus(store.getState(), 'eip155', 'a')).toBe('disconnected');
    expect(store.getState().namespaces.eip155?.chain).toBe(testMainnet);
  });

  it('puts back what it held before, keeping the chain', () => {
    const store = createConnectionStore([testMainnet, testPolygon], testMainnet);
    store.getState().connected([{ connection: connection('a', '0x1'), chain: testMainnet }]);
    const { connections, current, status } = store.getState().namespaces.eip155!;
    store.getState().setStatus('eip155', 'connecting');
    store.getState().setChain(testPolygon);
    store.getState().clear('eip155', { connections, current, status });
    expect(store.getState().namespaces.eip155).toEqual({ connections, current, status, chain: testPolygon });
  });

  it('keeps the placeholder of an unrequested network as the chain', () => {
    const store = createConnectionStore([testMainnet], testMainnet);
    const placeholder = unsupportedNetwork('eip155:10' as never);
    store.getState().setChain(placeholder);
    expect(activeNetwork(store.getState())).toBe(placeholder);
  });
});
