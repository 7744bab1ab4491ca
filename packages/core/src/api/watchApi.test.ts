import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from '../client/createGangway.ts';
import { DEFAULT_REMOTE_FEATURES, WALLETS_PER_PAGE } from '../constants.ts';
import { createFakeAdapter, fakeConnector } from '../testing/fakeAdapter.ts';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testMainnet } from '../testing/networks.ts';
import { testWalletListing } from '../testing/walletListing.ts';

afterEach(() => vi.unstubAllGlobals());

const FIRST_PAGE = ['a', 'b', 'c', 'd', 'e'].map((id) => testWalletListing(id));

function setup(apiUrl: string | undefined) {
  const { fetch, calls } = fakeFetch({
    '/appkit/v1/config': () => ({ body: { features: DEFAULT_REMOTE_FEATURES } }),
    '/projects/v1/origins': () => ({ body: { allowedOrigins: ['http://localhost:*'] } }),
    '/getWallets': () => ({ body: { data: FIRST_PAGE, count: 90 } }),
  });
  vi.stubGlobal('fetch', fetch);
  const adapter = createFakeAdapter();
  adapter.announce([fakeConnector()]);
  const gangway = createGangway({
    projectId: 'demo',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...(apiUrl ? { apiUrl } : {}),
  });
  return { gangway, calls };
}

describe('API services wiring', () => {
  it('makes no request before the modal opens, then loads configuration and directory on open', async () => {
    const { gangway, calls } = setup('http://127.0.0.1:9');
    gangway.start();
    await gangway.ready;
    expect(calls).toHaveLength(0);
    gangway.open();
    await vi.waitFor(() => expect(gangway.directory.getState().status).toBe('ready'));
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
    gangway.warmUp();
    gangway.warmUp();
    await vi.waitFor(() => expect(gangway.directory.getState().status).toBe('ready'));
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
    gangway.warmUp();
    gangway.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gangway.services()).toBeUndefined();
    expect(calls).toHaveLength(0);
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
