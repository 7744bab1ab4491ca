// The convert routes (/v1/convert/*) against a devnet anvil chain with its tokens, Uniswap V2 router and pairs, once
// on PGlite and once on PostgreSQL (convert.pglite.test.ts, convert.postgres.test.ts): the token list, quotes in both
// directions checked against the router, allowance, approval and swap transactions sent to the chain and the balances
// they move, a price that moves past the slippage (the swap reverts, nothing is lost), and bad input.

import { type Devnet, devAccounts, jsonRpc, startChains } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import {
  ApiErrorBodySchema,
  ConvertAllowanceResponseSchema,
  ConvertBuildApproveResponseSchema,
  ConvertBuildTransactionResponseSchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
  ERROR_MESSAGES,
  NATIVE_TOKEN_ADDRESS,
  type SwapTransaction,
} from '@gangway/protocol';
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createProject, setProjectFeatures } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { ROUTER_ABI } from '../src/upstreams/swap/uniswapV2Abi.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallOptions, call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'convert-test';
const CHAIN = 'eip155:1';
/** Each test spends from its own dev account: no two move the same balances. */
const accountOf = (index: number) => devAccounts()[index]!.address;

const errorOf = (json: unknown) => z.parse(ApiErrorBodySchema, json);

export function describeConvertSuite(kind: DatabaseKind): void {
  let devnet: Devnet;
  let testDb: TestDatabase;
  let server: RunningServer;
  let rpcUrl: string;
  let usdc: Address;
  let gway: Address;
  let zero: Address;
  let router: Address;

  const caip = (address: string) => `${CHAIN}:${address}`;
  const ETH = caip(NATIVE_TOKEN_ADDRESS);
  const get = (path: string, query: CallOptions['query'] = {}) =>
    call(server.url, 'GET', path, { query: { projectId: PROJECT, ...query } });
  const post = (path: string, body: unknown) =>
    call(server.url, 'POST', path, { body, query: { projectId: PROJECT } });
  const rpc = <T>(method: string, params: unknown[] = []) => jsonRpc<T>(rpcUrl, method, params);

  async function tokenBalance(token: Address, owner: Address): Promise<bigint> {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    return BigInt(await rpc<Hex>('eth_call', [{ to: token, data }, 'latest']));
  }
  const ethBalance = async (owner: Address) => BigInt(await rpc<Hex>('eth_getBalance', [owner, 'latest']));

  /** Sends what the server built from its `from` (anvil's dev accounts are unlocked); the receipt's status and cost. */
  async function sendBuilt(tx: SwapTransaction): Promise<{ ok: boolean; cost: bigint }> {
    const hash = await rpc<Hex>('eth_sendTransaction', [
      {
        from: tx.from,
        to: tx.to,
        data: tx.data,
        value: toHex(BigInt(tx.value)),
        gas: toHex(BigInt(tx.eip155.gas)),
        gasPrice: toHex(BigInt(tx.eip155.gasPrice)),
      },
    ]);
    // Automine can lag under load: the receipt is asked until its block is there.
    type Receipt = { status: Hex; gasUsed: Hex; effectiveGasPrice: Hex };
    let receipt: Receipt | null = null;
    while (!receipt) {
      receipt = await rpc<Receipt | null>('eth_getTransactionReceipt', [hash]);
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return {
      ok: receipt.status === '0x1',
      cost: BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice),
    };
  }

  async function routerAmounts(fn: 'getAmountsOut' | 'getAmountsIn', amount: bigint, path: Address[]) {
    const data = encodeFunctionData({ abi: ROUTER_ABI, functionName: fn, args: [amount, path] });
    const answer = await rpc<Hex>('eth_call', [{ to: router, data }, 'latest']);
    return [...decodeFunctionResult({ abi: ROUTER_ABI, functionName: fn, data: answer })];
  }

  beforeAll(async () => {
    [devnet, testDb] = await Promise.all([
      startChains({ chainIds: [1, 10], basePort: 'auto' }),
      openTestDatabase(kind),
    ]);
    const contracts = devnet.contracts[1]!;
    ({ usdc, gway, zero, uniswapV2Router: router } = contracts);
    rpcUrl = devnet.chains[0]!.rpcUrl;
    const chains = devnetServerChains(devnet.chains, devnet.contracts);
    // Optimism without a swap upstream: SPEC §8's 'Network not supported for Swaps'.
    const { swap: _, ...optimism } = chains['eip155:10']!;
    await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
    server = await startTestServer(testDb.database, { chains: { ...chains, 'eip155:10': optimism } });
  });

  afterAll(async () => {
    await server?.close();
    await Promise.all([devnet?.stop(), testDb?.dispose()]);
  });

  describe('tokens and gas prices', () => {
    it('lists the native currency first, then the chain’s tokens', async () => {
      const response = await get('/v1/convert/tokens', { chainId: CHAIN });
      expect(response.status, response.text).toBe(200);
      const { tokens } = z.parse(ConvertTokensResponseSchema, response.json);
      expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'GWAY', 'ZERO']);
      expect(tokens[1]).toMatchObject({ address: caip(usdc.toLowerCase()), decimals: 6, name: 'USD Coin' });
    });

    it('answers the chain’s gas price and two faster ones', async () => {
      const response = await get('/v1/convert/gas-price', { chainId: CHAIN });
      expect(response.status, response.text).toBe(200);
      const prices = z.parse(ConvertGasPriceResponseSchema, response.json);
      const chainPrice = BigInt(await rpc<Hex>('eth_gasPrice'));
      expect(BigInt(prices.standard)).toBe(chainPrice);
      expect(BigInt(prices.fast)).toBeGreaterThan(chainPrice);
      expect(BigInt(prices.instant)).toBeGreaterThan(BigInt(prices.fast));
    });

    it('refuses a network without swaps with SPEC §8’s messages', async () => {
      for (const [path, query, message] of [
        ['/v1/convert/tokens', { chainId: 'eip155:10' }, ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED],
        ['/v1/convert/gas-price', { chainId: 'eip155:10' }, ERROR_MESSAGES.GAS_PRICE_NETWORK_NOT_SUPPORTED],
        [
          '/v1/convert/gas-price',
          { chainId: 'eip155:42161' },
          ERROR_MESSAGES.GAS_PRICE_NETWORK_NOT_SUPPORTED,
        ],
        [
          '/v1/convert/quotes',
          {
            amount: '1000',
            userAddress: accountOf(1),
            from: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112`,
            to: ETH,
          },
          ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED,
        ],
      ] as const) {
        const response = await get(path, query);
        expect(response.status, `${path} ${response.text}`).toBe(400);
        const body = errorOf(response.json);
        expect(body.code).toBe('UNSUPPORTED_NETWORK');
        expect(body.message).toContain(message);
      }
    });
  });

  describe('quotes', () => {
    it('quotes an exact input and an exact output as the router computes them, with fee and price impact', async () => {
      const sell = 10n ** 18n;
      const response = await get('/v1/convert/quotes', {
        amount: sell.toString(),
        userAddress: accountOf(1),
        from: ETH,
        to: caip(usdc),
      });
      expect(response.status, response.text).toBe(200);
      const [quote] = z.parse(ConvertQuotesResponseSchema, response.json).quotes;
      const [, expectedOut] = await routerAmounts('getAmountsOut', sell, [devnet.contracts[1]!.weth, usdc]);
      expect(quote).toMatchObject({
        provider: 'uniswapV2',
        fromAmount: sell.toString(),
        toAmount: expectedOut!.toString(),
        fromAccount: ETH.toLowerCase(),
        toAccount: caip(usdc.toLowerCase()),
      });
      // 1 ETH of a 1 000 ETH pool: about 0.1 % from its depth, with the pool's 0.3 % fee in the execution price.
      expect(quote!.priceImpact).toBeGreaterThan(0.3);
      expect(quote!.priceImpact).toBeLessThan(0.5);
      expect(BigInt(quote!.networkFee)).toBe(BigInt(quote!.gas) * BigInt(quote!.gasPrice));
      expect(quote!.validForMs).toBeGreaterThan(0);

      const buy = 500_000_000n; // 500 USDC
      const exactOut = await get('/v1/convert/quotes', {
        amount: buy.toString(),
        userAddress: accountOf(1),
        from: caip(gway),
        to: caip(usdc),
        kind: 'exactOut',
      });
      expect(exactOut.status, exactOut.text).toBe(200);
      const [outQuote] = z.parse(ConvertQuotesResponseSchema, exactOut.json).quotes;
      const [expectedIn] = await routerAmounts('getAmountsIn', buy, [gway, usdc]);
      expect(outQuote).toMatchObject({ toAmount: buy.toString(), fromAmount: expectedIn!.toString() });
    });

    it('routes two tokens without a pair of their own through a connector token (USDC on the devnet)', async () => {
      const sell = 10n ** 18n;
      const response = await get('/v1/convert/quotes', {
        amount: sell.toString(),
        userAddress: accountOf(1),
        from: caip(gway),
        to: ETH,
      });
      expect(response.status, response.text).toBe(200);
      const [quote] = z.parse(ConvertQuotesResponseSchema, response.json).quotes;
      const amounts = await routerAmounts('getAmountsOut', sell, [gway, usdc, devnet.contracts[1]!.weth]);
      expect(quote!.toAmount).toBe(amounts[2]!.toString());
    });

    it('refuses unknown tokens, pairs without a route, bad amounts and too much for the pools', async () => {
      const base = { amount: '1000000', userAddress: accountOf(1), from: caip(usdc), to: ETH };
      const cases: [CallOptions['query'], string, string][] = [
        [{ ...base, to: caip('0x000000000000000000000000000000000000dead') }, 'BAD_REQUEST', 'to'],
        [{ ...base, to: caip(zero) }, 'NO_ROUTE', 'to'],
        [{ ...base, to: caip(usdc) }, 'BAD_REQUEST', 'to'],
        [{ ...base, to: `eip155:10:${NATIVE_TOKEN_ADDRESS}` }, 'UNSUPPORTED_NETWORK', 'to'],
        [{ ...base, amount: '1.5' }, 'BAD_REQUEST', 'amount'],
        [{ ...base, amount: '0' }, 'BAD_REQUEST', 'amount'],
        [{ ...base, amount: (10n ** 30n).toString(), kind: 'exactOut' }, 'INSUFFICIENT_LIQUIDITY', 'amount'],
        [{ ...base, userAddress: 'not-an-address' }, 'BAD_REQUEST', 'userAddress'],
      ];
      for (const [query, code, field] of cases) {
        const response = await get('/v1/convert/quotes', query);
        expect(response.status, `${JSON.stringify(query)} ${response.text}`).toBe(400);
        const body = errorOf(response.json);
        expect(body.code, response.text).toBe(code);
        expect(body.field ?? '', response.text).toContain(field);
      }
    });
  });

  describe('approval and swap on the chain', () => {
    it('sells ETH for USDC: the chain moves the quoted amounts, at least the minimum received', async () => {
      const owner = accountOf(2);
      const sell = 2n * 10n ** 17n;
      const [usdcBefore, ethBefore] = await Promise.all([tokenBalance(usdc, owner), ethBalance(owner)]);
      const allowance = await get('/v1/convert/allowance', { tokenAddress: ETH, userAddress: owner });
      expect(z.parse(ConvertAllowanceResponseSchema, allowance.json).spender).toBe(router);
      const response = await post('/v1/convert/build-transaction', {
        amount: sell.toString(),
        eip155: { slippage: 1 },
        projectId: PROJECT,
        from: ETH,
        to: caip(usdc),
        userAddress: owner,
      });
      expect(response.status, response.text).toBe(200);
      const built = z.parse(ConvertBuildTransactionResponseSchema, response.json);
      expect(built.tx).toMatchObject({ from: owner, to: router, value: sell.toString() });
      expect(BigInt(built.minimumReceived)).toBe((BigInt(built.toAmount) * 9_900n) / 10_000n);
      const sent = await sendBuilt(built.tx);
      expect(sent.ok).toBe(true);
      expect((await tokenBalance(usdc, owner)) - usdcBefore).toBe(BigInt(built.toAmount));
      expect(ethBefore - (await ethBalance(owner))).toBe(sell + sent.cost);
    });

    it('sells USDC for ETH after an approval of the exact amount', async () => {
      const owner = accountOf(3);
      const sell = 150_000_000n; // 150 USDC
      const allowanceOf = async () =>
        z.parse(
          ConvertAllowanceResponseSchema,
          (await get('/v1/convert/allowance', { tokenAddress: caip(usdc), userAddress: owner })).json,
        ).allowance;
      expect(await allowanceOf()).toBe('0');
      const approve = await get('/v1/convert/build-approve', {
        userAddress: owner,
        from: caip(usdc),
        to: ETH,
        amount: sell.toString(),
      });
      expect(approve.status, approve.text).toBe(200);
      const approval = z.parse(ConvertBuildApproveResponseSchema, approve.json);
      expect(approval.tx).toMatchObject({ from: owner, to: usdc, value: '0' });
      expect((await sendBuilt(approval.tx)).ok).toBe(true);
      expect(await allowanceOf()).toBe(sell.toString());

      const [usdcBefore, ethBefore] = await Promise.all([tokenBalance(usdc, owner), ethBalance(owner)]);
      const response = await post('/v1/convert/build-transaction', {
        amount: sell.toString(),
        eip155: { slippage: 0.5 },
        from: caip(usdc),
        to: ETH,
        userAddress: owner,
      });
      expect(response.status, response.text).toBe(200);
      const built = z.parse(ConvertBuildTransactionResponseSchema, response.json);
      const sent = await sendBuilt(built.tx);
      expect(sent.ok).toBe(true);
      expect(usdcBefore - (await tokenBalance(usdc, owner))).toBe(sell);
      expect((await ethBalance(owner)) - ethBefore + sent.cost).toBe(BigInt(built.toAmount));
      expect(await allowanceOf()).toBe('0');
    });

    it('a swap whose price moved past the slippage reverts and moves nothing but its gas', async () => {
      const owner = accountOf(4);
      const mover = accountOf(5);
      const sell = 10n ** 18n;
      const build = (from: Address, amount: bigint) =>
        post('/v1/convert/build-transaction', {
          amount: amount.toString(),
          eip155: { slippage: 0.1 },
          from: ETH,
          to: caip(usdc),
          userAddress: from,
        });
      const response = await build(owner, sell);
      expect(response.status, response.text).toBe(200);
      const built = z.parse(ConvertBuildTransactionResponseSchema, response.json);
      // Someone else buys USDC first, moving the price by far more than 0.1 %.
      const moved = z.parse(
        ConvertBuildTransactionResponseSchema,
        (await build(mover, 20n * 10n ** 18n)).json,
      );
      expect((await sendBuilt(moved.tx)).ok).toBe(true);
      const [usdcBefore, ethBefore] = await Promise.all([tokenBalance(usdc, owner), ethBalance(owner)]);
      const sent = await sendBuilt(built.tx);
      expect(sent.ok).toBe(false);
      expect(await tokenBalance(usdc, owner)).toBe(usdcBefore);
      expect(ethBefore - (await ethBalance(owner))).toBe(sent.cost);
    });

    it('refuses an approval of the native currency, a body projectId of another project, a slippage out of range', async () => {
      const owner = accountOf(6);
      const native = await get('/v1/convert/build-approve', {
        userAddress: owner,
        from: ETH,
        to: caip(usdc),
      });
      expect(native.status).toBe(400);
      expect(errorOf(native.json).field).toBe('from');
      const body = { amount: '1000', eip155: { slippage: 1 }, from: ETH, to: caip(usdc), userAddress: owner };
      for (const [changed, field] of [
        [{ projectId: 'another-project' }, 'projectId'],
        [{ eip155: { slippage: 0 } }, 'slippage'],
        [{ eip155: { slippage: 51 } }, 'slippage'],
      ] as const) {
        const response = await post('/v1/convert/build-transaction', { ...body, ...changed });
        expect(response.status, response.text).toBe(400);
        expect(errorOf(response.json).field ?? '').toContain(field);
      }
    });
  });

  it("refuses every convert call of a project whose remote features turn swaps off (SPEC §3's `swaps` flag)", async () => {
    const project = 'convert-swaps-off';
    await createProject(testDb.database, { id: project, rateLimit: { perSecond: 100_000, burst: 100_000 } });
    const tokens = () =>
      call(server.url, 'GET', '/v1/convert/tokens', { query: { projectId: project, chainId: CHAIN } });
    expect((await tokens()).status).toBe(200);
    await setProjectFeatures(testDb.database, project, { swaps: false });
    const refused = await tokens();
    expect(refused.status, refused.text).toBe(403);
    expect(errorOf(refused.json).code).toBe('FORBIDDEN');
    const build = await call(server.url, 'POST', '/v1/convert/build-transaction', {
      query: { projectId: project },
      body: { amount: '1000', eip155: { slippage: 1 }, from: ETH, to: caip(usdc), userAddress: accountOf(7) },
    });
    expect(build.status, build.text).toBe(403);
  });
}
