// The 1inch and 0x swap providers against recorded answers (fixtures/swap: the shapes their APIs document; the hosts
// are not reachable from here) served on loopback: what each sends (key in a header only, never in the URL; the
// parameters), what it makes of the answers, and what a refusal, garbage, a hang and no liquidity become.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CaipNetworkId } from '@gangway/protocol';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedChainConfig } from '../src/config/resolveConfig.ts';
import type { SwapConfig } from '../src/config/swapConfig.ts';
import { ApiError } from '../src/errors/ApiError.ts';
import type { RpcUpstream } from '../src/upstreams/rpc/RpcUpstream.ts';
import { buildSwapProviders } from '../src/upstreams/swap/buildSwapProviders.ts';
import type { SwapProvider } from '../src/upstreams/swap/SwapProvider.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;
const TAKER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const KEY = 'recorded-test-key-0123456789';
const recorded = (name: string) => readFileSync(new URL(`./fixtures/swap/${name}`, import.meta.url), 'utf8');

interface Seen {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}
type Answer = { status: number; body: string } | 'hang';

let server: Server;
let base: string;
const seen: Seen[] = [];
let answer: (path: string) => Answer = () => ({ status: 404, body: '{}' });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const reply = answer(url.pathname);
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const noRpc: RpcUpstream = {
  call: async () => {
    throw new Error('the aggregators never read the chain');
  },
} as unknown as RpcUpstream;

function providerOf(swap: SwapConfig, timeoutMs = 2_000): SwapProvider {
  const chain = { id: CHAIN, swap } as ResolvedChainConfig;
  const provider = buildSwapProviders([chain], noRpc, { timeoutMs, maxResponseBytes: 1_000_000 }).get(CHAIN);
  if (!provider) throw new Error('no provider built');
  return provider;
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const sell = {
  from: 'native' as const,
  to: USDC,
  amount: 10n ** 18n,
  kind: 'exactIn' as const,
  taker: TAKER,
};

describe('1inch', () => {
  const oneInch = () => providerOf({ source: '1inch', apiKey: KEY, apiUrl: base });

  it('quotes, builds and names its spender from the recorded answers, the key as a Bearer header', async () => {
    answer = (path) => ({
      status: 200,
      body: recorded(
        path.endsWith('/quote')
          ? '1inch-quote.json'
          : path.endsWith('/swap')
            ? '1inch-swap.json'
            : '1inch-spender.json',
      ),
    });
    seen.length = 0;
    const provider = oneInch();
    expect(provider.name).toBe('1inch');
    expect(await provider.quote(sell)).toEqual({
      fromAmount: 10n ** 18n,
      toAmount: 2_987_412_563n,
      priceImpact: null,
      gas: 178_455n,
    });
    const built = await provider.build({ ...sell, slippageBps: 100, disableEstimate: false });
    expect(built).toMatchObject({
      to: '0x111111125421cA6dc452d289314280a0f8842A65',
      value: 10n ** 18n,
      minimumReceived: (2_987_412_563n * 9_900n) / 10_000n,
      maximumSold: 10n ** 18n,
    });
    expect(built.data.startsWith('0x07ed2379')).toBe(true);
    expect(await provider.spender()).toBe('0x111111125421cA6dc452d289314280a0f8842A65');

    const [quote, swap, spender] = seen;
    expect(quote?.path).toBe('/swap/v6.0/1/quote');
    expect(Object.fromEntries(quote?.query ?? [])).toEqual({
      src: NATIVE,
      dst: USDC,
      amount: '1000000000000000000',
      includeGas: 'true',
    });
    expect(swap?.path).toBe('/swap/v6.0/1/swap');
    expect(swap?.query.get('slippage')).toBe('1');
    expect(swap?.query.get('from')).toBe(TAKER);
    expect(spender?.path).toBe('/swap/v6.0/1/approve/spender');
    for (const request of seen) {
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.query.toString()).not.toContain(KEY);
    }
  });

  it('turns its refusals, garbage, a hang and exact outputs into our errors', async () => {
    answer = () => ({ status: 400, body: recorded('1inch-insufficient-liquidity.json') });
    expect((await apiError(oneInch().quote(sell))).code).toBe('INSUFFICIENT_LIQUIDITY');
    answer = () => ({ status: 200, body: '{"dstAmount": "lots"}' });
    const garbage = await apiError(oneInch().quote(sell));
    expect([garbage.statusCode, garbage.code]).toEqual([502, 'UPSTREAM_ERROR']);
    expect(garbage.message).not.toContain(base);
    answer = () => ({ status: 500, body: 'oops' });
    expect((await apiError(oneInch().quote(sell))).statusCode).toBe(502);
    answer = () => 'hang';
    const slow = providerOf({ source: '1inch', apiKey: KEY, apiUrl: base }, 300);
    const hung = await apiError(slow.quote(sell));
    expect([hung.statusCode, hung.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
    const exactOut = await apiError(oneInch().quote({ ...sell, kind: 'exactOut' }));
    expect([exactOut.code, exactOut.field]).toEqual(['BAD_REQUEST', 'kind']);
  });

  it('refuses a swap built for another address', async () => {
    answer = () => ({
      status: 200,
      body: recorded('1inch-swap.json').replace(TAKER.slice(2).toLowerCase(), '1'.repeat(40)),
    });
    const error = await apiError(oneInch().build({ ...sell, slippageBps: 50, disableEstimate: false }));
    expect(error.code).toBe('UPSTREAM_ERROR');
  });
});

describe('0x', () => {
  const zeroEx = () => providerOf({ source: '0x', apiKey: KEY, apiUrl: base });

  it('prices and builds through the AllowanceHolder from the recorded answers, the key in 0x-api-key', async () => {
    seen.length = 0;
    answer = (path) => ({
      status: 200,
      body: recorded(path.endsWith('/price') ? '0x-price.json' : '0x-quote.json'),
    });
    const provider = zeroEx();
    expect(await provider.spender()).toBe('0x0000000000001fF3684f28c67538d4D072C22734');
    expect(await provider.quote(sell)).toEqual({
      fromAmount: 10n ** 18n,
      toAmount: 2_991_045_621n,
      priceImpact: null,
      gas: 156_032n,
    });
    const selling = {
      from: USDC,
      to: 'native' as const,
      amount: 3_000_000_000n,
      kind: 'exactIn' as const,
      taker: TAKER,
    };
    const built = await provider.build({ ...selling, slippageBps: 100, disableEstimate: false });
    expect(built).toMatchObject({
      to: '0x0000000000001fF3684f28c67538d4D072C22734',
      value: 0n,
      minimumReceived: 990_506n,
      maximumSold: 3_000_000_000n,
      quote: { toAmount: 1_000_512n, gas: 252_208n },
    });
    const [price, quote] = seen;
    expect(price?.path).toBe('/swap/allowance-holder/price');
    expect(Object.fromEntries(price?.query ?? [])).toEqual({
      chainId: '1',
      sellToken: NATIVE,
      buyToken: USDC,
      sellAmount: '1000000000000000000',
      taker: TAKER,
    });
    expect(quote?.path).toBe('/swap/allowance-holder/quote');
    expect(quote?.query.get('slippageBps')).toBe('100');
    for (const request of seen) {
      expect(request.headers['0x-api-key']).toBe(KEY);
      expect(request.headers['0x-version']).toBe('v2');
      expect(request.query.toString()).not.toContain(KEY);
    }
  });

  it('no liquidity, an input it refuses, an allowance asked for another contract', async () => {
    answer = () => ({ status: 200, body: recorded('0x-no-liquidity.json') });
    expect((await apiError(zeroEx().quote(sell))).code).toBe('INSUFFICIENT_LIQUIDITY');
    answer = () => ({ status: 400, body: recorded('0x-invalid-input.json') });
    const refused = await apiError(zeroEx().quote(sell));
    expect([refused.code, refused.message]).toEqual([
      'BAD_REQUEST',
      '0x refused the swap: The input is invalid',
    ]);
    answer = () => ({
      status: 200,
      body: recorded('0x-quote.json').replace(
        '"spender": "0x0000000000001ff3684f28c67538d4d072c22734"',
        `"spender": "0x${'2'.repeat(40)}"`,
      ),
    });
    expect((await apiError(zeroEx().build({ ...sell, slippageBps: 100, disableEstimate: false }))).code).toBe(
      'UPSTREAM_ERROR',
    );
  });
});
