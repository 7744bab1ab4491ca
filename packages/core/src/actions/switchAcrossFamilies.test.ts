// SPEC §4 Network switching across families, through the public client: instant, connect in the family the wallet
// also speaks, SwitchActiveChain when it lacks it.

import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { createGangway } from '../client/createGangway.ts';
import { currentView } from '../stores/modalStore.ts';
import { createFakeAdapter, fakeConnection, fakeConnector } from '../testing/fakeAdapter.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import {
  testBitcoin as bitcoinRegtest,
  testSolana as solanaLocal,
  testMainnet,
  testPolygon,
} from '../testing/networks.ts';

const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const devEvm = fakeConnector({ id: 'io.dev', name: 'Dev Wallet' });
const devSolana = fakeConnector({ id: 'solana:dev', name: 'Dev Wallet', chain: 'solana' });

async function setup() {
  const evm = createFakeAdapter();
  const solana = createFakeAdapter('solana');
  const bitcoin = createFakeAdapter('bip122');
  evm.announce([devEvm]);
  solana.announce([devSolana]);
  solana.behaviour.connect = async ({ network }) =>
    fakeConnection(network.caipNetworkId, SOL_ADDRESS, devSolana.id);
  const gangway = createGangway({
    projectId: 'demo',
    networks: [testMainnet, testPolygon, solanaLocal, bitcoinRegtest],
    adapters: [evm, solana, bitcoin],
    storage: createMemoryStorage(),
  });
  gangway.start();
  await gangway.ready;
  await gangway.connect({ connectorId: devEvm.id, namespace: 'eip155' });
  return { gangway, evm, solana, bitcoin };
}

describe('switching across families', () => {
  it('connects the same wallet in the other family with one approval, then comes back instantly', async () => {
    const { gangway, evm, solana } = await setup();
    await gangway.switchNetwork(solanaLocal);
    expect(solana.calls.map((call) => call.method)).toEqual(['connect']);
    expect(solana.calls[0]?.params).toMatchObject({ connector: devSolana, network: solanaLocal });
    expect(gangway.getActiveNetwork()).toEqual(solanaLocal);
    expect(gangway.getAccount()).toMatchObject({ status: 'connected', address: SOL_ADDRESS });
    expect(gangway.getAccount('eip155').status).toBe('connected');

    const evmCalls = evm.calls.length;
    await gangway.switchNetwork(testMainnet);
    expect(evm.calls.length).toBe(evmCalls);
    expect(gangway.getActiveNetwork()).toEqual(testMainnet);
    expect(gangway.getAccount().status).toBe('connected');
  });

  it('asks the wallet to switch when it is connected in the family but elsewhere', async () => {
    const { gangway, evm } = await setup();
    await gangway.switchNetwork(solanaLocal);
    await gangway.switchNetwork(testPolygon);
    expect(evm.calls.at(-1)).toMatchObject({ method: 'switchNetwork', params: { network: testPolygon } });
    expect(gangway.getActiveNetwork()).toEqual(testPolygon);
  });

  it('shows SwitchActiveChain and keeps the network when the wallet lacks the family', async () => {
    const { gangway, bitcoin } = await setup();
    const result = await gangway.switchNetwork(bitcoinRegtest);
    expect(result).toEqual(testMainnet);
    expect(bitcoin.calls).toEqual([]);
    const modal = gangway.modal.getState();
    expect(currentView(modal)).toEqual({
      view: 'SwitchActiveChain',
      data: { caipNetworkId: bitcoinRegtest.caipNetworkId },
    });

    await gangway.switchNetwork(bitcoinRegtest, { withoutWallet: true });
    expect(gangway.getActiveNetwork()).toEqual(bitcoinRegtest);
    expect(gangway.getAccount().status).toBe('disconnected');
    expect(gangway.getAccount('eip155').status).toBe('connected');
  });

  it('leaves the target family as it was when connecting there fails', async () => {
    const { gangway, solana } = await setup();
    solana.behaviour.connect = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await expect(gangway.switchNetwork(solanaLocal)).rejects.toThrow();
    expect(gangway.getAccount('solana').status).toBe('disconnected');
    expect(gangway.getActiveNetwork()).toEqual(testMainnet);
    expect(gangway.getAccount().status).toBe('connected');
  });

  it('a wallet picked in another family connects there and makes that family active', async () => {
    const { gangway } = await setup();
    await gangway.disconnect();
    await gangway.connect({ connectorId: devSolana.id, namespace: 'solana' });
    expect(gangway.getActiveNetwork()).toEqual(solanaLocal);
    expect(gangway.getAccount().address).toBe(SOL_ADDRESS);
  });

  it('refuses a network the app did not request', async () => {
    const { gangway } = await setup();
    await expect(gangway.switchNetwork('solana:unknown' as never)).rejects.toThrow(
      ERROR_MESSAGES.NETWORK_NOT_FOUND,
    );
  });
});
