import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from '../client/createGangway.ts';
import { DEFAULT_REMOTE_FEATURES } from '../constants.ts';
import { createFakeAdapter, fakeConnector } from '../testing/fakeAdapter.ts';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testMainnet } from '../testing/networks.ts';

afterEach(() => vi.unstubAllGlobals());

function setup(apiUrl: string | undefined) {
  const { fetch, calls } = fakeFetch({
    '/appkit/v1/config': () => ({ body: { features: DEFAULT_REMOTE_FEATURES } }),
    '/projects/v1/origins': () => ({ body: { allowedOrigins: ['http://localhost:*'] } }),
    '/getWallets': () => ({ body: { data: [], count: 0 } }),
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
      // featured (the certified ones, no featured ids given) and recommended
      '/getWallets',
      '/getWallets',
      '/projects/v1/origins',
    ]);
    expect(gangway.features.getState().remoteLoaded).toBe(true);
    gangway.close();
    gangway.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.filter((url) => url.pathname === '/appkit/v1/config')).toHaveLength(1);
  });

  it('calls no server at all without an apiUrl', async () => {
    const { gangway, calls } = setup(undefined);
    gangway.start();
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
