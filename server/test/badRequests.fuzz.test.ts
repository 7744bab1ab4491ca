// Property test: over 10,000 generated bad (and some good) requests across every route of a running
// server find no 5xx, and every 400 names the field at fault.

import { type Devnet, startChains } from '@gangway/devnet';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { startTestServer, urlWithQuery } from './helpers/testServer.ts';

const PROJECT = 'fuzz';
const ORIGIN = 'https://fuzz.example';
const OPERATOR_TOKEN = 'operator-token-for-the-fuzz-test';
const VALID_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const REQUESTS_PER_RUN = 25;
const MIN_REQUESTS = 10_000;

interface FuzzRequest {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string>;
  body?: string;
}

let devnet: Devnet;
let testDb: TestDatabase;
let server: RunningServer;
let sent = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  [devnet, testDb] = await Promise.all([
    startChains({ chainIds: [1], basePort: 'auto', deployContracts: false }),
    openTestDatabase('pglite'),
  ]);
  await createProject(testDb.database, {
    id: PROJECT,
    allowedOrigins: parseAllowedOrigins([ORIGIN]),
    rateLimit: { perSecond: 1_000_000, burst: 1_000_000 },
  });
  server = await startTestServer(testDb.database, {
    operatorToken: OPERATOR_TOKEN,
    chains: {
      'eip155:1': {
        rpcUrls: [devnet.chains[0]!.rpcUrl],
        prices: { source: 'fixed', prices: { native: 3000 } },
      },
    },
  });
});

afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.stop(), testDb?.dispose()]);
});

// ---- pieces ----
const weird = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%zz',
  '../..',
  '\u0000',
  'eip155',
  'eip155:1',
  'eip155:1:0x',
  `${'a'.repeat(300)}`,
  '🦊',
  'a,b,,c',
  ',',
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  weird,
  fc.integer().map(String),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const projectId = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | string[] | undefined>(PROJECT) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: text },
  { weight: 1, arbitrary: fc.constant('unknown-project') },
  { weight: 1, arbitrary: fc.constant<string[]>([PROJECT, PROJECT]) },
);
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});
const headers = fc.record(
  {
    origin: fc.oneof(
      { weight: 4, arbitrary: fc.constant(ORIGIN) },
      fc.constant('https://evil.example'),
      fc.constant('null'),
      printable,
    ),
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      fc.constant('text/plain'),
      fc.constant('application/x-www-form-urlencoded'),
      printable,
    ),
    'if-none-match': printable,
    authorization: fc.oneof(
      fc.constant(`Bearer ${OPERATOR_TOKEN}`),
      printable.map((token) => `Bearer ${token}`),
      printable,
    ),
  },
  { requiredKeys: [] },
);
const sdkQuery = fc.record({
  projectId,
  st: maybe(fc.oneof(text, fc.constant('x'.repeat(65)))),
  sv: maybe(text),
});
const jsonText = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '[1,',
      '{"a":}',
      'null',
      '{"__proto__":{"x":1}}',
      `"${'x'.repeat(70_000)}"`,
    ),
  },
);
const mutate = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        fc.oneof({ weight: 3, arbitrary: value }, fc.jsonValue({ maxDepth: 2 })),
      ]),
    ),
    { requiredKeys: [] },
  );
const anyQuery = fc.dictionary(
  fc.constantFrom(
    'page',
    'entries',
    'include',
    'exclude',
    'chains',
    'search',
    'badge_type',
    'chainId',
    'currency',
    'forceUpdate',
    'x',
  ),
  fc.oneof(text, fc.array(text, { maxLength: 3 })),
  { maxKeys: 5 },
);

function request(
  method: string,
  path: fc.Arbitrary<string>,
  query: fc.Arbitrary<FuzzRequest['query']>,
  body?: fc.Arbitrary<string | undefined>,
) {
  return fc.record({
    method: fc.constant(method),
    path,
    query,
    headers,
    body: body ?? fc.constant(undefined),
  });
}
const withSdk = (extra: fc.Arbitrary<FuzzRequest['query']>) =>
  fc.tuple(sdkQuery, extra).map(([sdk, rest]) => ({ ...rest, ...sdk }));

// ---- per route ----
const routes: Record<string, fc.Arbitrary<FuzzRequest>> = {
  config: request(
    'GET',
    fc.constantFrom(
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/v1/supported-chains',
    ),
    withSdk(anyQuery),
  ),
  wallets: request(
    'GET',
    fc.constant('/getWallets'),
    withSdk(
      fc.record(
        {
          page: fc.oneof(text, fc.integer({ min: -5, max: 2_000_000 }).map(String)),
          entries: fc.oneof(text, fc.integer({ min: -5, max: 200 }).map(String)),
          include: text,
          exclude: text,
          chains: fc.oneof(text, fc.constant('eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
          search: fc.oneof(text, fc.string({ maxLength: 120 })),
          badge_type: fc.oneof(text, fc.constantFrom('none', 'certified')),
        },
        { requiredKeys: [] },
      ),
    ),
  ),
  images: request(
    'GET',
    fc
      .tuple(
        fc.constantFrom(
          '/getWalletImage/',
          '/public/getAssetImage/',
          '/public/getCurrencyImage/',
          '/public/getTokenImage/',
        ),
        fc.oneof(
          text.map(encodeURIComponent),
          weird,
          fc.constantFrom(
            'USD',
            'ETH',
            'eip155:1',
            'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
          ),
        ),
      )
      .map(([prefix, id]) => prefix + id),
    withSdk(fc.constant({})),
  ),
  analytics: request(
    'POST',
    fc.constant('/e'),
    withSdk(fc.constant({})),
    fc.oneof(
      jsonText,
      mutate({
        eventId: fc.uuid(),
        url: fc.webUrl(),
        domain: fc.domain(),
        timestamp: fc.integer({ min: 0 }),
        props: mutate({
          type: fc.constantFrom('track', 'error'),
          event: fc.string(),
          properties: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 })),
          stackTrace: fc.string(),
        }),
      }).map((value) => JSON.stringify(value)),
    ),
  ),
  balance: request(
    'GET',
    fc
      .oneof(
        text.map(encodeURIComponent),
        fc.constant(VALID_ADDRESS),
        fc
          .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 38, maxLength: 42 })
          .map((chars) => `0x${chars.join('')}`),
      )
      .map((address) => `/v1/account/${address}/balance`),
    withSdk(
      fc.record(
        {
          chainId: fc.oneof(
            text,
            fc.constantFrom('eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
          ),
          currency: fc.oneof(text, fc.constant('usd')),
          forceUpdate: text,
        },
        { requiredKeys: [] },
      ),
    ),
  ),
  prices: request(
    'POST',
    fc.constant('/v1/fungible/price'),
    withSdk(fc.constant({})),
    fc.oneof(
      jsonText,
      mutate({
        currency: fc.constantFrom('usd', 'eur'),
        projectId: fc.constantFrom(PROJECT, 'other'),
        addresses: fc.array(
          fc.oneof(
            text,
            fc.constant(`eip155:1:${VALID_ADDRESS}`),
            fc.constant('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
            fc
              .array(fc.constantFrom(...'0123456789abcdef'), { maxLength: 42 })
              .map((chars) => `eip155:1:0x${chars.join('')}`),
          ),
          { maxLength: 5 },
        ),
      }).map((value) => JSON.stringify(value)),
    ),
  ),
  rpc: (() => {
    const envelope = mutate({
      jsonrpc: fc.constant('2.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
      method: fc.oneof(
        fc.constantFrom(
          'eth_chainId',
          'eth_blockNumber',
          'net_version',
          'eth_getBalance',
          'eth_sendTransaction',
          'anvil_mine',
          'evm_snapshot',
          'eth_call',
        ),
        text,
      ),
      params: fc.oneof(
        fc.constant([]),
        fc.constant([VALID_ADDRESS, 'latest']),
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      ),
    });
    return request(
      'POST',
      fc.constantFrom('/v1/', '/v1'),
      withSdk(
        fc.record(
          {
            chainId: fc.oneof(
              { weight: 4, arbitrary: fc.constant('eip155:1') },
              text,
              fc.constant('eip155:5'),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      fc.oneof(
        jsonText,
        envelope.map((value) => JSON.stringify(value)),
        fc.array(envelope, { maxLength: 8 }).map((value) => JSON.stringify(value)),
        fc
          .integer({ min: 995, max: 1_005 })
          .map((size) =>
            JSON.stringify(
              Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
            ),
          ),
      ),
    );
  })(),
  admin: fc.record({
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
    path: fc.oneof(
      fc.constantFrom(
        '/admin/v1/projects',
        `/admin/v1/projects/${PROJECT}`,
        `/admin/v1/projects/${PROJECT}/origins`,
        `/admin/v1/projects/${PROJECT}/token`,
      ),
      text.map((id) => `/admin/v1/projects/${encodeURIComponent(id)}`),
    ),
    query: fc.constant({}),
    headers,
    body: fc.option(
      fc.oneof(
        jsonText,
        mutate({
          id: fc.oneof(fc.uuid(), text),
          name: text,
          allowedOrigins: fc.array(fc.oneof(text, fc.webUrl()), { maxLength: 3 }),
          origins: fc.array(fc.oneof(text, fc.webUrl()), { maxLength: 3 }),
          features: fc.dictionary(
            fc.constantFrom('email', 'swaps', 'socials', 'nope'),
            fc.jsonValue({ maxDepth: 1 }),
          ),
          rateLimit: mutate({ perSecond: fc.integer(), burst: fc.integer() }),
        }).map((value) => JSON.stringify(value)),
      ),
      { nil: undefined },
    ),
  }),
  anywhere: fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    path: fc.oneof(
      fc.webPath(),
      text.map((segment) => `/${encodeURIComponent(segment)}`),
      fc.constantFrom('/', '/v1/account//balance', '/getWalletImage/', '/admin', '/e/'),
    ),
    query: withSdk(anyQuery),
    headers,
    body: fc.option(jsonText, { nil: undefined }),
  }),
};

async function send(request: FuzzRequest): Promise<void> {
  const method = request.method;
  const body = method === 'GET' || method === 'HEAD' ? undefined : request.body;
  // A path starting with // would name another host.
  const path = `/${request.path.replace(/^\/+/, '')}`;
  const response = await fetch(urlWithQuery(server.url, path, request.query), {
    method,
    headers: request.headers,
    body,
  });
  const text = await response.text();
  sent++;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const context = `${method} ${request.path} ${JSON.stringify(request.query)} ${body?.slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  if (response.status === 400 && method !== 'HEAD') {
    let json: { field?: string; error?: { data?: { field?: string } } } = {};
    try {
      json = JSON.parse(text);
    } catch {
      expect.fail(`400 without a JSON body: ${context}`);
    }
    expect(json.field ?? json.error?.data?.field, context).toBeTruthy();
  }
}

it(`answers ${MIN_REQUESTS}+ generated bad requests across all routes with no 5xx and fields named in every 400`, async () => {
  const groups = Object.entries(routes);
  const runsPerGroup = Math.ceil(MIN_REQUESTS / REQUESTS_PER_RUN / groups.length);
  for (const [, arbitrary] of groups) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitrary, { minLength: REQUESTS_PER_RUN, maxLength: REQUESTS_PER_RUN }),
        async (requests) => {
          await Promise.all(requests.map(send));
        },
      ),
      { numRuns: runsPerGroup, endOnFailure: true },
    );
  }
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  console.info(
    `[fuzz] ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
}, 180_000);
