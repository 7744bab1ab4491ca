// Test double of gangway-server for views that call it: a fetch answering /getWallets (paging, search, include,
// exclude), token balances and the configuration calls, installed as the global fetch.

import { type FakeRoute, fakeFetch, testWalletListing } from '@gangway/core/testing';
import {
  DEFAULT_REMOTE_FEATURES,
  type HistoryResponse,
  NATIVE_TOKEN_ADDRESS,
  type NftsResponse,
  type TokenBalance,
  type WalletListing,
} from '@gangway/protocol';
import { vi } from 'vitest';

export const FAKE_API_URL = 'http://127.0.0.1:9';

export const listing = testWalletListing;

export function tokenBalance(
  symbol: string,
  numeric: string,
  value: number,
  overrides: Partial<TokenBalance> = {},
): TokenBalance {
  const native = symbol === 'ETH' || symbol === 'POL';
  const address = native
    ? NATIVE_TOKEN_ADDRESS
    : `0x${symbol
        .toLowerCase()
        .padEnd(40, '0')
        .replace(/[^0-9a-f]/g, 'a')}`;
  return {
    name: native ? 'Ether' : `${symbol} Token`,
    symbol,
    chainId: 'eip155:1' as TokenBalance['chainId'],
    address: `eip155:1:${address}` as TokenBalance['address'],
    value,
    price: 1,
    quantity: { decimals: native ? '18' : '6', numeric },
    iconUrl: '',
    ...overrides,
  };
}

export interface FakeServer {
  /** Every request, in order. */
  calls: URL[];
  wallets: WalletListing[];
  /** The balances answered, per CAIP-2 network id asked for. */
  balances: (chainId: string) => TokenBalance[];
  /** Answer /getWallets (or the balances) with a 502 while true. */
  failWallets: boolean;
  failBalances: boolean;
  /** While set, /getWallets page requests (not the first open's) wait for it. */
  holdPages: Promise<void> | undefined;
  /** While set, balance requests wait for it. */
  holdBalances: Promise<void> | undefined;
  walletCalls(filter?: (url: URL) => boolean): URL[];
  /** The history page answered for a network and cursor (none: the first page). */
  history: (chainId: string, cursor: string | undefined) => HistoryResponse;
  nfts: (chainId: string, cursor: string | undefined) => NftsResponse;
  /** Answer the history (or the NFTs) with a 502 while true. */
  failHistory: boolean;
  failNfts: boolean;
  /** JSON-RPC answers for the fee estimate: eth_estimateGas and eth_gasPrice, as hex. */
  rpc: Record<string, string>;
}

/** 21,000 gas at 1 gwei: a plain transfer's fee, 0.000021 ETH. */
export const FAKE_RPC = { eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' };

/** Installs the fake as the global fetch; `vi.unstubAllGlobals()` removes it. */
export function installFakeServer(
  wallets: WalletListing[],
  balances: (chainId: string) => TokenBalance[] = () => [],
): FakeServer {
  const server: FakeServer = {
    calls: [],
    wallets,
    balances,
    failWallets: false,
    failBalances: false,
    holdPages: undefined,
    holdBalances: undefined,
    history: () => ({ data: [], next: null }),
    nfts: () => ({ data: [], next: null }),
    failHistory: false,
    failNfts: false,
    rpc: { ...FAKE_RPC },
    walletCalls: (filter = () => true) =>
      server.calls.filter((url) => url.pathname === '/getWallets').filter(filter),
  };
  const list = (value: string | null) => (value ? value.split(',') : undefined);
  const getWallets: FakeRoute = async (url) => {
    const query = url.searchParams;
    const page = Number(query.get('page') ?? 1);
    const entries = Number(query.get('entries') ?? 40);
    if (server.holdPages && page > 0 && entries === 40) await server.holdPages;
    if (server.failWallets) return { status: 502, body: { code: 'SERVER_ERROR', message: 'upstream' } };
    const include = list(query.get('include'));
    const exclude = list(query.get('exclude')) ?? [];
    const search = query.get('search')?.toLowerCase();
    const matching = server.wallets.filter(
      (wallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    );
    return {
      body: { data: matching.slice((page - 1) * entries, page * entries), count: matching.length },
    };
  };
  const { fetch, calls } = fakeFetch({
    '/getWallets': getWallets,
    '/appkit/v1/config': () => ({ body: { features: DEFAULT_REMOTE_FEATURES } }),
    '/projects/v1/origins': () => ({ body: { allowedOrigins: ['*'] } }),
  });
  server.calls = calls;
  const balanceFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const page = (answer: () => unknown, fail: boolean) => {
      calls.push(url);
      if (fail) return new Response('{"code":"SERVER_ERROR","message":"x"}', { status: 502 });
      return new Response(JSON.stringify(answer()), { status: 200 });
    };
    const chain = url.searchParams.get('chainId') ?? '';
    const cursor = url.searchParams.get('cursor') ?? undefined;
    if (url.pathname.endsWith('/history'))
      return page(() => server.history(chain, cursor), server.failHistory);
    if (url.pathname.endsWith('/nfts')) return page(() => server.nfts(chain, cursor), server.failNfts);
    if (init?.method === 'POST' && typeof init.body === 'string' && init.body.includes('"jsonrpc"')) {
      const { id, method } = JSON.parse(init.body) as { id: number; method: string };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: server.rpc[method] }), {
        status: 200,
      });
    }
    if (!url.pathname.endsWith('/balance')) return fetch(input, init);
    calls.push(url);
    if (server.holdBalances) await server.holdBalances;
    if (server.failBalances) return new Response('{"code":"SERVER_ERROR","message":"x"}', { status: 502 });
    const chainId = url.searchParams.get('chainId') ?? '';
    return new Response(JSON.stringify({ balances: server.balances(chainId) }), { status: 200 });
  }) as typeof fetch;
  vi.stubGlobal('fetch', balanceFetch);
  return server;
}
