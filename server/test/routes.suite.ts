// Route tests, run once against PGlite and once against PostgreSQL (routes.pglite.test.ts,
// routes.postgres.test.ts). The RPC upstream is a fake node; chain reads are covered by chain.integration.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AnalyticsConfigResponseSchema,
  ApiErrorBodySchema,
  ConfigResponseSchema,
  DEFAULT_REMOTE_FEATURES,
  GetWalletsResponseSchema,
  OriginsResponseSchema,
  RPC_BATCH_SIZE,
  RPC_ERROR_CODES,
  SupportedChainsResponseSchema,
  WALLETS_PER_PAGE,
} from '@gangway/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { GangwayDatabase } from '../src/db/openDatabase.ts';
import { resetDatabase } from '../src/db/resetDatabase.ts';
import { BUILTIN_DIRECTORY_FILE } from '../src/directory/builtinDirectory.ts';
import { importDirectory } from '../src/directory/importDirectory.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject, setProjectFeatures, updateProject } from '../src/projects/projectRepository.ts';
import { cacheControl, DIRECTORY_CACHE, IMAGE_CACHE } from '../src/routes/httpCaching.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallOptions, call, startTestServer } from './helpers/testServer.ts';

const OPERATOR_TOKEN = 'operator-token-for-the-route-tests';
const PROJECT = 'routes-test';
const APP_ORIGIN = 'https://app.example.com';
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function errorBody(json: unknown) {
  return z.parse(ApiErrorBodySchema, json);
}

export function describeRouteSuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let database: GangwayDatabase;
  let server: RunningServer;
  let upstream: FakeRpc;
  const get = (path: string, options: CallOptions = {}) =>
    call(server.url, 'GET', path, {
      ...options,
      query: { projectId: PROJECT, st: 'gangway', sv: 'gangway-0.1.0', ...options.query },
    });
  const post = (path: string, body: unknown, options: CallOptions = {}) =>
    call(server.url, 'POST', path, { ...options, body, query: { projectId: PROJECT, ...options.query } });

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    database = testDb.database;
    upstream = await startFakeRpc(1);
    server = await startTestServer(database, {
      operatorToken: OPERATOR_TOKEN,
      chains: {
        'eip155:1': { rpcUrls: [upstream.url], prices: { source: 'fixed', prices: { native: 3000 } } },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await testDb?.dispose();
  });

  beforeEach(async () => {
    await resetDatabase(database);
    await importDirectory(database, BUILTIN_DIRECTORY_FILE);
    await createProject(database, {
      id: PROJECT,
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN, 'http://localhost:*', 'https://*.example.org']),
      // Budgets live in memory across tests; these tests are about routes (budgets.test.ts is about budgets).
      rateLimit: { perSecond: 100_000, burst: 100_000 },
    });
    upstream.behaviour = 'answer';
    upstream.calls.length = 0;
  });

  describe('project guard and CORS', () => {
    it('names projectId when it is missing or malformed', async () => {
      for (const query of [{ projectId: undefined }, { projectId: 'bad id!' }, { projectId: ['a', 'b'] }]) {
        const response = await get('/appkit/v1/config', { query });
        expect(response.status).toBe(400);
        expect(errorBody(response.json).field).toBe('projectId');
      }
    });

    it('refuses an unknown project with 403', async () => {
      const response = await get('/appkit/v1/config', { query: { projectId: 'nope' } });
      expect(response.status).toBe(403);
      expect(errorBody(response.json).code).toBe('UNKNOWN_PROJECT');
    });

    it('answers CORS for allowed origins only', async () => {
      for (const origin of [APP_ORIGIN, 'http://localhost:5173', 'https://shop.example.org']) {
        const response = await get('/projects/v1/origins', { headers: { origin } });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('vary')).toContain('Origin');
      }
      for (const origin of ['https://evil.com', 'https://example.org', 'http://app.example.com', 'null']) {
        const response = await get('/projects/v1/origins', { headers: { origin } });
        expect(response.status).toBe(403);
        expect(errorBody(response.json).code).toBe('ORIGIN_NOT_ALLOWED');
        // The page may read why it was refused, nothing more.
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
    });

    it('lets requests without an Origin header through, without CORS headers', async () => {
      const response = await get('/projects/v1/origins');
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers preflights of allowed origins', async () => {
      const headers = { origin: APP_ORIGIN, 'access-control-request-method': 'POST' };
      const allowed = await call(server.url, 'OPTIONS', '/e', { query: { projectId: PROJECT }, headers });
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
      expect(allowed.headers.get('access-control-allow-headers')).toContain('content-type');
      // @solana/kit's RPC transport sends it from the browser: without it no Solana call passes the preflight.
      expect(allowed.headers.get('access-control-allow-headers')).toContain('solana-client');
      const refused = await call(server.url, 'OPTIONS', '/e', {
        query: { projectId: PROJECT },
        headers: { ...headers, origin: 'https://evil.com' },
      });
      expect(refused.status).toBe(403);
      // Without allowed methods and headers the browser sends nothing after this preflight.
      expect(refused.headers.get('access-control-allow-methods')).toBeNull();
      expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    });

    it('answers preflights of public routes only', async () => {
      const headers = { origin: APP_ORIGIN, 'access-control-request-method': 'POST' };
      const query = { projectId: PROJECT };
      for (const path of ['/v1/', '/getWalletImage/x', `/v1/account/${ACCOUNT}/balance`]) {
        expect((await call(server.url, 'OPTIONS', path, { query, headers })).status, path).toBe(204);
      }
      for (const path of ['/admin/v1/projects', `/admin/v1/projects/${PROJECT}`, '/healthz', '/nope']) {
        const response = await call(server.url, 'OPTIONS', path, { query, headers });
        expect(response.status, path).toBe(404);
        expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      }
    });

    it('limits each project to its rate and says when to retry', async () => {
      await updateProject(database, PROJECT, { rateLimit: { perSecond: 1, burst: 3 } });
      const statuses: number[] = [];
      let last = await get('/appkit/v1/config', { headers: { origin: APP_ORIGIN } });
      statuses.push(last.status);
      for (let i = 0; i < 4; i++) {
        last = await get('/appkit/v1/config', { headers: { origin: APP_ORIGIN } });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(last.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(errorBody(last.json).code).toBe('RATE_LIMITED');
    });

    it('answers the health check without a project', async () => {
      const response = await call(server.url, 'GET', '/healthz');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ status: 'ok' });
    });

    it('answers 404 for unknown routes', async () => {
      const response = await get('/nope');
      expect(response.status).toBe(404);
      expect(errorBody(response.json).code).toBe('NOT_FOUND');
    });
  });

  describe('config and origins', () => {
    it('answers the SPEC §9 defaults, then the project overrides at once', async () => {
      // Without a login service configured, e-mail and social logins are not offered whatever the project says.
      const noLogin = { email: false, socials: false };
      const first = z.parse(ConfigResponseSchema, (await get('/appkit/v1/config')).json);
      expect(first.features).toEqual({ ...DEFAULT_REMOTE_FEATURES, ...noLogin });
      await setProjectFeatures(database, PROJECT, {
        multiWallet: true,
        swaps: false,
        socials: ['google', 'x'],
      });
      const second = z.parse(ConfigResponseSchema, (await get('/appkit/v1/config')).json);
      expect(second.features).toEqual({
        ...DEFAULT_REMOTE_FEATURES,
        multiWallet: true,
        swaps: false,
        ...noLogin,
      });
    });

    it('lists the allowed origins in canonical form, sorted', async () => {
      const { allowedOrigins } = z.parse(OriginsResponseSchema, (await get('/projects/v1/origins')).json);
      expect(allowedOrigins).toEqual(['http://localhost:*', 'https://*.example.org', APP_ORIGIN]);
    });
  });

  describe('wallet directory', () => {
    const wallets = async (query: CallOptions['query']) => {
      const response = await get('/getWallets', { query });
      expect(response.status).toBe(200);
      return z.parse(GetWalletsResponseSchema, response.json);
    };

    it('pages through the dataset in its order', async () => {
      const all = await wallets({});
      expect(all.count).toBe(12);
      expect(all.data.length).toBeLessThanOrEqual(WALLETS_PER_PAGE);
      expect(all.data[0]?.name).toBe('MetaMask');
      expect(all.data.map((wallet) => wallet.order)).toEqual(
        [...all.data.map((wallet) => wallet.order)].sort((a, b) => a - b),
      );
      const third = await wallets({ page: '3', entries: '5' });
      expect(third.count).toBe(12);
      expect(third.data.map((wallet) => wallet.id)).toEqual(
        all.data.slice(10, 12).map((wallet) => wallet.id),
      );
      expect((await wallets({ page: '4', entries: '5' })).data).toEqual([]);
    });

    it('answers with an ETag and a background-revalidated Cache-Control, and 304 when the page holds it', async () => {
      const first = await get('/getWallets', { query: { page: '1', entries: '4' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(cacheControl(DIRECTORY_CACHE));
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get('/getWallets', {
        query: { page: '1', entries: '4' },
        headers: { 'if-none-match': `"other", ${etag}` },
      });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const otherPage = await get('/getWallets', {
        query: { page: '2', entries: '4' },
        headers: { 'if-none-match': etag },
      });
      expect(otherPage.status).toBe(200);
      expect(otherPage.headers.get('etag')).not.toBe(etag);
    });

    it('searches names case-insensitively, best match first', async () => {
      expect((await wallets({ search: 'RAIN' })).data.map((wallet) => wallet.name)).toEqual(['Rainbow']);
      expect((await wallets({ search: 'wallet' })).data.map((wallet) => wallet.name)).toEqual([
        'Coinbase Wallet',
        'Trust Wallet',
        'OKX Wallet',
        'Uniswap Wallet',
      ]);
      expect((await wallets({ search: 'metamask' })).data[0]?.name).toBe('MetaMask');
      expect((await wallets({ search: 'zzz' })).count).toBe(0);
    });

    it('filters by include, exclude, chains and badge', async () => {
      const included = await wallets({
        include: `${METAMASK},1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369`,
      });
      expect(included.data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Rainbow']);
      expect((await wallets({ exclude: METAMASK })).count).toBe(11);
      const solana = await wallets({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,cosmos:cosmoshub-4' });
      expect(solana.data.map((wallet) => wallet.name)).toEqual([
        'Coinbase Wallet',
        'Trust Wallet',
        'Phantom',
        'OKX Wallet',
        'Ledger Live',
      ]);
      expect((await wallets({ badge_type: 'certified' })).count).toBe(0);
      expect((await wallets({ badge_type: 'none' })).count).toBe(12);
    });

    it('names the bad parameter', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ page: '0' }, 'page'],
        [{ page: 'two' }, 'page'],
        [{ entries: '101' }, 'entries'],
        [{ include: 'a,b c' }, 'include'],
        [{ chains: 'eip155' }, 'chains'],
        [{ badge_type: 'gold' }, 'badge_type'],
        [{ search: 'x'.repeat(101) }, 'search'],
      ];
      for (const [query, field] of cases) {
        const response = await get('/getWallets', { query });
        expect(response.status).toBe(400);
        expect(errorBody(response.json).field?.split('.')[0]).toBe(field);
      }
    });

    it('serves a re-imported dataset at once', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gangway-dataset-'));
      try {
        mkdirSync(join(dir, 'icons'));
        const png = Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(32),
        ]);
        writeFileSync(join(dir, 'icons', 'one.png'), png);
        writeFileSync(
          join(dir, 'wallets.json'),
          JSON.stringify([
            {
              id: 'one',
              name: 'One Wallet',
              image_id: 'one',
              image_file: 'one.png',
              chains: ['eip155:1'],
              badge_type: 'certified',
            },
            {
              id: 'two',
              name: 'Two',
              image_file: 'missing.svg',
              app_store: 'https://apps.apple.com/app/two/id1',
            },
          ]),
        );
        expect(await importDirectory(database, join(dir, 'wallets.json'))).toEqual({
          wallets: 2,
          icons: 1,
          skippedIcons: ['missing.svg'],
        });
        const listing = await wallets({});
        expect(listing.count).toBe(2);
        expect(listing.data[1]?.app_store).toBe('https://apps.apple.com/app/two/id1');
        expect((await wallets({ badge_type: 'certified' })).data.map((wallet) => wallet.id)).toEqual(['one']);
        const icon = await get('/getWalletImage/one');
        expect(icon.headers.get('content-type')).toBe('image/png');
        const monogram = await get('/getWalletImage/two');
        expect(monogram.headers.get('content-type')).toBe('image/svg+xml');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('images', () => {
    it('serves wallet monograms with type, cache and safety headers, and 304 on a matching ETag', async () => {
      const response = await get(`/getWalletImage/${METAMASK}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.text).toContain('>MM<');
      expect(response.headers.get('cache-control')).toBe(cacheControl(IMAGE_CACHE));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const etag = response.headers.get('etag') ?? '';
      expect((await get(`/getWalletImage/${METAMASK}`, { headers: { 'if-none-match': etag } })).status).toBe(
        304,
      );
    });

    it('serves network, currency and token images it knows, 404 for others', async () => {
      expect((await get('/public/getAssetImage/eip155:1')).status).toBe(200);
      expect((await get('/public/getCurrencyImage/usd')).status).toBe(200);
      expect((await get('/public/getTokenImage/ETH')).status).toBe(200);
      for (const path of [
        '/getWalletImage/unknown',
        '/public/getAssetImage/eip155:999',
        '/public/getCurrencyImage/XYZ',
        '/public/getTokenImage/NOPE',
      ]) {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(errorBody(response.json).code).toBe('NOT_FOUND');
      }
      const bad = await get('/getWalletImage/%3Cscript%3E');
      expect(bad.status).toBe(400);
      expect(errorBody(bad.json).field).toBe('id');
    });
  });

  describe('analytics', () => {
    const event = (eventId: string) => ({
      eventId,
      url: 'https://app.example.com/page',
      domain: 'app.example.com',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    });
    const stored = () => database.db.selectFrom('analytics_events').selectAll().execute();

    it('says analytics is on', async () => {
      expect(z.parse(AnalyticsConfigResponseSchema, (await get('/getAnalyticsConfig')).json)).toEqual({
        isAnalyticsEnabled: true,
      });
    });

    it('stores an event before acknowledging it, once per eventId', async () => {
      const first = await post('/e', event('e-1'), { headers: { origin: APP_ORIGIN } });
      expect(first.status).toBe(202);
      expect(first.json).toEqual({ eventId: 'e-1' });
      expect((await post('/e', event('e-1'), { headers: { origin: APP_ORIGIN } })).status).toBe(202);
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        project_id: PROJECT,
        event_id: 'e-1',
        origin: APP_ORIGIN,
        client_timestamp: 1_700_000_000_000,
      });
      expect(rows[0]?.props).toEqual(event('e-1').props);
    });

    it('takes sendBeacon text/plain bodies', async () => {
      const response = await post('/e', JSON.stringify(event('beacon')), {
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: APP_ORIGIN },
      });
      expect(response.status).toBe(202);
    });

    it('refuses bad events naming the field, and other origins with 403', async () => {
      const fromApp = { headers: { origin: APP_ORIGIN } };
      const missing = await post('/e', { ...event('x'), props: { type: 'track' } }, fromApp);
      expect(missing.status).toBe(400);
      expect(errorBody(missing.json).field).toBe('props.event');
      const notJson = await post('/e', '{"eventId":', {
        headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      });
      expect(notJson.status).toBe(400);
      expect(errorBody(notJson.json).code).toBe('INVALID_JSON');
      const forbidden = await post('/e', event('y'), { headers: { origin: 'https://evil.com' } });
      expect(forbidden.status).toBe(403);
      const withoutOrigin = await post('/e', event('z'));
      expect(withoutOrigin.status).toBe(403);
      expect(errorBody(withoutOrigin.json).code).toBe('ORIGIN_NOT_ALLOWED');
      expect(await stored()).toHaveLength(0);
    });
  });

  describe('blockchain API input', () => {
    it('lists the supported chains', async () => {
      expect(z.parse(SupportedChainsResponseSchema, (await get('/v1/supported-chains')).json)).toEqual({
        http: ['eip155:1'],
        ws: [],
      });
    });

    it('names bad balance parameters and unsupported chains', async () => {
      const cases: [string, Record<string, string>, string][] = [
        ['/v1/account/0x123/balance', {}, 'address'],
        [`/v1/account/${ACCOUNT}/balance`, { chainId: 'eip155:137' }, 'chainId'],
        [`/v1/account/${ACCOUNT}/balance`, { chainId: '1' }, 'chainId'],
        [`/v1/account/${ACCOUNT}/balance`, { currency: 'eur' }, 'currency'],
      ];
      for (const [path, query, field] of cases) {
        const response = await get(path, { query });
        expect(response.status).toBe(400);
        expect(errorBody(response.json).field).toBe(field);
      }
    });

    it('prices the native currency and leaves out what it cannot price', async () => {
      const response = await post('/v1/fungible/price', {
        currency: 'usd',
        projectId: PROJECT,
        addresses: [
          'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          'eip155:137:0x5fbdb2315678afecb367f032d93f642f64180aa3',
        ],
      });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        fungibles: [
          {
            name: 'Ether',
            symbol: 'ETH',
            price: 3000,
            address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            iconUrl: `${server.url}/public/getTokenImage/ETH?projectId=${PROJECT}`,
          },
        ],
      });
    });

    it('names bad price requests', async () => {
      const cases: [unknown, string][] = [
        [{ currency: 'usd', addresses: [] }, 'addresses'],
        [{ currency: 'usd', addresses: ['0x5fbdb2315678afecb367f032d93f642f64180aa3'] }, 'addresses.0'],
        [{ currency: 'usd', addresses: ['eip155:1:0x12'] }, 'addresses.0'],
        [{ currency: 'btc', addresses: ['eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3'] }, 'currency'],
        [
          {
            currency: 'usd',
            addresses: ['eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3'],
            projectId: 'other',
          },
          'projectId',
        ],
        ['[1,2', 'body'],
      ];
      for (const [body, field] of cases) {
        const response = await post('/v1/fungible/price', body);
        expect(response.status).toBe(400);
        expect(errorBody(response.json).field).toBe(field);
      }
    });
  });

  describe('RPC proxy', () => {
    const rpc = (body: unknown, query: Record<string, string> = {}) =>
      post('/v1/', body, { query: { chainId: 'eip155:1', ...query } });
    const request = (id: number | string, method: string) => ({ jsonrpc: '2.0', id, method, params: [] });

    it('forwards single requests and keeps the caller id', async () => {
      const response = await rpc(request('abc', 'eth_blockNumber'));
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ jsonrpc: '2.0', id: 'abc', result: '0x10' });
    });

    it('answers eth_chainId and net_version from cache after the first call', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await rpc(request(i, 'eth_chainId'))).json).toEqual({ jsonrpc: '2.0', id: i, result: '0x1' });
        expect((await rpc([request(i, 'net_version')])).json).toEqual([
          { jsonrpc: '2.0', id: i, result: '1' },
        ]);
      }
      expect(upstream.calls.filter((method) => method === 'eth_chainId')).toHaveLength(1);
      expect(upstream.calls.filter((method) => method === 'net_version')).toHaveLength(1);
      await rpc(request(9, 'eth_blockNumber'));
      await rpc(request(10, 'eth_blockNumber'));
      expect(upstream.calls.filter((method) => method === 'eth_blockNumber')).toHaveLength(2);
    });

    it('answers batches in order, refusing node-key and non-eth methods without forwarding them', async () => {
      const response = await rpc([
        request(1, 'eth_blockNumber'),
        request(1, 'eth_sendTransaction'),
        request(2, 'anvil_setBalance'),
        request(3, 'eth_foo'),
      ]);
      expect(response.status).toBe(200);
      const answers = response.json as { id: unknown; result?: unknown; error?: { code: number } }[];
      expect(answers.map((answer) => answer.id)).toEqual([1, 1, 2, 3]);
      expect(answers[0]?.result).toBe('0x10');
      expect(answers[1]?.error?.code).toBe(RPC_ERROR_CODES.METHOD_NOT_FOUND);
      expect(answers[2]?.error?.code).toBe(RPC_ERROR_CODES.METHOD_NOT_FOUND);
      expect(answers[3]?.error?.code).toBe(-32601);
      expect(upstream.calls).not.toContain('eth_sendTransaction');
      expect(upstream.calls).not.toContain('anvil_setBalance');
    });

    it('refuses bad envelopes and oversized batches with 400 JSON-RPC errors naming the field', async () => {
      const cases: [unknown, number, string][] = [
        [[], RPC_ERROR_CODES.INVALID_REQUEST, 'body'],
        [
          Array.from({ length: RPC_BATCH_SIZE + 1 }, (_, i) => request(i, 'eth_blockNumber')),
          RPC_ERROR_CODES.INVALID_REQUEST,
          'body',
        ],
        [
          [request(1, 'eth_blockNumber'), { jsonrpc: '2.0', id: 2 }],
          RPC_ERROR_CODES.INVALID_REQUEST,
          '1.method',
        ],
        [{ ...request(1, 'eth_blockNumber'), jsonrpc: '1.0' }, RPC_ERROR_CODES.INVALID_REQUEST, 'jsonrpc'],
        [{ jsonrpc: '2.0', method: 'eth_blockNumber' }, RPC_ERROR_CODES.INVALID_REQUEST, 'id'],
        ['{"jsonrpc":', RPC_ERROR_CODES.PARSE_ERROR, 'body'],
      ];
      for (const [body, code, field] of cases) {
        const response = await rpc(body);
        expect(response.status).toBe(400);
        expect(response.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code, data: { field } } });
      }
      expect(upstream.calls).toEqual([]);
    });

    it('answers guard and chain errors as JSON-RPC too', async () => {
      const unknownChain = await rpc(request(1, 'eth_blockNumber'), { chainId: 'eip155:5' });
      expect(unknownChain.status).toBe(400);
      expect(unknownChain.json).toMatchObject({
        error: { code: RPC_ERROR_CODES.INVALID_REQUEST, data: { field: 'chainId' } },
      });
      const unknownProject = await rpc(request(1, 'eth_blockNumber'), { projectId: 'nope' });
      expect(unknownProject.status).toBe(403);
      expect(unknownProject.json).toMatchObject({ error: { code: RPC_ERROR_CODES.REQUEST_REFUSED } });
    });

    it('turns a garbled upstream into a clear 502', async () => {
      upstream.behaviour = 'garbage';
      const response = await rpc(request(1, 'eth_blockNumber'));
      expect(response.status).toBe(502);
      expect(response.json).toMatchObject({ error: { code: RPC_ERROR_CODES.RESOURCE_UNAVAILABLE } });
      expect(JSON.stringify(response.json)).toContain(
        'Invalid response from RPC endpoint 1 of eip155:1: not JSON',
      );
      expect(JSON.stringify(response.json)).not.toContain(upstream.url);
    });
  });

  describe('admin API', () => {
    const admin = (method: string, path: string, token: string | undefined, body?: unknown) =>
      call(server.url, method, `/admin/v1${path}`, {
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('needs a bearer token, and the operator token to create projects', async () => {
      expect((await admin('GET', '/projects', undefined)).status).toBe(401);
      expect((await admin('GET', '/projects', 'wrong-token')).status).toBe(403);
      const created = await admin('POST', '/projects', OPERATOR_TOKEN, {
        id: 'made',
        allowedOrigins: ['https://made.example'],
      });
      expect(created.status).toBe(201);
      const { adminToken, project } = created.json as {
        adminToken: string;
        project: { id: string; allowedOrigins: string[] };
      };
      expect(project).toMatchObject({ id: 'made', allowedOrigins: ['https://made.example'] });
      expect((await admin('POST', '/projects', adminToken, { id: 'other' })).status).toBe(403);
      expect((await admin('POST', '/projects', OPERATOR_TOKEN, { id: 'made' })).status).toBe(409);
    });

    it('lets a project token manage its own project only, until it is rotated', async () => {
      const { adminToken } = (await admin('POST', '/projects', OPERATOR_TOKEN, { id: 'mine' })).json as {
        adminToken: string;
      };
      expect((await admin('GET', '/projects/mine', adminToken)).status).toBe(200);
      expect((await admin('GET', `/projects/${PROJECT}`, adminToken)).status).toBe(401);
      const patched = await admin('PATCH', '/projects/mine', adminToken, {
        features: { email: false, socials: null },
        rateLimit: { perSecond: 5, burst: 10 },
      });
      expect(patched.json).toMatchObject({
        project: { features: { email: false }, rateLimit: { perSecond: 5, burst: 10 } },
      });
      const added = await admin('POST', '/projects/mine/origins', adminToken, {
        origins: ['HTTP://LOCALHOST:*', 'https://a.example:443'],
      });
      expect(added.json).toMatchObject({
        project: { allowedOrigins: ['http://localhost:*', 'https://a.example'] },
      });
      const removed = await admin('DELETE', '/projects/mine/origins', adminToken, {
        origins: ['http://localhost:*'],
      });
      expect(removed.json).toMatchObject({ project: { allowedOrigins: ['https://a.example'] } });
      const rotated = (await admin('POST', '/projects/mine/token', adminToken)).json as {
        adminToken: string;
      };
      expect((await admin('GET', '/projects/mine', adminToken)).status).toBe(401);
      expect((await admin('GET', '/projects/mine', rotated.adminToken)).status).toBe(200);
      expect((await admin('DELETE', '/projects/mine', OPERATOR_TOKEN)).status).toBe(204);
      expect((await admin('GET', '/projects/mine', OPERATOR_TOKEN)).status).toBe(404);
    });

    it('refuses to delete a project with embedded-wallet users (their keys would go) unless forced', async () => {
      await admin('POST', '/projects', OPERATOR_TOKEN, { id: 'wallets' });
      await database.db
        .insertInto('embedded_users')
        .values({ id: 'user-1', project_id: 'wallets' })
        .execute();
      const refused = await admin('DELETE', '/projects/wallets', OPERATOR_TOKEN);
      expect(refused.status).toBe(409);
      expect(errorBody(refused.json).message).toMatch(/1 embedded-wallet users.*export/);
      expect((await admin('GET', '/projects/wallets', OPERATOR_TOKEN)).status).toBe(200);
      expect((await admin('DELETE', '/projects/wallets?force=maybe', OPERATOR_TOKEN)).status).toBe(400);
      expect((await admin('DELETE', '/projects/wallets?force=true', OPERATOR_TOKEN)).status).toBe(204);
      expect((await admin('GET', '/projects/wallets', OPERATOR_TOKEN)).status).toBe(404);
      expect(await database.db.selectFrom('embedded_users').selectAll().execute()).toEqual([]);
    });

    it('lets a project token lower its rate limit but only the operator raise it', async () => {
      const { adminToken } = (await admin('POST', '/projects', OPERATOR_TOKEN, { id: 'capped' })).json as {
        adminToken: string;
      };
      const patch = (token: string, rateLimit: unknown) =>
        admin('PATCH', '/projects/capped', token, { rateLimit });
      expect((await patch(adminToken, { perSecond: 10, burst: 20 })).status).toBe(200);
      for (const raise of [{ perSecond: 1_000_000, burst: 1_000_000 }, { perSecond: 11, burst: 20 }, null]) {
        const refused = await patch(adminToken, raise);
        expect(refused.status, JSON.stringify(raise)).toBe(403);
        expect(errorBody(refused.json).code).toBe('FORBIDDEN');
      }
      expect((await patch(adminToken, { perSecond: 5, burst: 5 })).status).toBe(200);
      const raised = await patch(OPERATOR_TOKEN, { perSecond: 1_000_000, burst: 1_000_000 });
      expect(raised.json).toMatchObject({
        project: { rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } },
      });
    });

    it('names bad fields', async () => {
      const cases: [unknown, string][] = [
        [{ id: 'bad id' }, 'id'],
        [{ allowedOrigins: ['not an origin'] }, 'allowedOrigins.0'],
        [{ allowedOrigins: ['https://ok.example', 'https://*.com'] }, 'allowedOrigins.1'],
        [{ allowedOrigins: ['https://*.co.uk'] }, 'allowedOrigins.0'],
        [{ features: { email: 'yes' } }, 'features.email'],
        [{ features: { teleport: true } }, 'features'],
        [{ rateLimit: { perSecond: 0, burst: 1 } }, 'rateLimit.perSecond'],
      ];
      for (const [body, field] of cases) {
        const response = await admin('POST', '/projects', OPERATOR_TOKEN, body);
        expect(response.status).toBe(400);
        expect(errorBody(response.json).field).toBe(field);
      }
      const patch = await admin('PATCH', `/projects/${PROJECT}`, OPERATOR_TOKEN, {
        features: { swaps: ['uniswap'] },
      });
      expect(patch.status).toBe(400);
      expect(errorBody(patch.json).field).toBe('features.swaps');
    });
  });
}
