import { defineNetwork } from '@gangway/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fakeFetch.ts';
import { createFakeGangway } from '../testing/fakeGangway.ts';
import { testMainnet, testPolygon } from '../testing/networks.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const testnet = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
});

function withIdentity(answer: () => { status?: number; body?: unknown }) {
  const server = fakeFetch({ [`/v1/identity/${ADDRESS}`]: answer });
  vi.stubGlobal('fetch', server.fetch);
  const identityCalls = () => server.calls.filter((url) => url.pathname.startsWith('/v1/identity/'));
  return { identityCalls };
}

const profile = (gangway: ReturnType<typeof createFakeGangway>['gangway'], namespace = 'eip155' as const) => {
  const { profileName, profileImage } = gangway.getAccount(namespace);
  return { profileName, profileImage };
};

afterEach(() => vi.unstubAllGlobals());

describe('identity on connect (SPEC §4)', () => {
  it('sets the name and the avatar on chain 1, the name alone elsewhere, from a 300 s cache per address and chain', async () => {
    const { identityCalls } = withIdentity(() => ({
      body: { name: 'alice.gangway.id', avatar: 'https://img.example/alice.png' },
    }));
    const { gangway } = createFakeGangway({ apiUrl: 'https://api.example' });
    gangway.start();
    await gangway.connect({ connectorId: 'io.dev', namespace: 'eip155' });
    await vi.waitFor(() =>
      expect(profile(gangway)).toEqual({
        profileName: 'alice.gangway.id',
        profileImage: 'https://img.example/alice.png',
      }),
    );
    expect(identityCalls()[0]?.searchParams.get('chainId')).toBe('eip155:1');

    await gangway.switchNetwork(testPolygon);
    await vi.waitFor(() =>
      expect(profile(gangway)).toEqual({ profileName: 'alice.gangway.id', profileImage: null }),
    );
    await gangway.switchNetwork(testMainnet);
    await vi.waitFor(() => expect(profile(gangway).profileImage).toBe('https://img.example/alice.png'));
    // Back on chain 1: from the cache, not asked again.
    expect(identityCalls().map((url) => url.searchParams.get('chainId'))).toEqual(['eip155:1', 'eip155:137']);
  });

  it('clears the name on a testnet, shows none and caches nothing when the lookup fails', async () => {
    let failing = true;
    const { identityCalls } = withIdentity(() =>
      failing
        ? { status: 500, body: { code: 'INTERNAL', message: 'down' } }
        : { body: { name: 'bob.gangway.id', avatar: null } },
    );
    const { gangway } = createFakeGangway({
      apiUrl: 'https://api.example',
      networks: [testMainnet, testnet],
    });
    gangway.start();
    await gangway.connect({ connectorId: 'io.dev', namespace: 'eip155' });
    await vi.waitFor(() => expect(identityCalls()).toHaveLength(1));
    await vi.waitFor(() => expect(profile(gangway)).toEqual({ profileName: null, profileImage: null }));

    failing = false;
    await gangway.switchNetwork(testnet);
    await vi.waitFor(() => expect(profile(gangway)).toEqual({ profileName: null, profileImage: null }));
    expect(identityCalls()).toHaveLength(1);
    await gangway.switchNetwork(testMainnet);
    await vi.waitFor(() => expect(profile(gangway).profileName).toBe('bob.gangway.id'));
  });
});
