import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { fakeConnection, fakeConnector } from '../testing/fakeAdapter.ts';
import { connectionsOf, createFakeGangway, devEvm, devSolana } from '../testing/fakeGangway.ts';
import { testMainnet, testPolygon, testSolana } from '../testing/networks.ts';
import { connect } from './connect.ts';

const other = fakeConnector({ id: 'io.other', name: 'Other', info: { rdns: 'io.other' } });

function started() {
  const parts = createFakeGangway();
  parts.evm.announce([devEvm, other]);
  parts.gangway.start();
  return parts;
}

describe('connect', () => {
  it("asks the wallet for the namespace's active network, and makes a connection in another family the active one", async () => {
    const { gangway, solana } = started();
    await connect(gangway, { connectorId: devSolana.id, namespace: 'solana' });
    expect(solana.calls).toEqual([
      { method: 'connect', params: { connector: devSolana, network: testSolana } },
    ]);
    expect(connectionsOf(gangway)).toEqual({
      current: { solana: devSolana.id },
      activeNamespace: 'solana',
      chain: testSolana.caipNetworkId,
    });
  });

  it('asks for the network it is given, and follows the wallet to the one it is on', async () => {
    const { gangway, evm } = started();
    evm.behaviour.connect = async () => fakeConnection(testMainnet.caipNetworkId);
    await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155', network: testPolygon });
    expect(evm.calls[0]?.params).toMatchObject({ network: testPolygon });
    expect(connectionsOf(gangway).chain).toBe(testMainnet.caipNetworkId);
  });

  it('keeps the wallet connected before when another one fails to connect, and leaves it to its adapter', async () => {
    const { gangway, evm } = started();
    await connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    evm.behaviour.connect = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await expect(connect(gangway, { connectorId: other.id, namespace: 'eip155' })).rejects.toThrow(
      ERROR_MESSAGES.FAILED_TO_CONNECT,
    );
    expect(gangway.getAccount('eip155')).toMatchObject({ status: 'connected' });
    expect(connectionsOf(gangway).current).toEqual({ eip155: devEvm.id });
    expect(evm.calls.map((call) => call.method)).toEqual(['connect', 'connect']);
  });

  it('has the adapter undo a first connect that failed half-way', async () => {
    const { gangway, evm } = started();
    evm.behaviour.connect = async () => {
      throw new Error('the wallet broke');
    };
    await expect(connect(gangway, { connectorId: devEvm.id, namespace: 'eip155' })).rejects.toThrow();
    expect(evm.calls.at(-1)).toEqual({ method: 'disconnect', params: { connector: devEvm } });
    expect(gangway.getAccount('eip155').status).toBe('disconnected');
  });

  it('refuses a connector nobody announced, and a family without a requested network', async () => {
    const { gangway } = started();
    await expect(connect(gangway, { connectorId: 'io.nobody', namespace: 'eip155' })).rejects.toThrow(
      ERROR_MESSAGES.CONNECTOR_NOT_FOUND({ connectorId: 'io.nobody' }),
    );
    const evmOnly = createFakeGangway({ networks: [testMainnet] });
    evmOnly.gangway.start();
    await expect(
      connect(evmOnly.gangway, { connectorId: devSolana.id, namespace: 'solana' }),
    ).rejects.toThrow(ERROR_MESSAGES.CAIP_NETWORK_NOT_FOUND);
  });
});
