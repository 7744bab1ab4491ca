// The on-ramp routes (/v1/onramp/*, /v1/generators/onrampurl, the providers' webhooks) once on PGlite and once on
// PostgreSQL (onramp.pglite.test.ts, onramp.postgres.test.ts), with the Meld and Coinbase adapters against recorded
// answers (fixtures/onramp: the shapes their API documentation gives; the hosts are not reachable from here) served
// on loopback, over devnet anvil chains 1 and 137 with their USDC: options and limits (the providers' own, SPEC §9's
// fallback when none answers), quotes from both (best first), bad input, a provider that hangs or answers garbage,
// checkouts that open a pending purchase (or leave none when the provider fails), and webhooks: signed → applied,
// replayed → no-op, forged or stale → refused.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Devnet, devAccounts, startChains } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import {
  ApiErrorBodySchema,
  NATIVE_TOKEN_ADDRESS,
  OnrampOptionsResponseSchema,
  OnrampPurchaseSchema,
  OnrampQuoteResponseSchema,
  OnrampUrlResponseSchema,
} from '@gangway/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createProject, setProjectFeatures } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'onramp-test';
const OFF_PROJECT = 'onramp-off';
const MELD_SECRET = 'meld-webhook-secret-0123456789';
const COINBASE_SECRET = 'coinbase-webhook-secret-0123456789';
const KEY = 'recorded-test-key-0123456789';
const recorded = (name: string) =>
  readFileSync(new URL(`./fixtures/onramp/${name}`, import.meta.url), 'utf8');
const errorOf = (json: unknown) => z.parse(ApiErrorBodySchema, json);

type Mode = 'recorded' | 'limits-down' | 'coinbase-hangs' | 'coinbase-garbage' | 'meld-refuses' | 'all-hang';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export function describeOnrampSuite(kind: DatabaseKind): void {
  let devnet: Devnet;
  let testDb: TestDatabase;
  let server: RunningServer;
  let vendors: Server;
  let usdcPolygon: string;
  let mode: Mode = 'recorded';
  const seen: Seen[] = [];
  const visitor = devAccounts()[7]!.address;

  const post = (path: string, body: unknown, projectId = PROJECT) =>
    call(server.url, 'POST', path, { body, query: { projectId } });
  const get = (path: string, projectId = PROJECT) => call(server.url, 'GET', path, { query: { projectId } });
  const quoteBody = (amount: string, extra: Record<string, unknown> = {}) => ({
    purchaseCurrency: `eip155:137:${usdcPolygon}`,
    paymentCurrency: 'USD',
    amount,
    network: 'eip155:137',
    ...extra,
  });
  const checkoutBody = (provider: string, amount = '100.00') => ({
    destinationWallets: [
      { address: visitor, blockchains: ['eip155:137'], assets: [`eip155:137:${usdcPolygon}`] },
    ],
    defaultNetwork: 'eip155:137',
    defaultExperience: 'buy',
    presetFiatAmount: amount,
    paymentCurrency: 'USD',
    provider,
  });

  function answer(path: string): { status: number; body: string } | 'hang' {
    if (mode === 'all-hang') return 'hang';
    if (mode === 'limits-down' && path.includes('limits')) return { status: 500, body: '{}' };
    if (mode === 'limits-down' && path.endsWith('/buy/options')) return { status: 503, body: 'down' };
    if (path === '/meld/service-providers/limits/fiat-currency-purchases')
      return { status: 200, body: recorded('meld-limits.json') };
    if (path === '/meld/payments/crypto/quote')
      return mode === 'meld-refuses'
        ? { status: 400, body: recorded('meld-refusal.json') }
        : { status: 200, body: recorded('meld-quote.json') };
    if (path === '/meld/crypto/session/widget') return { status: 200, body: recorded('meld-session.json') };
    if (path === '/coinbase/onramp/v1/buy/options')
      return { status: 200, body: recorded('coinbase-options.json') };
    if (path === '/coinbase/onramp/v1/buy/quote') {
      if (mode === 'coinbase-hangs') return 'hang';
      if (mode === 'coinbase-garbage') return { status: 200, body: '{"payment_total":"lots"}' };
      return { status: 200, body: recorded('coinbase-quote.json') };
    }
    if (path === '/coinbase/onramp/v1/token')
      return mode === 'coinbase-garbage'
        ? { status: 200, body: '<html>oops</html>' }
        : { status: 200, body: recorded('coinbase-token.json') };
    return { status: 404, body: '{}' };
  }

  beforeAll(async () => {
    vendors = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        seen.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const reply = answer(path);
        if (reply === 'hang') return;
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    await new Promise<void>((resolve) => vendors.listen(0, '127.0.0.1', resolve));
    const vendorUrl = `http://127.0.0.1:${(vendors.address() as AddressInfo).port}`;
    [devnet, testDb] = await Promise.all([
      startChains({ chainIds: [1, 137], basePort: 'auto' }),
      openTestDatabase(kind),
    ]);
    usdcPolygon = devnet.contracts[137]!.usdc.toLowerCase();
    await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
    await createProject(testDb.database, { id: OFF_PROJECT });
    await setProjectFeatures(testDb.database, OFF_PROJECT, { onramp: false });
    server = await startTestServer(testDb.database, {
      chains: devnetServerChains(devnet.chains, devnet.contracts),
      rpc: { timeoutMs: 1_500 },
      onramp: {
        meld: { apiKey: KEY, webhookSecret: MELD_SECRET, apiUrl: `${vendorUrl}/meld` },
        coinbase: { apiKey: KEY, webhookSecret: COINBASE_SECRET, apiUrl: `${vendorUrl}/coinbase` },
      },
    });
  });

  beforeEach(() => {
    mode = 'recorded';
    seen.length = 0;
  });

  afterAll(async () => {
    await server?.close();
    vendors?.closeAllConnections();
    await new Promise((resolve) => vendors?.close(resolve));
    await Promise.all([devnet?.stop(), testDb?.dispose()]);
  });

  describe('options', () => {
    it('falls back to SPEC §9’s limits when no provider says its own', async () => {
      mode = 'limits-down';
      const response = await get('/v1/onramp/options');
      expect(response.status, response.text).toBe(200);
      const options = z.parse(OnrampOptionsResponseSchema, response.json);
      expect(
        options.paymentCurrencies.find((currency) => currency.id === 'USD')?.payment_method_limits,
      ).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ]);
    });

    it('lists USDC and the native currencies on both chains, the providers and their own limits', async () => {
      const response = await get('/v1/onramp/options');
      expect(response.status, response.text).toBe(200);
      const options = z.parse(OnrampOptionsResponseSchema, response.json);
      expect(options.defaultPurchaseCurrency).toBe('USDC');
      const usdc = options.purchaseCurrencies.find((currency) => currency.symbol === 'USDC');
      expect(usdc?.networks.map((network) => network.chainId)).toEqual(['eip155:1', 'eip155:137']);
      expect(usdc?.networks[1]).toMatchObject({ asset: `eip155:137:${usdcPolygon}`, decimals: 6 });
      expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(
        expect.arrayContaining(['ETH', 'POL', 'USDC']),
      );
      expect(options.providers.map((provider) => provider.id)).toEqual(['meld', 'coinbase']);
      // The widest of Meld's (20–20,000) and Coinbase's (5–5,000 card, 5–25,000 ACH).
      expect(
        options.paymentCurrencies.find((currency) => currency.id === 'USD')?.payment_method_limits,
      ).toEqual([
        { id: 'card', min: '5.00', max: '20000.00' },
        { id: 'ach_bank_account', min: '5.00', max: '25000.00' },
      ]);
      // Keys go in headers, never in a URL.
      const meld = seen.find((request) => request.path.startsWith('/meld/'));
      expect(meld?.headers.authorization).toBe(`BASIC ${KEY}`);
      expect(seen.find((request) => request.path.startsWith('/coinbase/'))?.headers.authorization).toBe(
        `Bearer ${KEY}`,
      );
    });

    it('answers 403 to a project whose remote onramp flag is off', async () => {
      const response = await get('/v1/onramp/options', OFF_PROJECT);
      expect(response.status).toBe(403);
      expect(errorOf(response.json).code).toBe('FORBIDDEN');
    });
  });

  describe('quotes', () => {
    it('quotes from both providers, best first, with their fees', async () => {
      const response = await post('/v1/onramp/quote', quoteBody('100.00'));
      expect(response.status, response.text).toBe(200);
      const quote = z.parse(OnrampQuoteResponseSchema, response.json);
      expect(quote.purchaseAmount).toEqual({ amount: '97.08', currency: 'USDC' });
      expect(quote.quotes.map((entry) => entry.provider)).toEqual(['meld', 'coinbase']);
      expect(quote.quotes[1]).toMatchObject({
        fee: { amount: '3.97', currency: 'USD' },
        networkFee: { amount: '0.01', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
      });
      const meld = JSON.parse(seen.find((request) => request.path === '/meld/payments/crypto/quote')!.body);
      expect(meld).toMatchObject({ destinationCurrencyCode: 'USDC_POLYGON', sourceAmount: 100 });
      const coinbase = JSON.parse(
        seen.find((request) => request.path === '/coinbase/onramp/v1/buy/quote')!.body,
      );
      expect(coinbase).toMatchObject({
        purchase_network: 'polygon',
        payment_amount: '100.00',
        payment_method: 'CARD',
      });
    });

    it('refuses amounts outside the limits, with too many decimals, unknown tokens and networks', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [quoteBody('1.00'), 'amount', /^Too small: expected amount to be >=5.00 USD/],
        [quoteBody('90000'), 'amount', /^Too big: expected amount to be <=20000.00 USD/],
        [quoteBody('10.001'), 'amount', /at most 2 decimals/],
        [quoteBody('0'), 'amount', /above 0/],
        [
          quoteBody('50', { purchaseCurrency: `eip155:137:0x${'12'.repeat(20)}` }),
          'purchaseCurrency',
          /not sold/,
        ],
        [quoteBody('50', { network: 'eip155:1' }), 'network', /Invalid chainId/],
        [
          quoteBody('50', { purchaseCurrency: `eip155:999:${NATIVE_TOKEN_ADDRESS}`, network: 'eip155:999' }),
          'network',
          /Unsupported chain/,
        ],
        [quoteBody('50', { paymentCurrency: 'GBP' }), 'paymentCurrency', /./],
      ];
      for (const [body, field, message] of cases) {
        const response = await post('/v1/onramp/quote', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const error = errorOf(response.json);
        expect(error.field, JSON.stringify(body)).toBe(field);
        expect(error.message).toMatch(message);
      }
    });

    it('keeps the quotes of the providers that answered when one hangs or answers garbage', async () => {
      for (const failing of ['coinbase-hangs', 'coinbase-garbage'] as const) {
        mode = failing;
        const response = await post('/v1/onramp/quote', quoteBody('100.00'));
        expect(response.status, response.text).toBe(200);
        const quote = z.parse(OnrampQuoteResponseSchema, response.json);
        expect(quote.quotes.map((entry) => entry.provider)).toEqual(['meld']);
        expect(quote.failures[0]?.provider).toBe('coinbase');
        expect(quote.failures[0]?.message).toMatch(
          failing === 'coinbase-hangs' ? /did not answer/ : /unexpected/,
        );
      }
    });

    it('names a provider’s refusal, and answers 504 when every provider hangs', async () => {
      mode = 'meld-refuses';
      const refused = z.parse(
        OnrampQuoteResponseSchema,
        (await post('/v1/onramp/quote', quoteBody('100.00'))).json,
      );
      expect(refused.quotes.map((entry) => entry.provider)).toEqual(['coinbase']);
      expect(refused.failures).toEqual([
        {
          provider: 'meld',
          message: 'Meld refused the purchase: Amount is below the minimum for this payment method',
        },
      ]);
      mode = 'all-hang';
      const hung = await post('/v1/onramp/quote', quoteBody('100.00'));
      expect(hung.status, hung.text).toBe(504);
      expect(errorOf(hung.json).code).toBe('UPSTREAM_TIMEOUT');
    });
  });

  describe('checkout and webhooks', () => {
    async function checkout(provider: string) {
      const response = await post('/v1/generators/onrampurl', checkoutBody(provider));
      expect(response.status, response.text).toBe(200);
      return z.parse(OnrampUrlResponseSchema, response.json);
    }
    const purchase = async (id: string) => {
      const response = await get(`/v1/onramp/purchases/${id}`);
      expect(response.status, response.text).toBe(200);
      return z.parse(OnrampPurchaseSchema, response.json);
    };
    function meldWebhook(purchaseId: string, options: { secret?: string; timestamp?: number } = {}) {
      const event = JSON.parse(recorded('meld-webhook-complete.json'));
      event.payload.externalSessionId = purchaseId;
      event.eventId = `evt-${purchaseId}`;
      const body = JSON.stringify(event);
      const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
      const url = `${server.url}/v1/onramp/webhooks/meld`;
      const signature = createHmac('sha256', options.secret ?? MELD_SECRET)
        .update(`${timestamp}.${url}.${body}`)
        .digest('base64url');
      return call(server.url, 'POST', '/v1/onramp/webhooks/meld', {
        body,
        headers: { 'meld-signature': signature, 'meld-signature-timestamp': timestamp },
      });
    }

    it('opens Meld’s checkout for a pending purchase; its signed webhook completes it once', async () => {
      const { url, purchaseId } = await checkout('meld');
      expect(url).toBe('https://meldcrypto.com?token=recorded.session.token');
      const session = JSON.parse(
        seen.find((request) => request.path === '/meld/crypto/session/widget')!.body,
      );
      expect(session).toMatchObject({
        sessionType: 'BUY',
        externalSessionId: purchaseId,
        sessionData: {
          walletAddress: visitor,
          serviceProvider: 'TRANSAK',
          destinationCurrencyCode: 'USDC_POLYGON',
        },
      });
      expect(await purchase(purchaseId)).toMatchObject({
        status: 'pending',
        provider: 'meld',
        symbol: 'USDC',
      });

      const applied = await meldWebhook(purchaseId);
      expect(applied.status, applied.text).toBe(200);
      expect(applied.json).toEqual({ outcome: 'applied' });
      expect((await purchase(purchaseId)).status).toBe('completed');
      const replayed = await meldWebhook(purchaseId);
      expect(replayed.json).toEqual({ outcome: 'replayed' });
      expect((await purchase(purchaseId)).status).toBe('completed');
    });

    it('refuses forged and stale webhooks and leaves the purchase pending', async () => {
      const { purchaseId } = await checkout('meld');
      const forged = await meldWebhook(purchaseId, { secret: 'not-the-secret-0123456789' });
      expect(forged.status).toBe(401);
      const stale = await meldWebhook(purchaseId, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
      expect(stale.status).toBe(401);
      const unsigned = await call(server.url, 'POST', '/v1/onramp/webhooks/meld', { body: { eventId: 'x' } });
      expect(unsigned.status).toBe(401);
      const unknown = await call(server.url, 'POST', '/v1/onramp/webhooks/nobody', { body: {} });
      expect(unknown.status).toBe(404);
      expect((await purchase(purchaseId)).status).toBe('pending');
    });

    it('opens Coinbase’s checkout with the address and purchase filled in; its failed event fails it', async () => {
      const { url, purchaseId } = await checkout('coinbase');
      const link = new URL(url);
      expect(link.origin).toBe('https://pay.coinbase.com');
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        sessionToken: 'ZWJlNDgwYmItNjBkMi00ZmFiLWIxYTQtMTM3MGI2YjJiNjFh',
        defaultNetwork: 'polygon',
        defaultAsset: 'USDC',
        presetFiatAmount: '100.00',
        partnerUserRef: purchaseId,
      });
      const token = JSON.parse(seen.find((request) => request.path === '/coinbase/onramp/v1/token')!.body);
      expect(token).toEqual({
        addresses: [{ address: visitor, blockchains: ['polygon'] }],
        assets: ['USDC'],
      });

      const event = JSON.parse(recorded('coinbase-webhook-failed.json'));
      event.partnerUserRef = purchaseId;
      const body = JSON.stringify(event);
      const t = String(Math.floor(Date.now() / 1000));
      const names = 'content-type x-event-type';
      const values = `application/json.${event.eventType}`;
      const v1 = createHmac('sha256', COINBASE_SECRET)
        .update(`${t}.${names}.${values}.${body}`)
        .digest('hex');
      const headers = {
        'content-type': 'application/json',
        'x-event-type': event.eventType,
        'x-hook0-signature': `t=${t},h=${names},v1=${v1}`,
      };
      const forged = await call(server.url, 'POST', '/v1/onramp/webhooks/coinbase', {
        body: body.replace('FAILED', 'SUCCESS'),
        headers,
      });
      expect(forged.status).toBe(401);
      const applied = await call(server.url, 'POST', '/v1/onramp/webhooks/coinbase', { body, headers });
      expect(applied.status, applied.text).toBe(200);
      expect((await purchase(purchaseId)).status).toBe('failed');
    });

    it('leaves no purchase behind when the provider fails, and refuses bad checkouts', async () => {
      mode = 'coinbase-garbage';
      const failed = await post('/v1/generators/onrampurl', checkoutBody('coinbase'));
      expect(failed.status).toBe(502);
      const rows = await testDb.database.db
        .selectFrom('onramp_purchases')
        .select('id')
        .where('provider', '=', 'coinbase')
        .execute();
      expect(rows).toHaveLength(1); // the one of the previous test only
      mode = 'recorded';
      const cases: [Record<string, unknown>, string][] = [
        [{ ...checkoutBody('meld'), provider: 'moonpay' }, 'provider'],
        [{ ...checkoutBody('meld'), presetFiatAmount: '2.00' }, 'amount'],
        [
          {
            ...checkoutBody('meld'),
            destinationWallets: [
              {
                address: 'not-an-address',
                blockchains: ['eip155:137'],
                assets: [`eip155:137:${usdcPolygon}`],
              },
            ],
          },
          'destinationWallets.0.address',
        ],
        [{ ...checkoutBody('meld'), defaultNetwork: 'eip155:1' }, 'defaultNetwork'],
      ];
      for (const [body, field] of cases) {
        const response = await post('/v1/generators/onrampurl', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(errorOf(response.json).field).toBe(field);
      }
      const unknownPurchase = await get('/v1/onramp/purchases/00000000-0000-4000-8000-000000000000');
      expect(unknownPurchase.status).toBe(404);
    });
  });
}
