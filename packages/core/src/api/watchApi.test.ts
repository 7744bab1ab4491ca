import { DEFAULT_REMOTE_FEATURES, WALLETS_PER_PAGE } from '@gangway/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testWalletListing } from '../../../protocol/src/testing/walletListing.ts';
import { createGangway } from '../client/createGangway.ts';
import type { KeyValueStorage } from '../storage/gangwayStorage.ts';
import { directoryCacheKey } from '../storage/storageKeys.ts';
import { createFakeAdapter, fakeConnector } from '../testing/fakeAdapter.ts';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testMainnet, testPolygon } from '../testing/networks.ts';

afterEach(() => vi.unstubAllGlobals());

const FIRST_PAGE = ['a', 'b', 'c', 'd', 'e'].map((id) => testWalletListing(id));

type WalletsRoute = () => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

function setup(
  apiUrl: string | undefined,
  {
    storage = createMemoryStorage(),
    wallets = () => ({ body: { data: FIRST_PAGE, count: 90 } }),
  }: { storage?: KeyValueStorage; wallets?: WalletsRoute } = {},
) {
  const { fetch, calls } = fakeFetch({
    '/appkit/v1/config': () => ({ body: { features: DEFAULT_REMOTE_FEATURES } }),
    '/projects/v1/origins': () => ({ body: { allowedOrigins: ['http://localhost:*'] } }),
    '/getWallets': wallets,
  });
  vi.stubGlobal('fetch', fetch);
  const adapter = createFakeAdapter();
  adapter.announce([fakeConnector()]);
  const gangway = createGangway({
    projectId: 'demo',
    networks: [testMainnet],
    adapters: [adapter],
    storage,
    ...(apiUrl ? { apiUrl } : {}),
  });
  return { gangway, calls };
}

const ids = (wallets: readonly { id: string }[]) => wallets.map((wallet) => wallet.id);

describe('API services wiring', () => {
  it('makes no request before the modal opens, then loads configuration and directory on open', async () => {
    const { gangway, calls } = setup('http://127.0.0.1:9');
    gangway.start();
    await gangway.ready;
    expect(calls).toHaveLength(0);
    gangway.open();
    await vi.waitFor(() => expect(gangway.directory.getState().status).toBe('ready'));
    await vi.waitFor(() => expect(gangway.features.getState().remoteLoaded).toBe(true));
    expect(calls.map((url) => url.pathname).sort()).toEqual([
      '/appkit/v1/config',
      // One first page: the recommended wallets, page 1 of AllWallets and, with no featured ids, the featured ones.
      '/getWallets',
      '/projects/v1/origins',
    ]);
    expect(gangway.features.getState().remoteLoaded).toBe(true);
    gangway.close();
    gangway.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.filter((url) => url.pathname === '/appkit/v1/config')).toHaveLength(1);
  });

  it('on open intent fetches only the first directory page, fills the store, and the open reuses it', async () => {
    const { gangway, calls } = setup('http://127.0.0.1:9');
    gangway.start();
    await gangway.ready;
    const first = gangway.warmUp();
    expect(gangway.warmUp()).toBe(first);
    // It settles with the directory filled, so a render that waits for it has the wallets.
    await first;
    expect(gangway.directory.getState().status).toBe('ready');
    expect(calls.map((url) => url.pathname)).toEqual(['/getWallets']);
    expect(calls[0]?.searchParams.get('page')).toBe('1');
    expect(calls[0]?.searchParams.get('entries')).toBe(String(WALLETS_PER_PAGE));
    expect(gangway.directory.getState()).toMatchObject({ page: 1, count: 90 });
    expect(gangway.directory.getState().recommended.map((wallet) => wallet.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);

    gangway.open();
    await vi.waitFor(() => expect(gangway.features.getState().remoteLoaded).toBe(true));
    expect(calls.filter((url) => url.pathname === '/getWallets')).toHaveLength(1);
  });

  it('calls no server at all without an apiUrl', async () => {
    const { gangway, calls } = setup(undefined);
    gangway.start();
    await gangway.warmUp();
    gangway.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gangway.services()).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});

describe('the wallet directory cache', () => {
  /** A first visit that fetched the directory once, leaving its storage behind. */
  async function firstVisit() {
    const storage = createMemoryStorage();
    const { gangway } = setup('http://127.0.0.1:9', { storage });
    gangway.start();
    gangway.warmUp();
    await vi.waitFor(() => expect(storage.dump()).toHaveProperty(directoryCacheKey('demo')));
    return storage;
  }

  it('fills the directory at start on a repeat visit, before any request, then revalidates on open intent', async () => {
    const storage = await firstVisit();
    let answer: () => void = () => undefined;
    const newer = ['n', ...ids(FIRST_PAGE)].map((id) => testWalletListing(id));
    const { gangway, calls } = setup('http://127.0.0.1:9', {
      storage,
      wallets: () => new Promise((resolve) => (answer = () => resolve({ body: { data: newer, count: 91 } }))),
    });
    gangway.start();
    expect(gangway.directory.getState()).toMatchObject({ status: 'ready', page: 1, count: 90 });
    expect(ids(gangway.directory.getState().recommended)).toEqual(ids(FIRST_PAGE));
    expect(calls).toHaveLength(0);

    gangway.warmUp();
    await vi.waitFor(() => expect(calls.map((url) => url.pathname)).toEqual(['/getWallets']));
    // The cached wallets stay while the server is asked again.
    expect(ids(gangway.directory.getState().recommended)).toEqual(ids(FIRST_PAGE));
    answer();
    await vi.waitFor(() => expect(gangway.directory.getState().count).toBe(91));
    expect(ids(gangway.directory.getState().recommended)).toEqual(ids(newer));
    // The next visit starts from the revalidated answer.
    const next = setup('http://127.0.0.1:9', { storage }).gangway;
    next.start();
    expect(ids(next.directory.getState().recommended)).toEqual(ids(newer));
  });

  it('keeps the cached wallets when the revalidation fails, and asks again on the next intent', async () => {
    const storage = await firstVisit();
    const { gangway, calls } = setup('http://127.0.0.1:9', { storage, wallets: () => ({ status: 500 }) });
    gangway.start();
    gangway.warmUp();
    await vi.waitFor(() => expect(gangway.services()).toBeDefined());
    await gangway.services();
    expect(gangway.directory.getState()).toMatchObject({ status: 'ready', count: 90 });
    expect(ids(gangway.directory.getState().recommended)).toEqual(ids(FIRST_PAGE));
    const asked = calls.length;
    await vi.waitFor(() => {
      gangway.warmUp();
      expect(calls.length).toBeGreaterThan(asked);
    });
  });

  it('without a cache, a failed first answer is asked again through the API client, which records the error', async () => {
    const { gangway, calls } = setup('http://127.0.0.1:9', { wallets: () => ({ status: 500 }) });
    gangway.start();
    gangway.warmUp();
    await vi.waitFor(() => expect(gangway.directory.getState().status).toBe('error'));
    expect(gangway.directory.getState().error).toBe('HTTP status code: 500');
    expect(calls.filter((url) => url.pathname === '/getWallets')).toHaveLength(2);
  });

  it('ignores a cache of another project or other networks, and one that was tampered with', async () => {
    const storage = await firstVisit();
    const stored = storage.dump()[directoryCacheKey('demo')] ?? '';
    const other = createGangway({
      projectId: 'other',
      apiUrl: 'http://127.0.0.1:9',
      networks: [testMainnet, testPolygon],
      adapters: [createFakeAdapter()],
      storage: createMemoryStorage({ [directoryCacheKey('other')]: stored }),
    });
    other.start();
    expect(other.directory.getState().status).toBe('idle');

    const tampered = JSON.parse(stored) as { value: { answers: { firstPage: { data: unknown[] } } } };
    tampered.value.answers.firstPage.data[0] = { id: 'evil', name: 'Evil' };
    const backend = createMemoryStorage({ [directoryCacheKey('demo')]: JSON.stringify(tampered) });
    const { gangway } = setup('http://127.0.0.1:9', { storage: backend });
    gangway.start();
    expect(gangway.directory.getState().status).toBe('idle');
    expect(backend.dump()).not.toHaveProperty(directoryCacheKey('demo'));
  });
});

describe('errors of product actions', () => {
  it('go to analytics when the integrator turned it on, and are rethrown', async () => {
    const posted: unknown[] = [];
    const { fetch } = fakeFetch({
      '/getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: true } }),
      '/e': (_, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return { status: 202, body: { eventId: 'x' } };
      },
    });
    vi.stubGlobal('fetch', fetch);
    const adapter = createFakeAdapter();
    adapter.announce([fakeConnector()]);
    adapter.behaviour.connect = async () => {
      throw new Error('wallet exploded');
    };
    const gangway = createGangway({
      projectId: 'demo',
      apiUrl: 'http://127.0.0.1:9',
      networks: [testMainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      features: { analytics: true },
    });
    gangway.start();
    await expect(gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' })).rejects.toThrow(
      'Failed to connect',
    );
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'GangwayError',
        errorMessage: 'Failed to connect',
      },
    });
  });
});
