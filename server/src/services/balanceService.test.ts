import type { CaipNetworkId, JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { encodeAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { BalanceService } from './balanceService.ts';
import { EvmHoldings } from './holdings/evmHoldings.ts';
import { PriceService } from './priceService.ts';
import { TokenCatalog } from './tokenCatalog.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const TTL_MS = 60;

/** A chain whose native balance grows by one wei per read. */
function countingUpstream() {
  const upstream = {
    reads: 0,
    chains: [CHAIN],
    supports: (chainId: string): chainId is CaipNetworkId => chainId === CHAIN,
    async send(_chainId: CaipNetworkId, requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
      upstream.reads++;
      const result = encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'tuple[]', components: [{ type: 'bool' }, { type: 'bytes' }] }],
        [BigInt(upstream.reads), []],
      );
      return requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result }));
    },
  } satisfies RpcUpstream & { reads: number };
  return upstream;
}

function service(upstream: RpcUpstream) {
  const chain = {
    id: CHAIN,
    name: 'Ethereum',
    rpcUrls: ['http://x'],
    esploraUrls: [],
    network: undefined,
    mints: [],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 0 },
    tokens: [],
    prices: undefined,
    history: undefined,
    nftCollections: [],
    bundlerUrl: undefined,
    paymasterUrl: undefined,
    swap: undefined,
  };
  return new BalanceService({
    readers: { eip155: new EvmHoldings(upstream, new TokenCatalog(upstream, [chain])) },
    prices: new PriceService(new Map(), TTL_MS),
    ttlMs: TTL_MS,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const native = async (balances: BalanceService, force = false) =>
  (await balances.balances(CHAIN, ACCOUNT, { force }))[0]?.quantity.numeric;

describe('balance cache', () => {
  it('answers from cache for the TTL, then once stale while it reads again, and reads at once when forced', async () => {
    const upstream = countingUpstream();
    const balances = service(upstream);
    const [first, concurrent] = await Promise.all([native(balances), native(balances)]);
    expect([first, concurrent, upstream.reads]).toEqual(['1', '1', 1]);
    expect(await native(balances)).toBe('1');
    await wait(TTL_MS + 10);
    expect(await native(balances)).toBe('1');
    await wait(5);
    expect(await native(balances)).toBe('2');
    await wait(2 * TTL_MS + 20);
    expect(await native(balances)).toBe('3');
    expect(await native(balances, true)).toBe('4');
    expect(await native(balances)).toBe('4');
  });
});
