import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../api/schemas/balance.ts';
import { toCaipAddress } from '../caip/ids.ts';
import { NATIVE_TOKEN_ADDRESS } from '../constants.ts';
import { rpcEndpoints } from '../rpc/readRpc.ts';
import { testMainnet, testSolana } from '../testing/networks.ts';
import { buildTransfer } from './buildTransfer.ts';
import {
  EVM_FEE_RESERVE_FACTOR,
  estimateFee,
  SOLANA_SIGNATURE_FEE_LAMPORTS,
  SPL_TOKEN_ACCOUNT_BYTES,
} from './estimateFee.ts';

const FROM = '0x1111111111111111111111111111111111111111';

function rpcFetch(
  answers: Record<string, unknown>,
  calls: { url: string; method: string; params: unknown }[],
) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: unknown;
    };
    calls.push({ url: String(input), method, params });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] }), { status: 200 });
  }) as typeof fetch;
}

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: testMainnet.caipNetworkId,
  address: toCaipAddress(testMainnet.caipNetworkId, NATIVE_TOKEN_ADDRESS),
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
};

describe('estimateFee', () => {
  it("multiplies the network's gas estimate by its gas price, and keeps a reserve for Max", async () => {
    const calls: { url: string; method: string; params: unknown }[] = [];
    const fetchFn = rpcFetch({ eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' }, calls);
    const estimate = await estimateFee(testMainnet, FROM, buildTransfer(eth, FROM, 5n), { fetch: fetchFn });
    expect(estimate).toEqual({
      fee: 21_000_000_000_000n,
      reserve: 21_000_000_000_000n * EVM_FEE_RESERVE_FACTOR,
    });
    expect(calls.map((call) => call.url)).toEqual([
      testMainnet.rpcUrls.default.http[0],
      testMainnet.rpcUrls.default.http[0],
    ]);
    expect(calls[0]).toMatchObject({
      method: 'eth_estimateGas',
      params: [{ from: FROM, to: FROM, value: '0x5' }],
    });
  });

  it('fails with INVALID_RESPONSE when the node answers garbage', async () => {
    const fetchFn = rpcFetch({ eth_estimateGas: 'lots', eth_gasPrice: '0x1' }, []);
    await expect(
      estimateFee(testMainnet, FROM, buildTransfer(eth, FROM, 5n), { fetch: fetchFn }),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it("asks the RPC proxy first and falls back to the network's own endpoint when the proxy fails", async () => {
    const calls: { url: string; method: string; params: unknown }[] = [];
    const proxy = 'https://api.example/v1/?chainId=eip155%3A1&projectId=p';
    const answering = rpcFetch({ eth_estimateGas: '0x5208', eth_gasPrice: '0x1' }, calls);
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === proxy && calls.length === 0) {
        calls.push({ url: proxy, method: 'down', params: [] });
        return new Response('bad gateway', { status: 502 });
      }
      return answering(input, init);
    }) as typeof fetch;
    const endpoints = rpcEndpoints(testMainnet, proxy);
    expect(endpoints).toEqual([proxy, ...testMainnet.rpcUrls.default.http]);
    const estimate = await estimateFee(testMainnet, FROM, buildTransfer(eth, FROM, 5n), {
      endpoints,
      fetch: fetchFn,
    });
    expect(estimate.fee).toBe(21_000n);
    expect(calls.map((call) => call.url)).toContain(proxy);
    expect(
      calls
        .filter((call) => call.method !== 'down')
        .every((call) => call.url === proxy || call.url === testMainnet.rpcUrls.default.http[0]),
    ).toBe(true);
  });

  it("stops at a node's own error answer (a revert): another endpoint would give the same", async () => {
    const urls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(
        JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } }),
      );
    }) as typeof fetch;
    await expect(
      estimateFee(testMainnet, FROM, buildTransfer(eth, FROM, 5n), {
        endpoints: ['https://a.example', 'https://b.example'],
        fetch: fetchFn,
      }),
    ).rejects.toThrow(/execution reverted/);
    expect(new Set(urls)).toEqual(new Set(['https://a.example']));
  });

  const sol: TokenBalance = {
    ...eth,
    chainId: testSolana.caipNetworkId,
    address: toCaipAddress(testSolana.caipNetworkId, NATIVE_TOKEN_ADDRESS),
  };
  const usdc: TokenBalance = {
    ...sol,
    symbol: 'USDC',
    address: toCaipAddress(testSolana.caipNetworkId, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
    quantity: { decimals: '6', numeric: '10' },
  };
  const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

  it("uses Solana's fee per signature for SOL, without asking the node", async () => {
    const calls: { url: string; method: string; params: unknown }[] = [];
    expect(
      await estimateFee(testSolana, to, buildTransfer(sol, to, 1n), { fetch: rpcFetch({}, calls) }),
    ).toEqual({
      fee: SOLANA_SIGNATURE_FEE_LAMPORTS,
      reserve: SOLANA_SIGNATURE_FEE_LAMPORTS,
    });
    expect(calls).toEqual([]);
  });

  it("adds the rent of the receiver's new token account to an SPL transfer's fee, and none when it has one", async () => {
    const calls: { url: string; method: string; params: unknown }[] = [];
    const none = rpcFetch(
      {
        getTokenAccountsByOwner: { context: { slot: 1 }, value: [] },
        getMinimumBalanceForRentExemption: 2_039_280,
      },
      calls,
    );
    expect(await estimateFee(testSolana, to, buildTransfer(usdc, to, 1n), { fetch: none })).toEqual({
      fee: SOLANA_SIGNATURE_FEE_LAMPORTS + 2_039_280n,
      reserve: SOLANA_SIGNATURE_FEE_LAMPORTS + 2_039_280n,
      rent: 2_039_280n,
    });
    expect(calls.find((call) => call.method === 'getMinimumBalanceForRentExemption')?.params).toEqual([
      SPL_TOKEN_ACCOUNT_BYTES,
    ]);
    expect(calls.find((call) => call.method === 'getTokenAccountsByOwner')?.params).toMatchObject([
      to,
      { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
      { encoding: 'base64' },
    ]);
    const held = rpcFetch(
      { getTokenAccountsByOwner: { context: { slot: 1 }, value: [{ pubkey: 'x' }] } },
      [],
    );
    expect(await estimateFee(testSolana, to, buildTransfer(usdc, to, 1n), { fetch: held })).toEqual({
      fee: SOLANA_SIGNATURE_FEE_LAMPORTS,
      reserve: SOLANA_SIGNATURE_FEE_LAMPORTS,
    });
  });
});
