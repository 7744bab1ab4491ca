import type { TokenBalance, WalletListing } from '@gangway/protocol';
import {
  ANALYTICS_MAX_PROPS_BYTES,
  AnalyticsEventPropsSchema,
  BALANCE_RETRY_GAP_MS,
  CACHE_TTL_MS,
  DEFAULT_FEATURED_WALLETS_COUNT,
  DEFAULT_REMOTE_FEATURES,
  ERROR_EVENT_THROTTLE,
  jsonBytes,
  SEARCH_MIN_WAIT_MS,
  WALLETS_PER_PAGE,
} from '@gangway/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { testWalletListing } from '../../../../protocol/src/testing/walletListing.ts';
import { createGangway } from '../../client/createGangway.ts';
import { USER_MESSAGES } from '../../errors/userMessages.ts';
import type { GangwayOptions } from '../../options/GangwayOptions.ts';
import { addressCacheKey } from '../../storage/storageKeys.ts';
import { createFakeAdapter, FAKE_ADDRESS, fakeConnector } from '../../testing/fakeAdapter.ts';
import { type FakeRoute, fakeFetch } from '../../testing/fakeFetch.ts';
import { createMemoryStorage } from '../../testing/memoryStorage.ts';
import { testMainnet, testPolygon } from '../../testing/networks.ts';
import { createApiClient } from '../client.ts';
import { createAnalytics } from './analytics.ts';
import { checkAllowedOrigin, syncRemoteFeatures } from './remoteConfig.ts';
import { createTokenBalances } from './tokenBalances.ts';
import { createWalletDirectory } from './walletDirectory.ts';

function setup(routes: Record<string, FakeRoute>, overrides: Partial<GangwayOptions> = {}) {
  const adapter = createFakeAdapter();
  adapter.announce([fakeConnector()]);
  const gangway = createGangway({
    projectId: 'demo',
    apiUrl: 'http://127.0.0.1:9',
    networks: [testMainnet, testPolygon],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...overrides,
  });
  const { fetch, calls } = fakeFetch(routes);
  const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo', fetch });
  return { gangway, api, calls, adapter };
}

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1' as TokenBalance['chainId'],
  address: `eip155:1:0x${symbol
    .padEnd(40, '0')
    .slice(0, 40)
    .replace(/[^0-9a-f]/gi, '0')}` as TokenBalance['address'],
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
});

const listing = (id: string, overrides: Partial<WalletListing> = {}) =>
  testWalletListing(id, { image_id: id, ...overrides });

describe('token balances', () => {
  let now = 1_000_000;
  const clock = () => now;

  async function connectedSetup(route: FakeRoute) {
    const parts = setup({ [`/v1/account/${FAKE_ADDRESS}/balance`]: route });
    parts.gangway.start();
    await parts.gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
    const balances = createTokenBalances(parts.gangway, parts.gangway.balances, parts.api, clock);
    return { ...parts, balances };
  }

  it('stores the balances without 0-decimal tokens and caches them for 30 s', async () => {
    const { gangway, balances, calls } = await connectedSetup((url) => {
      expect(url.searchParams.get('chainId')).toBe('eip155:1');
      expect(url.searchParams.get('currency')).toBe('usd');
      return { body: { balances: [token('USDC', '6'), token('ZERO', '0')] } };
    });
    await balances.refresh('eip155');
    expect(gangway.getAccount().tokenBalance?.map((t) => t.symbol)).toEqual(['USDC']);
    expect(gangway.balances.getState().status).toBe('ready');
    await balances.refresh('eip155');
    expect(calls).toHaveLength(1);
    now += CACHE_TTL_MS.balance + 1;
    await balances.refresh('eip155');
    expect(calls).toHaveLength(2);
  });

  it('ignores a tampered balance cache (bad shape, future time) and asks the server', async () => {
    const key = addressCacheKey('balance', `eip155:1:${FAKE_ADDRESS}`);
    for (const raw of [
      JSON.stringify({ timestamp: now, value: [{ symbol: 'EVIL' }] }),
      JSON.stringify({ timestamp: now + 10 ** 12, value: [token('OLD', '6')] }),
      JSON.stringify({ timestamp: now, value: 'not a list' }),
    ]) {
      const storage = createMemoryStorage({ [key]: raw });
      const parts = setup(
        { [`/v1/account/${FAKE_ADDRESS}/balance`]: () => ({ body: { balances: [token('USDC', '6')] } }) },
        { storage },
      );
      parts.gangway.start();
      await parts.gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
      await createTokenBalances(parts.gangway, parts.gangway.balances, parts.api, clock).refresh('eip155');
      expect(parts.calls, raw).toHaveLength(1);
      expect(parts.gangway.getAccount().tokenBalance?.map((t) => t.symbol)).toEqual(['USDC']);
    }
  });

  it("shows 'Token Balance Unavailable' on failure and does not retry within 30 s", async () => {
    const { gangway, balances, calls } = await connectedSetup(() => ({ status: 502, body: {} }));
    await balances.refresh('eip155');
    expect(gangway.balances.getState().status).toBe('unavailable');
    expect(gangway.toast.getState().toast?.message).toEqual({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      text: USER_MESSAGES.TOKEN_BALANCE_UNAVAILABLE,
    });
    await balances.refresh('eip155');
    expect(calls).toHaveLength(1);
    now += BALANCE_RETRY_GAP_MS;
    await balances.refresh('eip155');
    expect(calls).toHaveLength(2);
  });

  it('never lets an older answer overwrite a newer forced one', async () => {
    // The server answers each request when the test says so: the first (not forced) last, with what it had cached.
    const answers: Array<(symbols: string) => void> = [];
    const { gangway, balances } = await connectedSetup(
      () =>
        new Promise((resolve) =>
          answers.push((symbol) => resolve({ body: { balances: [token(symbol, '6')] } })),
        ),
    );
    const stale = balances.refresh('eip155');
    const forced = balances.refresh('eip155', { force: true });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.('NEW');
    await forced;
    answers[0]?.('OLD');
    await stale;
    expect(gangway.getAccount().tokenBalance?.map((t) => t.symbol)).toEqual(['NEW']);
  });

  it('answers a read asked while a forced one is in flight with the forced answer, not the cache', async () => {
    let answer: ((symbol: string) => void) | undefined;
    const { gangway, balances, calls } = await connectedSetup((url) =>
      url.searchParams.get('forceUpdate')
        ? new Promise((resolve) => {
            answer = (symbol) => resolve({ body: { balances: [token(symbol, '6')] } });
          })
        : { body: { balances: [token('OLD', '6')] } },
    );
    await balances.refresh('eip155');
    const forced = balances.refresh('eip155', { force: true });
    let askedSettled = false;
    const asked = balances.refresh('eip155').then(() => {
      askedSettled = true;
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(askedSettled).toBe(false);
    expect(gangway.getAccount().tokenBalance?.map((t) => t.symbol)).toEqual(['OLD']);
    answer?.('NEW');
    await Promise.all([forced, asked]);
    expect(calls).toHaveLength(2);
    expect(gangway.getAccount().tokenBalance?.map((t) => t.symbol)).toEqual(['NEW']);
    // The cache holds the forced answer: the next read within 30 s shows it.
    await balances.refresh('eip155');
    expect(gangway.getAccount().tokenBalance?.map((t) => t.symbol)).toEqual(['NEW']);
  });

  it('skips the blockchain API while the active network is unsupported', async () => {
    const { adapter, gangway, balances, calls } = await connectedSetup(() => ({ body: { balances: [] } }));
    adapter.emit({
      type: 'chainChanged',
      connectorId: 'io.gangway.fake',
      caipNetworkId: 'eip155:10' as never,
    });
    await balances.refresh('eip155');
    expect(calls).toHaveLength(0);
    expect(gangway.getAccount().tokenBalance).toBeUndefined();
  });
});

describe('remote configuration', () => {
  it("applies remote features and warns 'Local configuration ignored' when they override local ones", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remote = { ...DEFAULT_REMOTE_FEATURES, email: false, swaps: false as const };
    const { gangway, api } = setup(
      { '/appkit/v1/config': () => ({ body: { features: remote } }) },
      { features: { swaps: ['1inch'] }, debug: true },
    );
    await syncRemoteFeatures(gangway, api);
    expect(gangway.features.getState()).toMatchObject({ remote, remoteLoaded: true });
    expect(gangway.alert.getState().alert?.code).toBe('LOCAL_CONFIGURATION_IGNORED');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('keeps every remote feature off in basic mode and asks the server nothing', async () => {
    const { gangway, api, calls } = setup({}, { basic: true });
    await syncRemoteFeatures(gangway, api);
    expect(calls).toHaveLength(0);
    expect(Object.values(gangway.features.getState().remote).every((value) => value === false)).toBe(true);
  });

  it.each([
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
  ] as const)('raises the %s alert for the origins call', async (status, code) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { gangway, api } = setup({ '/projects/v1/origins': () => ({ status, body: {} }) }, { debug: true });
    expect(await checkAllowedOrigin(gangway, api)).toBe(false);
    expect(gangway.alert.getState().alert?.code).toBe(code);
  });

  it("raises 'Invalid App Configuration' when this page's origin is not allowed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('location', {
      origin: 'https://evil.example',
      href: 'https://evil.example/',
      hostname: 'evil.example',
    });
    const { gangway, api } = setup(
      {
        '/projects/v1/origins': () => ({
          body: { allowedOrigins: ['https://*.gangway.dev', 'http://localhost:*'] },
        }),
      },
      { debug: true },
    );
    expect(await checkAllowedOrigin(gangway, api)).toBe(false);
    expect(gangway.alert.getState().alert?.code).toBe('INVALID_APP_CONFIGURATION');
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    expect(await checkAllowedOrigin(gangway, api)).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing unless the integrator turned analytics on', async () => {
    const { gangway, api, calls } = setup({
      '/getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: true } }),
    });
    createAnalytics(gangway, api).track('MODAL_LOADED');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toHaveLength(0);
  });

  it('throttles error events to 5 per 60 s and shows the 403 alert once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let now = 0;
    const posted: unknown[] = [];
    const { gangway, api } = setup(
      {
        '/getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: true } }),
        '/e': (_, init) => {
          posted.push(JSON.parse(String(init?.body)));
          return { status: 403, body: { code: 'ORIGIN_NOT_ALLOWED', message: 'no' } };
        },
      },
      { features: { analytics: true }, debug: true },
    );
    const alerts: string[] = [];
    gangway.alert.subscribe((state) => state.alert && alerts.push(state.alert.code));
    const analytics = createAnalytics(gangway, api, () => now);
    for (let i = 0; i < 8; i++) analytics.reportError(new Error(`boom ${i}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toHaveLength(ERROR_EVENT_THROTTLE.count);
    expect(posted[0]).toMatchObject({
      props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorMessage: 'boom 0' },
    });
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
    now += ERROR_EVENT_THROTTLE.windowMs;
    analytics.reportError(new Error('later'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toHaveLength(ERROR_EVENT_THROTTLE.count + 1);
  });

  it('cuts an error’s message and stack trace so that the event fits the server’s props cap', async () => {
    const posted: { props: Record<string, unknown> }[] = [];
    const { gangway, api } = setup(
      {
        '/getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: true } }),
        '/e': (_, init) => {
          posted.push(JSON.parse(String(init?.body)));
          return { status: 202, body: { eventId: 'x' } };
        },
      },
      { features: { analytics: true } },
    );
    const error = new Error('é'.repeat(5_000));
    error.stack = `Error: boom\n${'    at frame (https://app.example/chunk.js:1:1)\n'.repeat(500)}`;
    createAnalytics(gangway, api).reportError(error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const props = posted[0]?.props;
    expect(props?.stackTrace).toMatch(/^Error: boom\n {4}at frame/);
    expect(jsonBytes(props)).toBeLessThanOrEqual(ANALYTICS_MAX_PROPS_BYTES);
    expect(z.safeParse(AnalyticsEventPropsSchema, props).success).toBe(true);
  });
});

describe('wallet directory', () => {
  beforeEach(() => vi.useRealTimers());

  it('loads featured wallets in the given order, the first page (recommended, featured left out) and the excluded wallets', async () => {
    const seen: Record<string, string | null>[] = [];
    const { gangway, api } = setup(
      {
        '/getWallets': (url) => {
          const query = Object.fromEntries(url.searchParams);
          seen.push(query);
          if (query.include === 'f2,f1') return { body: { data: [listing('f1'), listing('f2')], count: 2 } };
          if (query.include === 'x1')
            return { body: { data: [listing('x1', { rdns: 'io.bad' })], count: 1 } };
          return {
            body: { data: ['r1', 'f1', 'r2', 'r3', 'r4', 'r5'].map((id) => listing(id)), count: 250 },
          };
        },
      },
      { featuredWalletIds: ['f2', 'f1'], excludeWalletIds: ['x1'] },
    );
    const directory = createWalletDirectory(gangway, gangway.directory, api);
    await directory.loadInitial();
    const state = gangway.directory.getState();
    expect(state.featured.map((w) => w.id)).toEqual(['f2', 'f1']);
    expect(state.recommended.map((w) => w.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    // The first page serves AllWallets too: it is not asked for again.
    expect(state.wallets.map((w) => w.id)).toEqual(['r1', 'f1', 'r2', 'r3', 'r4', 'r5']);
    expect(state).toMatchObject({ page: 1, count: 250, status: 'ready' });
    expect(state.excludedWallets).toEqual([{ rdns: 'io.bad', name: 'Wallet x1' }]);
    const firstPageQuery = seen.find((query) => query.entries === String(WALLETS_PER_PAGE));
    expect(firstPageQuery).toMatchObject({ exclude: 'x1', chains: 'eip155:1,eip155:137', page: '1' });
    await directory.loadPage(1);
    expect(seen).toHaveLength(3);
  });

  it("features the first page's certified wallets when no featured ids are given (SPEC §9 default 4), at no extra request", async () => {
    const { gangway, api, calls } = setup({
      '/getWallets': () => {
        const ids = ['r1', 'c1', 'c2', 'r2', 'c3', 'c4', 'c5', 'r3', 'r4', 'r5'];
        const data = ids.map((id) => ({
          ...listing(id),
          badge_type: id.startsWith('c') ? 'certified' : 'none',
        }));
        return { body: { data, count: 250 } };
      },
    });
    await createWalletDirectory(gangway, gangway.directory, api).loadInitial();
    const { featured, recommended } = gangway.directory.getState();
    expect(featured.map((w) => w.id)).toHaveLength(DEFAULT_FEATURED_WALLETS_COUNT);
    expect(featured.map((w) => w.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(recommended.map((w) => w.id)).not.toContain('c1');
    expect(calls.filter((url) => url.pathname === '/getWallets')).toHaveLength(1);
  });

  it('appends pages of 40 and ignores a page it already has', async () => {
    const { gangway, api, calls } = setup({
      '/getWallets': (url) => {
        const page = Number(url.searchParams.get('page'));
        expect(url.searchParams.get('entries')).toBe(String(WALLETS_PER_PAGE));
        return { body: { data: [listing(`p${page}a`), listing(`p${page}b`)], count: 90 } };
      },
    });
    const directory = createWalletDirectory(gangway, gangway.directory, api);
    await directory.loadPage(1);
    await directory.loadPage(2);
    await directory.loadPage(2);
    expect(gangway.directory.getState()).toMatchObject({ page: 2, count: 90 });
    expect(gangway.directory.getState().wallets.map((w) => w.id)).toEqual(['p1a', 'p1b', 'p2a', 'p2b']);
    expect(calls).toHaveLength(2);
  });

  it('searches 100 entries, waits at least 300 ms and keeps only the latest answer', async () => {
    const { gangway, api } = setup({
      '/getWallets': (url) => {
        expect(url.searchParams.get('entries')).toBe('100');
        const search = url.searchParams.get('search') ?? '';
        return { body: { data: [listing(search)], count: 1 } };
      },
    });
    const directory = createWalletDirectory(gangway, gangway.directory, api);
    const started = Date.now();
    const first = directory.search('met');
    const second = directory.search('meta');
    await Promise.all([first, second]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_MIN_WAIT_MS - 5);
    expect(gangway.directory.getState()).toMatchObject({
      searchQuery: 'meta',
      searching: false,
      searchCount: 1,
    });
    expect(gangway.directory.getState().search.map((w) => w.id)).toEqual(['meta']);
    await directory.search('  ');
    expect(gangway.directory.getState()).toMatchObject({ searchQuery: '', search: [] });
  });

  it('shows only wallets with a mobile link, Coinbase, or Phantom/Solflare on Solana, on mobile', async () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    });
    const { gangway, api } = setup({
      '/getWallets': () => ({
        body: {
          data: [
            listing('a', { mobile_link: 'a://' }),
            listing('b'),
            listing('c', { name: 'Coinbase Wallet' }),
            listing('d', { name: 'Phantom' }),
          ],
          count: 4,
        },
      }),
    });
    const directory = createWalletDirectory(gangway, gangway.directory, api);
    await directory.loadPage(1);
    expect(gangway.directory.getState().wallets.map((w) => w.id)).toEqual(['a', 'c']);
    vi.unstubAllGlobals();
  });
});
