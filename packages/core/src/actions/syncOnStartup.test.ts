import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAFE_CONNECTOR_ID } from '../connectors/safeConnectorId.ts';
import type { EmbeddedInstance } from '../embedded/embeddedSession.ts';
import { connectorKey, STORAGE_KEYS } from '../storage/storageKeys.ts';
import { connectionsOf, createFakeGangway, devEvm, devSolana } from '../testing/fakeGangway.ts';
import { testPolygon, testSolana } from '../testing/networks.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/WalletConnectOptions.ts';
import type { WalletConnectInstance } from '../walletConnect/walletConnectSession.ts';
import { CONNECTOR_DISCOVERY_WAIT_MS } from './syncOnStartup.ts';

const stored = (connectors: Record<string, string>, network = testPolygon.caipNetworkId) => ({
  ...Object.fromEntries(
    Object.entries(connectors).map(([namespace, id]) => [connectorKey(namespace as never), id]),
  ),
  [STORAGE_KEYS.connectionStatus]: 'connected',
  [STORAGE_KEYS.activeNamespace]: network.slice(0, network.indexOf(':')),
  [STORAGE_KEYS.activeNetworkId]: network,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page as a frame: its parent is another window. */
function inAFrame() {
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('parent', {});
}

const safeConnector = { ...devEvm, id: SAFE_CONNECTOR_ID, name: 'Safe', type: 'EXTERNAL' as const };

describe('start-up sync', () => {
  it('restores each stored family through its adapter, on the stored network, without asking', async () => {
    const { gangway, evm, solana } = createFakeGangway(
      {},
      stored({ eip155: devEvm.id, solana: devSolana.id }),
    );
    gangway.start();
    await gangway.ready;
    expect(evm.calls).toEqual([{ method: 'reconnect', params: { connector: devEvm, network: testPolygon } }]);
    expect(solana.calls).toEqual([
      { method: 'reconnect', params: { connector: devSolana, network: testSolana } },
    ]);
    expect(connectionsOf(gangway)).toEqual({
      current: { eip155: devEvm.id, solana: devSolana.id },
      activeNamespace: 'eip155',
      chain: testPolygon.caipNetworkId,
    });
  });

  it('forgets a family the wallet no longer grants and restores the others', async () => {
    const { gangway, evm, storage } = createFakeGangway(
      {},
      stored({ eip155: devEvm.id, solana: devSolana.id }),
    );
    evm.behaviour.reconnect = async () => null;
    gangway.start();
    await gangway.ready;
    expect(connectionsOf(gangway).current).toEqual({ solana: devSolana.id });
    expect(storage.dump()).not.toHaveProperty(connectorKey('eip155'));
    expect(storage.dump()[connectorKey('solana')]).toBe(devSolana.id);
  });

  it('waits for a stored wallet that announces itself late', async () => {
    vi.useFakeTimers();
    const { gangway, evm } = createFakeGangway({}, stored({ eip155: devEvm.id }));
    evm.announce([]);
    gangway.start();
    await vi.advanceTimersByTimeAsync(CONNECTOR_DISCOVERY_WAIT_MS / 2);
    expect(gangway.getAccount('eip155').status).toBe('connecting');
    evm.announce([devEvm]);
    await vi.advanceTimersByTimeAsync(0);
    await gangway.ready;
    expect(gangway.getAccount('eip155').status).toBe('connected');
  });

  it('restores a stored session that spans families through that session, never the adapter, and forgets it when it is gone', async () => {
    const { gangway, evm, solana, storage } = createFakeGangway(
      {},
      stored({ eip155: WALLET_CONNECT_CONNECTOR_ID, solana: WALLET_CONNECT_CONNECTOR_ID }),
    );
    const looked: string[] = [];
    // The sign client holds no live session any more (it expired while the page was closed).
    const client = {
      session: {
        getAll: () => {
          looked.push('sessions');
          return [];
        },
      },
    };
    gangway.lazy.walletConnect = {
      client: Promise.resolve(client),
      providers: new Map(),
    } as unknown as WalletConnectInstance;
    gangway.start();
    await gangway.ready;
    expect(looked.length).toBeGreaterThan(0);
    expect([...evm.calls, ...solana.calls]).toEqual([]);
    expect(connectionsOf(gangway).current).toEqual({});
    expect(storage.dump()).not.toHaveProperty(connectorKey('eip155'));
    expect(storage.dump()).not.toHaveProperty(connectorKey('solana'));
    expect(storage.dump()[STORAGE_KEYS.connectionStatus]).toBe('disconnected');
  });

  it('restores a stored embedded wallet through its frame, and forgets it when the frame has no session', async () => {
    const { gangway, evm, storage } = createFakeGangway({}, stored({ eip155: 'embedded' }));
    const asked: string[] = [];
    gangway.lazy.embedded = {
      client: {
        request: async (method: string) => {
          asked.push(method);
          return { isConnected: false };
        },
      },
    } as unknown as EmbeddedInstance;
    gangway.start();
    await gangway.ready;
    expect(asked).toEqual(['isConnected']);
    expect(evm.calls).toEqual([]);
    expect(gangway.getAccount('eip155').status).toBe('disconnected');
    expect(storage.dump()).not.toHaveProperty(connectorKey('eip155'));
  });

  it('in a Safe frame connects the Safe connector without a modal, whatever was stored (SPEC §4)', async () => {
    inAFrame();
    const { gangway, evm } = createFakeGangway({}, stored({ eip155: devEvm.id }));
    const detection = evm.detectFrame();
    evm.announce([devEvm]);
    gangway.start();
    // The adapter finds the Safe, then says its detection settled.
    evm.announce([devEvm, safeConnector]);
    detection.settle();
    await gangway.ready;
    expect(evm.calls).toEqual([
      { method: 'reconnect', params: { connector: safeConnector, network: testPolygon } },
    ]);
    expect(connectionsOf(gangway).current).toEqual({ eip155: SAFE_CONNECTOR_ID });
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('in a frame with no Safe restores what was stored as soon as the adapter settles its detection, no timer run', async () => {
    vi.useFakeTimers();
    inAFrame();
    const { gangway, evm } = createFakeGangway({}, stored({ eip155: devEvm.id }));
    const detection = evm.detectFrame();
    evm.announce([devEvm]);
    gangway.start();
    await vi.advanceTimersByTimeAsync(0);
    // Until the adapter knows what the parent is, the stored wallet waits: a Safe would take its place.
    expect(evm.calls).toEqual([]);
    detection.settle();
    await gangway.ready;
    expect(evm.calls).toEqual([{ method: 'reconnect', params: { connector: devEvm, network: testPolygon } }]);
    expect(connectionsOf(gangway).current).toEqual({ eip155: devEvm.id });
  });

  it('in a frame, with an EVM adapter that detects nothing, what was stored is restored at once', async () => {
    vi.useFakeTimers();
    inAFrame();
    const { gangway, evm } = createFakeGangway({}, stored({ eip155: devEvm.id }));
    evm.announce([devEvm]);
    gangway.start();
    await gangway.ready;
    expect(connectionsOf(gangway).current).toEqual({ eip155: devEvm.id });
  });

  it('in a frame never takes an announced wallet whose rdns is "safe" for the Safe', async () => {
    vi.useFakeTimers();
    inAFrame();
    const { gangway, evm } = createFakeGangway({});
    evm.detectFrame().settle();
    evm.announce([{ ...devEvm, id: SAFE_CONNECTOR_ID, type: 'ANNOUNCED' }]);
    gangway.start();
    await gangway.ready;
    expect(evm.calls).toEqual([]);
    expect(connectionsOf(gangway).current).toEqual({});
  });

  it('outside a frame never waits for a Safe: nothing stored, ready at once', async () => {
    const { gangway, evm } = createFakeGangway({});
    evm.announce([safeConnector]);
    gangway.start();
    await gangway.ready;
    expect(evm.calls).toEqual([]);
    expect(connectionsOf(gangway).current).toEqual({});
  });
});
