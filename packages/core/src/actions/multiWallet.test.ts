import { ALERTS } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import {
  disconnectConnection,
  getConnections,
  switchConnection,
  type WalletConnection,
  watchConnections,
} from '../connections/walletConnections.ts';
import type { GangwayOptions } from '../options/GangwayOptions.ts';
import { connectionsKey } from '../storage/persistConnections.ts';
import { fakeConnection, fakeConnector } from '../testing/fakeAdapter.ts';
import { createFakeGangway, devEvm } from '../testing/fakeGangway.ts';
import { testPolygon } from '../testing/networks.ts';
import { connect } from './connect.ts';
import { handleAdapterEvent } from './handleAdapterEvent.ts';

const other = fakeConnector({ id: 'io.other', name: 'Other Wallet' });
const third = fakeConnector({ id: 'io.third', name: 'Third Wallet' });
const ADDRESSES: Record<string, string> = {
  [devEvm.id]: '0x1111111111111111111111111111111111111111',
  [other.id]: '0x2222222222222222222222222222222222222222',
  [third.id]: '0x3333333333333333333333333333333333333333',
};

/** Two injected EVM wallets, each answering with an address of its own. */
function twoWallets(options: Partial<GangwayOptions>, stored: Record<string, string> = {}) {
  const parts = createFakeGangway(options, stored);
  parts.evm.announce([devEvm, other]);
  parts.evm.behaviour.connect = async ({ connector, network }) =>
    fakeConnection(network.caipNetworkId, ADDRESSES[connector.id] ?? '', connector.id);
  parts.evm.behaviour.reconnect = parts.evm.behaviour.connect;
  parts.gangway.start();
  return parts;
}

/** Holds the adapter's restore of `connectorId` (of every connector without one) until the returned release. */
function holdReconnect(evm: ReturnType<typeof createFakeGangway>['evm'], connectorId?: string): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = evm.behaviour.connect;
  evm.behaviour.reconnect = async (params) => {
    if (connectorId === undefined || params.connector.id === connectorId) await released;
    return answer(params);
  };
  return () => release();
}

async function bothConnected(options: Partial<GangwayOptions> = { features: { multiWallet: true } }) {
  const parts = twoWallets(options);
  await connect(parts.gangway, { connectorId: devEvm.id, namespace: 'eip155' });
  await connect(parts.gangway, { connectorId: other.id, namespace: 'eip155' });
  return parts;
}

const ids = (connections: readonly WalletConnection[]) =>
  connections.map((connection) => `${connection.connectorId}${connection.isActive ? '*' : ''}`);

describe('multi-wallet on', () => {
  it('keeps every wallet connected in a namespace, the last connected in use', async () => {
    const { gangway } = await bothConnected();
    expect(ids(getConnections(gangway))).toEqual(['io.other*', 'io.dev']);
    expect(gangway.getAccount().address).toBe(ADDRESSES[other.id]);
    expect(getConnections(gangway)[1]).toMatchObject({ name: 'Dev Wallet', address: ADDRESSES[devEvm.id] });
  });

  it('switches the one in use through its adapter, without a prompt; requests follow it', async () => {
    const { gangway, evm } = await bothConnected();
    evm.calls.length = 0;
    await switchConnection(gangway, { connectorId: devEvm.id });
    expect(evm.calls.map((call) => call.method)).toEqual(['reconnect']);
    expect(gangway.getAccount().address).toBe(ADDRESSES[devEvm.id]);
    expect(gangway.getAccount().connectedWalletInfo?.name).toBe('Dev Wallet');
    await gangway.signMessage({ message: 'hi' });
    const signed = evm.calls.find((call) => call.method === 'signMessage')?.params as { address: string };
    expect(signed.address).toBe(ADDRESSES[devEvm.id]);
    await expect(switchConnection(gangway, { connectorId: 'io.nobody' })).rejects.toThrow(
      'Connector io.nobody not found',
    );
  });

  it('disconnects one and keeps the other, which is then in use', async () => {
    const { gangway, evm } = await bothConnected();
    await disconnectConnection(gangway, { connectorId: other.id });
    const disconnected = evm.calls.filter((call) => call.method === 'disconnect');
    expect(disconnected.map((call) => (call.params as { connector: { id: string } }).connector.id)).toEqual([
      other.id,
    ]);
    expect(ids(getConnections(gangway))).toEqual(['io.dev*']);
    expect(gangway.getAccount()).toMatchObject({ status: 'connected', address: ADDRESSES[devEvm.id] });
  });

  it("forgets alone a wallet that ends its connection, whether in use or not, and follows another's accounts", async () => {
    const { gangway } = await bothConnected();
    const moved = '0x3333333333333333333333333333333333333333';
    handleAdapterEvent(gangway, 'eip155', {
      type: 'accountsChanged',
      connectorId: devEvm.id,
      accounts: [{ address: moved }],
    });
    expect(getConnections(gangway)[1]?.address).toBe(moved);
    expect(gangway.getAccount().address).toBe(ADDRESSES[other.id]);
    handleAdapterEvent(gangway, 'eip155', { type: 'disconnected', connectorId: other.id });
    await vi.waitFor(() => expect(ids(getConnections(gangway))).toEqual(['io.dev*']));
    // The one left is in use again through its adapter (wagmi's current follows), with what the wallet grants.
    await vi.waitFor(() => expect(gangway.getAccount().connectedWalletInfo?.name).toBe('Dev Wallet'));
    handleAdapterEvent(gangway, 'eip155', { type: 'disconnected', connectorId: devEvm.id });
    expect(gangway.getAccount().status).toBe('disconnected');
  });

  it('follows the network of a wallet not in use, leaving the one in use and the active network as they are', async () => {
    const { gangway, evm } = await bothConnected();
    const seen: string[][] = [];
    const stop = watchConnections(gangway, (connections) =>
      seen.push(connections.map((connection) => connection.caipNetworkId)),
    );
    await vi.waitFor(() => expect(seen).toEqual([['eip155:1', 'eip155:1']]));
    handleAdapterEvent(gangway, 'eip155', {
      type: 'chainChanged',
      connectorId: devEvm.id,
      caipNetworkId: testPolygon.caipNetworkId,
    });
    expect(getConnections(gangway)[1]).toMatchObject({ connectorId: devEvm.id, caipNetworkId: 'eip155:137' });
    expect(seen.at(-1)).toEqual(['eip155:1', 'eip155:137']);
    expect(gangway.getAccount().address).toBe(ADDRESSES[other.id]);
    expect(gangway.connections.getState().namespaces.eip155?.chain?.caipNetworkId).toBe('eip155:1');
    // Made the one in use, it reconnects on the network its wallet is on.
    evm.calls.length = 0;
    await switchConnection(gangway, { connectorId: devEvm.id });
    const reconnect = evm.calls.find((call) => call.method === 'reconnect')?.params as {
      network: { caipNetworkId: string };
    };
    expect(reconnect.network.caipNetworkId).toBe('eip155:137');
    expect(gangway.connections.getState().namespaces.eip155?.chain?.caipNetworkId).toBe('eip155:137');
    stop();
  });

  it('Disconnect ends every connection of the namespace', async () => {
    const { gangway, evm } = await bothConnected();
    await gangway.disconnect();
    expect(evm.calls.filter((call) => call.method === 'disconnect')).toHaveLength(2);
    expect(getConnections(gangway)).toEqual([]);
  });

  it('stores every connection, and a reload restores them all with the same one in use', async () => {
    const { storage } = await bothConnected();
    expect(JSON.parse(storage.dump()[connectionsKey('eip155')] ?? '{}').value).toEqual([
      'io.other',
      'io.dev',
    ]);
    const reloaded = twoWallets({ features: { multiWallet: true } }, storage.dump());
    await reloaded.gangway.ready;
    expect(ids(getConnections(reloaded.gangway))).toEqual(['io.other*', 'io.dev']);
    expect(reloaded.gangway.getAccount().address).toBe(ADDRESSES[other.id]);
  });

  it('restores the others beside the one in use: no update in between makes another the one in use', async () => {
    const { storage, gangway } = await bothConnected();
    await switchConnection(gangway, { connectorId: devEvm.id });
    const reloaded = twoWallets({ features: { multiWallet: true } }, storage.dump());
    const seen: string[] = [];
    reloaded.gangway.connections.subscribe((state) => {
      const { current, status } = state.namespaces.eip155 ?? {};
      seen.push(`${current ?? '-'} ${status} ${reloaded.gangway.getAccount().address ?? '-'}`);
    });
    await reloaded.gangway.ready;
    await vi.waitFor(() => expect(ids(getConnections(reloaded.gangway))).toEqual(['io.dev*', 'io.other']));
    expect(seen.filter((update) => !update.startsWith('- '))).not.toEqual([]);
    for (const update of seen.filter((entry) => !entry.startsWith('- ')))
      expect(update).toBe(`io.dev connected ${ADDRESSES[devEvm.id]}`);
    // The adapter's own current connection (wagmi's) is the one in use too.
    expect(reloaded.evm.calls.filter((call) => call.method === 'reconnect').at(-1)?.params).toMatchObject({
      connector: { id: devEvm.id },
    });
  });

  it.each([
    ['the one in use', devEvm.id],
    ['one beside it', other.id],
  ])(
    'a wallet the visitor connects while start-up restores %s is the one in use when all settles',
    async (_, held) => {
      const { storage, gangway } = await bothConnected();
      await switchConnection(gangway, { connectorId: devEvm.id });
      const reloaded = twoWallets({ features: { multiWallet: true } }, storage.dump());
      reloaded.evm.announce([devEvm, other, third]);
      // The restore of `held` waits until the test lets it go.
      const release = holdReconnect(reloaded.evm, held);
      await vi.waitFor(() =>
        expect(reloaded.evm.calls).toContainEqual(
          expect.objectContaining({
            method: 'reconnect',
            params: expect.objectContaining({ connector: expect.objectContaining({ id: held }) }),
          }),
        ),
      );
      await connect(reloaded.gangway, { connectorId: third.id, namespace: 'eip155' });
      const seen: string[] = [];
      reloaded.gangway.connections.subscribe((state) => seen.push(state.namespaces.eip155?.current ?? '-'));
      release();
      await reloaded.gangway.ready;
      await vi.waitFor(() => expect(getConnections(reloaded.gangway)).toHaveLength(3));
      expect(getConnections(reloaded.gangway)[0]).toMatchObject({ connectorId: third.id, isActive: true });
      expect(reloaded.gangway.getAccount().address).toBe(ADDRESSES[third.id]);
      expect(new Set(seen)).toEqual(new Set([third.id]));
      // The adapter's own current connection (wagmi's) is the one picked too.
      const last = reloaded.evm.calls
        .filter((call) => call.method === 'reconnect' || call.method === 'connect')
        .at(-1);
      expect(last?.params).toMatchObject({ connector: { id: third.id } });
    },
  );

  it('a wallet the visitor connects during start-up sync and then refuses leaves what the sync restored meanwhile', async () => {
    const { storage } = await bothConnected();
    const reloaded = twoWallets({ features: { multiWallet: true } }, storage.dump());
    reloaded.evm.announce([devEvm, other, third]);
    const restore = holdReconnect(reloaded.evm);
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    reloaded.evm.behaviour.connect = async () => {
      await refused;
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await vi.waitFor(() => expect(reloaded.evm.calls.map((call) => call.method)).toContain('reconnect'));
    const picked = connect(reloaded.gangway, { connectorId: third.id, namespace: 'eip155' });
    restore();
    await reloaded.gangway.ready;
    refuse();
    await expect(picked).rejects.toThrow();
    expect(ids(getConnections(reloaded.gangway))).toEqual(['io.other*', 'io.dev']);
    expect(reloaded.gangway.getAccount()).toMatchObject({
      status: 'connected',
      address: ADDRESSES[other.id],
    });
  });

  it('gives the subscription the list now and on every change', async () => {
    const { gangway } = await bothConnected();
    const seen: string[][] = [];
    const stop = watchConnections(gangway, (connections) => seen.push(ids(connections)));
    await vi.waitFor(() => expect(seen).toEqual([['io.other*', 'io.dev']]));
    await switchConnection(gangway, { connectorId: devEvm.id });
    expect(seen.at(-1)).toEqual(['io.dev*', 'io.other']);
    stop();
  });
});

describe('multi-wallet off', () => {
  it('keeps one connection per namespace: the new wallet replaces the one before', async () => {
    const { gangway, evm } = await bothConnected({});
    expect(ids(getConnections(gangway))).toEqual(['io.other*']);
    await vi.waitFor(() => expect(evm.calls.some((call) => call.method === 'disconnect')).toBe(true));
    const disconnected = evm.calls.filter((call) => call.method === 'disconnect');
    expect(disconnected.map((call) => (call.params as { connector: { id: string } }).connector.id)).toEqual([
      devEvm.id,
    ]);
  });

  it('drops a stored wallet restored after the visitor connected another by hand: that one stays in use, storage forgets the other', async () => {
    const first = twoWallets({});
    await connect(first.gangway, { connectorId: devEvm.id, namespace: 'eip155' });
    const reloaded = twoWallets({}, first.storage.dump());
    reloaded.evm.announce([devEvm, other, third]);
    // The stored wallet's restore waits until the visitor has connected another.
    const release = holdReconnect(reloaded.evm, devEvm.id);
    await vi.waitFor(() => expect(reloaded.evm.calls.map((call) => call.method)).toContain('reconnect'));
    await connect(reloaded.gangway, { connectorId: third.id, namespace: 'eip155' });
    release();
    await reloaded.gangway.ready;

    const connectorOf = (call: { params: unknown }) =>
      (call.params as { connector: { id: string } }).connector.id;
    await vi.waitFor(() =>
      expect(reloaded.evm.calls.filter((call) => call.method === 'disconnect').map(connectorOf)).toEqual([
        devEvm.id,
      ]),
    );
    const eip155 = reloaded.gangway.connections.getState().namespaces.eip155;
    expect(eip155?.connections.map((connection) => connection.connectorId)).toEqual([third.id]);
    expect(eip155?.current).toBe(third.id);
    expect(reloaded.gangway.getAccount().address).toBe(ADDRESSES[third.id]);
    // The adapter's own current connection (wagmi's) is the one connected by hand too.
    const last = reloaded.evm.calls
      .filter((call) => call.method === 'reconnect' || call.method === 'connect')
      .at(-1);
    expect(last && connectorOf(last)).toBe(third.id);
    expect(JSON.parse(reloaded.storage.dump()[connectionsKey('eip155')] ?? '{}').value).toEqual([third.id]);

    // A reload restores the one connected by hand only.
    const again = twoWallets({}, reloaded.storage.dump());
    again.evm.announce([devEvm, other, third]);
    await again.gangway.ready;
    await vi.waitFor(() => expect(again.gangway.getAccount().address).toBe(ADDRESSES[third.id]));
    expect(again.evm.calls.filter((call) => call.method === 'reconnect').map(connectorOf)).toEqual([
      third.id,
    ]);
  });

  it("keeps the others while the project's configuration is not in yet (a start-up restore connects through connect())", async () => {
    const { gangway, evm } = await bothConnected({ apiUrl: 'https://gangway.invalid' });
    expect(ids(getConnections(gangway))).toEqual(['io.other*', 'io.dev']);
    expect(evm.calls.some((call) => call.method === 'disconnect')).toBe(false);
  });

  it.each([
    ['by default', { debug: true }],
    [
      'in basic mode, whatever the local features say',
      { debug: true, basic: true, features: { multiWallet: true } },
    ],
  ])("refuses the subscription and the actions with 'Multi-Wallet Not Enabled' (%s)", async (_, options) => {
    const { gangway } = await bothConnected(options);
    const onChange = vi.fn();
    watchConnections(gangway, onChange);
    await vi.waitFor(() =>
      expect(gangway.alert.getState().alert).toMatchObject({
        code: 'MULTI_WALLET_NOT_ENABLED_CONNECTIONS',
        variant: 'info',
      }),
    );
    expect(onChange).not.toHaveBeenCalled();
    await expect(switchConnection(gangway, { connectorId: devEvm.id })).rejects.toThrow(
      ALERTS.MULTI_WALLET_NOT_ENABLED.shortMessage,
    );
    expect(gangway.alert.getState().alert?.code).toBe('MULTI_WALLET_NOT_ENABLED_CONNECTION');
  });
});
