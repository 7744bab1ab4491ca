import { describe, expect, it } from 'vitest';
import { defineNetwork } from '../networks/defineNetwork.ts';
import { currentView } from '../stores/modalStore.ts';
import { fakeConnection } from '../testing/fakeAdapter.ts';
import {
  connectionsOf,
  createFakeGangway,
  devEvm,
  devSolana,
  SOLANA_ADDRESS,
} from '../testing/fakeGangway.ts';
import { testBitcoin, testMainnet, testPolygon, testSolana } from '../testing/networks.ts';
import { connect } from './connect.ts';
import { switchNetwork } from './switchNetwork.ts';

const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8898'] } },
});

async function connectedOnEvm() {
  const parts = createFakeGangway({
    networks: [testMainnet, testPolygon, testSolana, solanaDevnet, testBitcoin],
  });
  parts.gangway.start();
  await connect(parts.gangway, { connectorId: devEvm.id, namespace: 'eip155' });
  return parts;
}

describe('switchNetwork', () => {
  it('connects the wallet in use in the other family, then moves it to the network when it connected elsewhere', async () => {
    const { gangway, solana } = await connectedOnEvm();
    // The wallet connects on the cluster it prefers, not the one asked for.
    solana.behaviour.connect = async () =>
      fakeConnection(testSolana.caipNetworkId, SOLANA_ADDRESS, devSolana.id);
    await switchNetwork(gangway, solanaDevnet);
    expect(solana.calls.map((call) => call.method)).toEqual(['connect', 'switchNetwork']);
    expect(solana.calls[1]?.params).toEqual({ connector: devSolana, network: solanaDevnet });
    expect(connectionsOf(gangway)).toMatchObject({
      activeNamespace: 'solana',
      chain: solanaDevnet.caipNetworkId,
    });
  });

  it('makes a network active without the wallet in use when told to, which stays connected in its own family', async () => {
    const { gangway, bitcoin } = await connectedOnEvm();
    await switchNetwork(gangway, testBitcoin);
    expect(currentView(gangway.modal.getState())?.view).toBe('SwitchActiveChain');
    expect(connectionsOf(gangway).activeNamespace).toBe('eip155');
    await switchNetwork(gangway, testBitcoin.caipNetworkId, { withoutWallet: true });
    expect(bitcoin.calls).toEqual([]);
    expect(connectionsOf(gangway)).toEqual({
      current: { eip155: devEvm.id },
      activeNamespace: 'bip122',
      chain: testBitcoin.caipNetworkId,
    });
  });

  it('only switches the active network when the wallet is already on it', async () => {
    const { gangway, evm } = await connectedOnEvm();
    await switchNetwork(gangway, testMainnet);
    expect(evm.calls.map((call) => call.method)).toEqual(['connect']);
    expect(connectionsOf(gangway).chain).toBe(testMainnet.caipNetworkId);
  });
});
