// Balances, prices and the RPC proxy against devnet's anvil chains (tokens and Uniswap V2 deployed), plus
// upstreams that are down, hang or answer garbage.

import { type Devnet, devAccounts, PAIR_LIQUIDITY, startChains } from '@gangway/devnet';
import {
  BalanceResponseSchema,
  FungiblePriceResponseSchema,
  RPC_ERROR_CODES,
  type TokenBalance,
} from '@gangway/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { deadUrl, type FakeRpc, startFakeRpc } from './helpers/fakeRpc.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallOptions, call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'chain-test';
// Long enough for anvil on a loaded 2-core machine: a shorter one made the healthy chains' calls time out under load.
const TIMEOUT_MS = 3_000;

let devnet: Devnet;
let testDb: TestDatabase;
let server: RunningServer;
let hanging: FakeRpc;
let garbage: FakeRpc;
const holder = devAccounts()[1]!.address;
const receiver = devAccounts()[2]!.address;

const get = (path: string, query: CallOptions['query'] = {}) =>
  call(server.url, 'GET', path, { query: { projectId: PROJECT, ...query } });
const post = (path: string, body: unknown, query: CallOptions['query'] = {}) =>
  call(server.url, 'POST', path, { body, query: { projectId: PROJECT, ...query } });

async function balances(chainId: string, query: CallOptions['query'] = {}): Promise<TokenBalance[]> {
  const response = await get(`/v1/account/${holder}/balance`, { currency: 'usd', chainId, ...query });
  expect(response.status, response.text).toBe(200);
  return z.parse(BalanceResponseSchema, response.json).balances;
}

async function anvil(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

beforeAll(async () => {
  [devnet, testDb, hanging, garbage] = await Promise.all([
    startChains({ chainIds: [1, 137], basePort: 'auto' }),
    openTestDatabase('pglite'),
    startFakeRpc(10, 'hang'),
    startFakeRpc(8453, 'garbage'),
  ]);
  const [chain1, chain137] = devnet.chains;
  const contracts = devnet.contracts[1]!;
  const uniswap = {
    source: 'uniswapV2' as const,
    factory: contracts.uniswapV2Factory,
    stablecoin: contracts.usdc,
    wrappedNative: contracts.weth,
  };
  // The project's budget is far above what these tests send: they are about chains, not rate limits.
  await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  server = await startTestServer(testDb.database, {
    rpc: { timeoutMs: TIMEOUT_MS },
    chains: {
      'eip155:1': {
        rpcUrls: [chain1!.rpcUrl],
        tokens: [
          { address: contracts.usdc },
          { address: contracts.usdt },
          { address: contracts.gway },
          { address: contracts.zero },
        ],
        prices: uniswap,
      },
      'eip155:137': {
        rpcUrls: [await deadUrl(), chain137!.rpcUrl],
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        tokens: [{ address: contracts.usdc, name: 'Bridged USDC', symbol: 'USDC.e' }],
        prices: uniswap,
      },
      'eip155:10': { rpcUrls: [hanging.url] },
      'eip155:8453': { rpcUrls: [garbage.url] },
    },
  });
});

afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.stop(), testDb?.dispose(), hanging?.close(), garbage?.close()]);
});

describe('balances', () => {
  it('reads native and ERC20 balances in one call, priced from Uniswap V2 reserves, without 0-decimal tokens', async () => {
    const result = await balances('eip155:1');
    const bySymbol = Object.fromEntries(result.map((balance) => [balance.symbol, balance]));
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'GWAY', 'USDC', 'USDT']);
    const ethPrice = Number(PAIR_LIQUIDITY.wethUsdc.usdc) / Number(PAIR_LIQUIDITY.wethUsdc.base);
    expect(bySymbol.ETH).toMatchObject({
      name: 'Ether',
      chainId: 'eip155:1',
      address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      quantity: { decimals: '18', numeric: '10000' },
    });
    expect(bySymbol.ETH?.price).toBeCloseTo(ethPrice, 6);
    expect(bySymbol.ETH?.value).toBeCloseTo(10_000 * ethPrice, 2);
    expect(bySymbol.USDC).toMatchObject({
      name: 'USD Coin',
      price: 1,
      value: 1_000_000,
      quantity: { decimals: '6', numeric: '1000000' },
      address: `eip155:1:${devnet.contracts[1]!.usdc.toLowerCase()}`,
      iconUrl: `${server.url}/public/getTokenImage/USDC?projectId=${PROJECT}`,
    });
    expect(bySymbol.USDT?.price).toBeCloseTo(1, 6);
    expect(bySymbol.GWAY?.price).toBeCloseTo(2, 6);
    const icon = await fetch(bySymbol.USDC!.iconUrl);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers from cache until forceUpdate, and sees a transfer of the no-return USDT token', async () => {
    const before = (await balances('eip155:1')).find((balance) => balance.symbol === 'USDT');
    const data = `0xa9059cbb${receiver.slice(2).toLowerCase().padStart(64, '0')}${(250n * 10n ** 6n).toString(16).padStart(64, '0')}`;
    const hash = await anvil(devnet.chains[0]!.rpcUrl, 'eth_sendTransaction', [
      { from: holder, to: devnet.contracts[1]!.usdt, data },
    ]);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // anvil may answer eth_sendTransaction just before it mines the block.
    await expect
      .poll(() => anvil(devnet.chains[0]!.rpcUrl, 'eth_getTransactionReceipt', [hash]))
      .toMatchObject({ status: '0x1' });
    const cached = (await balances('eip155:1')).find((balance) => balance.symbol === 'USDT');
    expect(cached?.quantity.numeric).toBe(before?.quantity.numeric);
    const fresh = (await balances('eip155:1', { forceUpdate: 'eip155:1:usdt' })).find(
      (balance) => balance.symbol === 'USDT',
    );
    expect(fresh?.quantity.numeric).toBe('999750');
  });

  it('falls back to the next endpoint when the first is down, with configured token overrides', async () => {
    const result = await balances('eip155:137');
    expect(result.map((balance) => balance.symbol)).toEqual(['POL', 'USDC.e']);
    expect(result[1]?.name).toBe('Bridged USDC');
  });

  it('answers every chain that answers when no chainId is given', async () => {
    const response = await get(`/v1/account/${holder}/balance`);
    expect(response.status).toBe(200);
    const chains = new Set(
      z.parse(BalanceResponseSchema, response.json).balances.map((balance) => balance.chainId),
    );
    expect([...chains].sort()).toEqual(['eip155:1', 'eip155:137']);
  });

  it('turns a hanging upstream into a 504 within the timeout, and a garbled one into a 502', async () => {
    const hung = await get(`/v1/account/${holder}/balance`, { chainId: 'eip155:10' });
    expect(hung.status).toBe(504);
    expect(hung.json).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      message: `Every RPC endpoint of eip155:10 did not answer within ${TIMEOUT_MS} ms`,
    });
    const garbled = await get(`/v1/account/${holder}/balance`, { chainId: 'eip155:8453' });
    expect(garbled.status).toBe(502);
    expect(garbled.json).toMatchObject({ code: 'UPSTREAM_ERROR' });
    expect((garbled.json as { message: string }).message).toContain('not JSON');
  });
});

describe('prices', () => {
  it('prices tokens and the native currency by CAIP-10 address', async () => {
    const { usdc, gway, weth, zero } = devnet.contracts[1]!;
    const response = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [
        `eip155:1:${usdc}`,
        `eip155:1:${gway}`,
        `eip155:1:${weth}`,
        'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:1:${zero}`,
      ],
    });
    expect(response.status).toBe(200);
    const { fungibles } = z.parse(FungiblePriceResponseSchema, response.json);
    const bySymbol = Object.fromEntries(fungibles.map((fungible) => [fungible.symbol, fungible]));
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'GWAY', 'USDC', 'WETH']);
    expect(bySymbol.USDC?.price).toBe(1);
    expect(bySymbol.GWAY).toMatchObject({ name: 'Gangway Token', address: `eip155:1:${gway.toLowerCase()}` });
    expect(bySymbol.GWAY?.price).toBeCloseTo(2, 6);
    expect(bySymbol.WETH?.price).toBeCloseTo(3000, 6);
    expect(bySymbol.ETH?.price).toBeCloseTo(3000, 6);
  });
});

describe('RPC proxy', () => {
  const rpc = (chainId: string, body: unknown) => post('/v1/', body, { chainId });

  it('forwards single and batch requests to anvil', async () => {
    const single = await rpc('eip155:1', {
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_getBalance',
      params: [holder, 'latest'],
    });
    expect(single.json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: await anvil(devnet.chains[0]!.rpcUrl, 'eth_getBalance', [holder, 'latest']),
    });
    const batch = Array.from({ length: 200 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: id % 2 ? 'eth_blockNumber' : 'eth_chainId',
    }));
    const answers = (await rpc('eip155:1', batch)).json as { id: number; result: string }[];
    expect(answers).toHaveLength(200);
    expect(answers.map((answer) => answer.id)).toEqual(batch.map((request) => request.id));
    expect(answers[0]?.result).toBe('0x1');
  });

  it('refuses every method that would use a key the node holds, and the balance does not move', async () => {
    const rpcUrl = devnet.chains[0]!.rpcUrl;
    const sender = devAccounts()[3]!.address;
    const before = await anvil(rpcUrl, 'eth_getBalance', [sender, 'latest']);
    const transfer = { from: sender, to: receiver, value: '0xde0b6b3a7640000' };
    const typedData = JSON.stringify({
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'x' },
      message: { body: 'hi' },
    });
    const calls: [string, unknown[]][] = [
      ['eth_sendTransactionSync', [transfer]],
      ['eth_sendTransaction', [transfer]],
      ['eth_sign', [sender, '0xdeadbeef']],
      ['personal_sign', ['0xdeadbeef', sender]],
      ['eth_signTypedData_v4', [sender, typedData]],
    ];
    for (const [method, params] of calls) {
      const response = await rpc('eip155:1', { jsonrpc: '2.0', id: 1, method, params });
      expect(response.json, method).toMatchObject({
        id: 1,
        error: { code: RPC_ERROR_CODES.METHOD_NOT_FOUND },
      });
    }
    const accounts = await rpc('eip155:1', { jsonrpc: '2.0', id: 2, method: 'eth_accounts' });
    expect(accounts.json).toEqual({ jsonrpc: '2.0', id: 2, result: [] });
    await anvil(rpcUrl, 'evm_mine', []);
    expect(await anvil(rpcUrl, 'eth_getBalance', [sender, 'latest'])).toBe(before);
  });

  it('falls back past a dead endpoint', async () => {
    const response = await rpc('eip155:137', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    expect(response.json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x89' });
  });

  it('answers hanging and garbled upstreams with clear JSON-RPC errors', async () => {
    const hung = await rpc('eip155:10', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' });
    expect(hung.status).toBe(504);
    expect(hung.json).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32002, data: { code: 'UPSTREAM_TIMEOUT' } },
    });
    const garbled = await rpc('eip155:8453', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' });
    expect(garbled.status).toBe(502);
    expect(garbled.json).toMatchObject({ error: { code: -32002, data: { code: 'UPSTREAM_ERROR' } } });
  });
});
