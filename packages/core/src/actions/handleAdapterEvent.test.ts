import { describe, expect, it } from 'vitest';
import { connectionsOf, createFakeGangway, devEvm, devSolana } from '../testing/fakeGangway.ts';
import { testPolygon, testSolana } from '../testing/networks.ts';
import { connect } from './connect.ts';
import { handleAdapterEvent } from './handleAdapterEvent.ts';

const OTHER = '0x2222222222222222222222222222222222222222';

async function connectedInBoth() {
  const parts = createFakeGangway();
  parts.gangway.start();
  await connect(parts.gangway, { connectorId: devSolana.id, namespace: 'solana' });
  await connect(parts.gangway, { connectorId: devEvm.id, namespace: 'eip155' });
  return parts;
}

describe('handleAdapterEvent', () => {
  it("follows the wallet's accounts in its own family only", async () => {
    const { gangway } = await connectedInBoth();
    handleAdapterEvent(gangway, 'eip155', {
      type: 'accountsChanged',
      connectorId: devEvm.id,
      accounts: [{ address: OTHER }],
    });
    expect(gangway.getAccount('eip155').address).toBe(OTHER);
    expect(gangway.getAccount('solana').status).toBe('connected');
  });

  it('disconnects the family when the wallet reports an account that is not an address of it', async () => {
    const { gangway } = await connectedInBoth();
    handleAdapterEvent(gangway, 'eip155', {
      type: 'accountsChanged',
      connectorId: devEvm.id,
      accounts: [{ address: 'not-an-address' }],
    });
    expect(connectionsOf(gangway).current).toEqual({ solana: devSolana.id });
  });

  it("follows the wallet's chain, and ignores a chain of another family", async () => {
    const { gangway } = await connectedInBoth();
    handleAdapterEvent(gangway, 'eip155', {
      type: 'chainChanged',
      connectorId: devEvm.id,
      caipNetworkId: testSolana.caipNetworkId,
    });
    expect(connectionsOf(gangway).activeNamespace).toBe('eip155');
    handleAdapterEvent(gangway, 'eip155', {
      type: 'chainChanged',
      connectorId: devEvm.id,
      caipNetworkId: testPolygon.caipNetworkId,
    });
    expect(connectionsOf(gangway).chain).toBe(testPolygon.caipNetworkId);
  });

  it('ignores a connector that is not the current one, and a family that is not connected yet', async () => {
    const { gangway } = await connectedInBoth();
    handleAdapterEvent(gangway, 'eip155', { type: 'disconnected', connectorId: 'io.someone-else' });
    expect(gangway.getAccount('eip155').status).toBe('connected');
    gangway.connections.getState().setStatus('eip155', 'connecting');
    handleAdapterEvent(gangway, 'eip155', { type: 'disconnected', connectorId: devEvm.id });
    expect(connectionsOf(gangway).current).toEqual({ eip155: devEvm.id, solana: devSolana.id });
  });
});
