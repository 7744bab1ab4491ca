import { describe, expect, it } from 'vitest';
import { fakeConnector } from '../testing/fakeAdapter.ts';
import { createFakeGangway, devEvm, devSolana } from '../testing/fakeGangway.ts';
import { testBitcoin, testMainnet, testPolygon, testSolana } from '../testing/networks.ts';
import { connect } from './connect.ts';
import { switchPlan } from './switchPlan.ts';

async function connectedOnEvm(evmConnectors = [devEvm]) {
  const parts = createFakeGangway();
  parts.evm.announce(evmConnectors);
  parts.gangway.start();
  await connect(parts.gangway, { connectorId: evmConnectors.at(-1)?.id ?? '', namespace: 'eip155' });
  const plan = (network: typeof testMainnet) =>
    switchPlan(parts.gangway.connections.getState(), parts.gangway.connectors.getState(), network);
  return { ...parts, plan };
}

describe('switchPlan', () => {
  it('asks nothing of a wallet already on the network, and switches it within its family', async () => {
    const { plan } = await connectedOnEvm();
    expect(plan(testMainnet)).toEqual({ kind: 'wallet', connector: devEvm, instant: true });
    expect(plan(testPolygon)).toEqual({ kind: 'wallet', connector: devEvm, instant: false });
  });

  it('connects the wallet in use in another family it speaks, and explains one it lacks', async () => {
    const { plan } = await connectedOnEvm();
    expect(plan(testSolana)).toEqual({ kind: 'connect', connector: devSolana });
    expect(plan(testBitcoin)).toEqual({ kind: 'lacksFamily', connector: devEvm });
  });

  it('just switches the network when no wallet is connected', () => {
    const { gangway } = createFakeGangway();
    expect(switchPlan(gangway.connections.getState(), gangway.connectors.getState(), testSolana)).toEqual({
      kind: 'direct',
    });
  });

  it("does not take another wallet of the same name for the one in use's other family", async () => {
    // Two EVM wallets named Dev Wallet, told apart by rdns: the Solana Dev Wallet is the first one's.
    const twin = fakeConnector({ id: 'io.twin', name: 'Dev Wallet', info: { rdns: 'io.twin' } });
    const { plan } = await connectedOnEvm([devEvm, twin]);
    expect(plan(testSolana)).toEqual({ kind: 'lacksFamily', connector: twin });
  });
});
