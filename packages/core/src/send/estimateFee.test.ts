import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../api/schemas/balance.ts';
import { toCaipAddress } from '../caip/ids.ts';
import { NATIVE_TOKEN_ADDRESS } from '../constants.ts';
import { testMainnet, testSolana } from '../testing/networks.ts';
import { buildTransfer } from './buildTransfer.ts';
import { EVM_FEE_RESERVE_FACTOR, estimateFee, SOLANA_SIGNATURE_FEE_LAMPORTS } from './estimateFee.ts';

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
    const estimate = await estimateFee(testMainnet, FROM, buildTransfer(eth, FROM, 5n), fetchFn);
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
    await expect(estimateFee(testMainnet, FROM, buildTransfer(eth, FROM, 5n), fetchFn)).rejects.toMatchObject(
      {
        code: 'INVALID_RESPONSE',
      },
    );
  });

  it("uses Solana's fee per signature", async () => {
    const sol: TokenBalance = {
      ...eth,
      chainId: testSolana.caipNetworkId,
      address: toCaipAddress(testSolana.caipNetworkId, NATIVE_TOKEN_ADDRESS),
    };
    const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    expect(await estimateFee(testSolana, to, buildTransfer(sol, to, 1n))).toEqual({
      fee: SOLANA_SIGNATURE_FEE_LAMPORTS,
      reserve: SOLANA_SIGNATURE_FEE_LAMPORTS,
    });
  });
});
