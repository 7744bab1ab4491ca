// The session's state handling with a fake sign-client (the relay boundary): pairing, rejection, expiry, adoption
// as connectors, the wallet's events, restore and the end from either side.

import { ERROR_MESSAGES, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@gangway/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGangway, type Gangway } from '../client/createGangway.ts';
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
  const settles: (typeof settle)[] = [];
  const sessions: unknown[] = [];
  const pairings: { topic: string; active: boolean }[] = [];
  const client = {
    core: {
      verify: { isDevEnv: false },
      relayer: { connected: true, on() {}, async transportOpen() {} },
      pairing: {
        pairings: { getAll: ({ topic }: { topic: string }) => pairings.filter((p) => p.topic === topic) },
        pairCalls: [] as unknown[],
        async pair(params: { uri: string; activatePairing: boolean }) {
          client.core.pairing.pairCalls.push(params);
          pairings.push({ topic: params.uri.slice(3, 67), active: params.activatePairing });
        },
      },
    },
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
        // Over a pairing it was given, sign-client makes none and returns no URI.
        uri: (params as { pairingTopic?: string }).pairingTopic ? undefined : uri,
        approval: () =>
          new Promise((resolve, reject) => {
            settle = { resolve, reject };
            settles.push(settle);
          }),
      };
    },
    approve(accounts: string[], topic = 'session-topic') {
      const session = {
        topic,
        expiry: Math.floor(Date.now() / 1000) + 86_400,
        namespaces: { eip155: { accounts, chains: [], methods: ['personal_sign'], events: [] } },
        peer: { metadata: { name: 'Phone Wallet', icons: ['http://127.0.0.1/icon.svg'] } },
      };
      sessions.push(session);
      settle?.resolve(session);
    },
    reject(error: unknown, attempt = settles.length - 1) {
      settles[attempt]?.reject(error);
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

  it('an earlier pairing that ends late leaves the later one alone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { pairWalletConnect } = await import('./walletConnectSession.ts');
    const first = pairWalletConnect(gangway);
    first.catch(() => undefined);
    await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS);
    expect(pairingStoreOf(gangway).getState().status).toBe('expired');
    const second = pairWalletConnect(gangway);
    second.catch(() => undefined);
    await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
    const { uri, expiresAt = 0 } = pairingStoreOf(gangway).getState();
    // sign-client ends the first proposal (its own expiry) while the second QR code is on screen.
    fake.reject(new Error('Proposal expired'), 0);
    await expect(first).resolves.toBeUndefined();
    expect(pairingStoreOf(gangway).getState()).toMatchObject({ status: 'pairing', uri });
    vi.advanceTimersByTime(expiresAt - Date.now());
    expect(pairingStoreOf(gangway).getState().status).toBe('expired');
  });

  it('keeps an expired pairing expired when sign-client later ends its proposal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { pairWalletConnect } = await import('./walletConnectSession.ts');
    const done = pairWalletConnect(gangway);
    done.catch(() => undefined);
    await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS);
    fake.reject(new Error('Proposal expired'));
    await expect(done).rejects.toThrow();
    expect(pairingStoreOf(gangway).getState().status).toBe('expired');
  });

  describe('opened with a pairing URI made elsewhere (SPEC §2)', () => {
    const topic = 'c'.repeat(64);
    const given = (expirySeconds = Math.floor(Date.now() / 1_000) + 300) =>
      `wc:${topic}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}&expiryTimestamp=${expirySeconds}`;

    it('shows that URI, pairs with it and proposes the session over its topic, making no pairing of its own', async () => {
      const { pairWalletConnect } = await import('./walletConnectSession.ts');
      const uri = given();
      const done = pairWalletConnect(gangway, { uri });
      await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
      expect(pairingStoreOf(gangway).getState().uri).toBe(uri);
      expect(fake.core.pairing.pairCalls).toEqual([{ uri, activatePairing: true }]);
      expect(fake.connectCalls).toEqual([expect.objectContaining({ pairingTopic: topic })]);
      fake.approve([`eip155:1:${ACCOUNT}`]);
      await done;
      expect(gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: ACCOUNT });
    });

    it('takes its expiry from the URI when that comes sooner than SPEC §9’s lifetime', async () => {
      const { pairWalletConnect } = await import('./walletConnectSession.ts');
      const expiry = Math.floor(Date.now() / 1_000) + 60;
      void pairWalletConnect(gangway, { uri: given(expiry) }).catch(() => undefined);
      await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('pairing'));
      expect(pairingStoreOf(gangway).getState().expiresAt).toBe(expiry * 1_000 - PAIRING_EXPIRY_MARGIN_MS);
    });

    it('shows an expired URI as expired, without pairing', async () => {
      const { pairWalletConnect } = await import('./walletConnectSession.ts');
      void pairWalletConnect(gangway, { uri: given(Math.floor(Date.now() / 1_000) + 5) });
      await vi.waitFor(() => expect(pairingStoreOf(gangway).getState().status).toBe('expired'));
      expect(fake.core.pairing.pairCalls).toEqual([]);
      expect(fake.connectCalls).toEqual([]);
    });

    it.each([
      ['not a URI', 'https://example.com'],
      ['a v1 URI', `wc:${topic}@1?bridge=https%3A%2F%2Fb.example&key=${'d'.repeat(64)}`],
      ['no symKey', `wc:${topic}@2?relay-protocol=irn`],
      ['a truncated symKey', `wc:${topic}@2?relay-protocol=irn&symKey=${'d'.repeat(40)}`],
    ])('refuses %s with a clear error and no pairing', async (_, uri) => {
      const { pairWalletConnect } = await import('./walletConnectSession.ts');
      await expect(pairWalletConnect(gangway, { uri })).rejects.toThrow(/^Invalid option `uri`: /);
      expect(pairingStoreOf(gangway).getState()).toMatchObject({ status: 'failed', uri: undefined });
      expect(fake.connectCalls).toEqual([]);
    });
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
