// The session's state handling with a fake sign-client (the relay boundary): pairing, rejection, expiry, adoption
// as connectors, the wallet's events, restore and the end from either side.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGangway, type Gangway } from '../client/createGangway.ts';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.ts';
import { ERROR_MESSAGES } from '../errors/catalogue.ts';
import { createFakeAdapter, type FakeAdapter } from '../testing/fakeAdapter.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testMainnet, testPolygon } from '../testing/networks.ts';
import type { Eip155SessionProvider } from './eip155SessionProvider.ts';
import { pairingStoreOf } from './pairingStore.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from './WalletConnectOptions.ts';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
type Handler = (event: never) => void;

function createFakeSignClient() {
  const handlers = new Map<string, Handler[]>();
  let settle: { resolve: (session: unknown) => void; reject: (error: unknown) => void } | undefined;
  const sessions: unknown[] = [];
  const client = {
    core: { verify: { isDevEnv: false } },
    session: { getAll: () => sessions },
    connectCalls: [] as unknown[],
    requests: [] as unknown[],
    disconnects: [] as unknown[],
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    emit(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload as never);
    },
    async connect(params: unknown) {
      client.connectCalls.push(params);
      const uri = `wc:${'a'.repeat(63)}${client.connectCalls.length}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
      return {
        uri,
        approval: () =>
          new Promise((resolve, reject) => {
            settle = { resolve, reject };
          }),
      };
    },
    approve(accounts: string[], topic = 'session-topic') {
      const session = {
        topic,
        expiry: Math.floor(Date.now() / 1000) + 86_400,
        namespaces: { eip155: { accounts, chains: [], methods: [], events: [] } },
        peer: { metadata: { name: 'Phone Wallet', icons: ['http://127.0.0.1/icon.svg'] } },
      };
      sessions.push(session);
      settle?.resolve(session);
    },
    reject(error: unknown) {
      settle?.reject(error);
    },
    async request(params: unknown) {
      client.requests.push(params);
      return '0xsigned';
    },
    async disconnect(params: unknown) {
      client.disconnects.push(params);
    },
  };
  return client;
}

let fake = createFakeSignClient();
vi.mock('./signClient.ts', () => ({ startSignClient: async () => fake }));

describe('WalletConnect session', () => {
  let adapter: FakeAdapter;
  let gangway: Gangway;
  let storage: ReturnType<typeof createMemoryStorage>;

  const create = () => {
    adapter = createFakeAdapter();
    adapter.behaviour.connect = async ({ connector, network }) => {
      const provider = connector.provider as Eip155SessionProvider;
      const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
      return {
        connectorId: connector.id,
        accounts: [{ address: address ?? '' }],
        caipNetworkId: network.caipNetworkId,
      };
    };
    adapter.behaviour.reconnect = adapter.behaviour.connect;
    gangway = createGangway({
      projectId: 'demo',
      apiUrl: 'http://127.0.0.1:8787',
      networks: [testMainnet, testPolygon],
      adapters: [adapter],
      storage,
    });
  };

  beforeEach(() => {
    fake = createFakeSignClient();
    storage = createMemoryStorage();
    create();
  });
  afterEach(() => vi.useRealTimers());

  const pair = async () => {
    const { pairWalletConnect } = await import('./walletConnectSession.ts');
    const done = pairWalletConnect(gangway);
    done.catch(() => undefined);
    await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
    return { done };
  };

  it('publishes the URI, asks for the requested eip155 chains and connects the approved session', async () => {
    await pair();
    const state = pairingStoreOf(gangway).getState();
    expect(state.uri).toMatch(/^wc:/);
    expect(state.expiresAt).toBeGreaterThan(
      Date.now() + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1_000,
    );
    expect(fake.connectCalls[0]).toMatchObject({
      optionalNamespaces: { eip155: { chains: ['eip155:1', 'eip155:137'] } },
    });
  });

  it('adopts the session as a WALLET_CONNECT connector and connects through the adapter', async () => {
    const { done } = await pair();
    fake.approve([`eip155:1:${ACCOUNT}`, `eip155:137:${ACCOUNT}`, 'eip155:999:0xabc']);
    await done;
    expect(pairingStoreOf(gangway).getState().status).toBe('approved');
    expect(gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: ACCOUNT });
    const connector = gangway.connectors
      .getState()
      .connectors.find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID);
    expect(connector).toMatchObject({
      type: 'WALLET_CONNECT',
      name: 'Phone Wallet',
      chains: ['eip155:1', 'eip155:137'],
    });
    const provider = connector?.provider as Eip155SessionProvider;
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    await provider.request({ method: 'personal_sign', params: ['0x68', ACCOUNT] });
    expect(fake.requests[0]).toMatchObject({
      topic: 'session-topic',
      chainId: 'eip155:1',
      request: { method: 'personal_sign' },
    });
  });

  it('turns a rejection (code 5000) into Connection rejected', async () => {
    const { done } = await pair();
    fake.reject({ code: 5000, message: 'User rejected.' });
    await expect(done).rejects.toThrow(ERROR_MESSAGES.CONNECTION_REJECTED);
    expect(pairingStoreOf(gangway).getState()).toMatchObject({ status: 'rejected', uri: undefined });
    expect(gangway.getAccount('eip155').status).toBe('disconnected');
  });

  it('refuses a session with no account on a requested network and ends it', async () => {
    const { done } = await pair();
    fake.approve(['eip155:999:0xabc']);
    await expect(done).rejects.toThrow(/no account on any requested network/);
    expect(pairingStoreOf(gangway).getState().status).toBe('failed');
  });

  it('marks the pairing expired within the margin before its lifetime', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { pairWalletConnect } = await import('./walletConnectSession.ts');
    void pairWalletConnect(gangway).catch(() => undefined);
    await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
    const { expiresAt = 0 } = pairingStoreOf(gangway).getState();
    vi.advanceTimersByTime(expiresAt - Date.now() - 1);
    expect(pairingStoreOf(gangway).getState().status).toBe('pairing');
    vi.advanceTimersByTime(1);
    expect(pairingStoreOf(gangway).getState().status).toBe('expired');
  });

  it('reflects the wallet’s chainChanged and accountsChanged, and clears every family when the wallet ends it', async () => {
    const { done } = await pair();
    fake.approve([`eip155:1:${ACCOUNT}`, `eip155:137:${ACCOUNT}`]);
    await done;
    const connector = gangway.connectors
      .getState()
      .connectors.find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID);
    const provider = connector?.provider as Eip155SessionProvider;
    const seen: unknown[] = [];
    provider.on('chainChanged', (id) => seen.push(id));
    provider.on('disconnect', () => seen.push('disconnect'));
    fake.emit('session_event', {
      topic: 'session-topic',
      params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 137 } },
    });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x89');
    fake.emit('session_delete', { topic: 'session-topic' });
    expect(seen).toEqual(['0x89', 'disconnect']);
    expect(gangway.getAccount('eip155').status).toBe('disconnected');
    expect(gangway.connectors.getState().connectors.some((c) => c.id === WALLET_CONNECT_CONNECTOR_ID)).toBe(
      false,
    );
  });

  it('follows a session_update, and ends a session updated to no requested account', async () => {
    const { done } = await pair();
    fake.approve([`eip155:1:${ACCOUNT}`]);
    await done;
    const connector = gangway.connectors
      .getState()
      .connectors.find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID);
    const provider = connector?.provider as Eip155SessionProvider;
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    fake.emit('session_update', {
      topic: 'session-topic',
      params: { namespaces: { eip155: { accounts: [`eip155:1:${other}`] } } },
    });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([other]);
    fake.emit('session_update', {
      topic: 'session-topic',
      params: { namespaces: { eip155: { accounts: ['eip155:999:0xabc'] } } },
    });
    await vi.waitFor(() => expect(fake.disconnects).toHaveLength(1));
    expect(gangway.getAccount('eip155').status).toBe('disconnected');
  });

  it('ends the session on the wallet side when the dapp disconnects', async () => {
    const { done } = await pair();
    fake.approve([`eip155:1:${ACCOUNT}`]);
    await done;
    await gangway.disconnect();
    expect(fake.disconnects).toEqual([
      { topic: 'session-topic', reason: { code: 6000, message: 'User disconnected.' } },
    ]);
    expect(gangway.getAccount('eip155').status).toBe('disconnected');
  });

  it('restores the stored session on start-up without pairing', async () => {
    // The modal preloads the actions once open; they keep storage in step with the connections.
    gangway.preload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { done } = await pair();
    fake.approve([`eip155:1:${ACCOUNT}`]);
    await done;
    expect(storage.dump()).not.toEqual({});
    const stored = fake;
    create();
    fake = stored;
    const stop = gangway.start();
    await gangway.ready;
    stop();
    expect(gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: ACCOUNT });
    expect(fake.connectCalls).toHaveLength(1);
  });
});
