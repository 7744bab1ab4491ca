// Core's part of Send's per-family work: finding the family's support on its adapter, and the endpoints its reads go
// through. What a family builds and estimates is tested in its own package (evm, solana).

import type { TokenBalance } from '@gangway/protocol';
import { ERROR_MESSAGES, NATIVE_TOKEN_ADDRESS, toCaipAddress } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { transactionProbe } from '../activity/transactionProbes.ts';
import type { FamilyTransfers } from '../adapter/FamilyTransfers.ts';
import { createGangway } from '../client/createGangway.ts';
import { rpcEndpoints, rpcReader } from '../rpc/readRpc.ts';
import { createFakeAdapter, FAKE_ADDRESS } from '../testing/fakeAdapter.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testBitcoin, testMainnet } from '../testing/networks.ts';
import { buildTransfer } from './buildTransfer.ts';
import { estimateFee } from './estimateFee.ts';

const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
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

/** A family that records what it is given and reads its fee as one RPC call. */
function setup() {
  const seen: unknown[] = [];
  const family: FamilyTransfers<'eip155'> = {
    transfer: (receiver, amount, token) => {
      seen.push({ receiver, amount, token });
      return { to: receiver, value: amount };
    },
    estimateFee: async (rpc, from, transfer) => {
      seen.push({ from, transfer });
      const fee = BigInt(String(await rpc.call('fee', [])));
      return { fee, reserve: fee };
    },
    probe: () => ({ droppedAfterMs: 1, fate: async () => 'confirmed' }),
  };
  const evm = createFakeAdapter();
  evm.transfers = async () => family;
  const bitcoin = createFakeAdapter('bip122');
  const gangway = createGangway({
    projectId: 'test',
    networks: [testMainnet, testBitcoin],
    adapters: [evm, bitcoin],
    storage: createMemoryStorage(),
  });
  return { gangway, seen };
}

function answering(urls: string[], failing: readonly string[] = []) {
  return (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    if (failing.includes(String(input))) return new Response('bad gateway', { status: 502 });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '21000' }));
  }) as typeof fetch;
}

describe("a family's transfers through core", () => {
  it('builds with the family of the token, handing it the receiver trimmed, and names the namespace', async () => {
    const { gangway, seen } = setup();
    await expect(buildTransfer(gangway, eth, ` ${FAKE_ADDRESS} `, 5n)).resolves.toEqual({
      namespace: 'eip155',
      to: FAKE_ADDRESS,
      value: 5n,
    });
    const usdc = { ...eth, symbol: 'USDC', address: toCaipAddress(testMainnet.caipNetworkId, USDC) };
    await buildTransfer(gangway, usdc, FAKE_ADDRESS, 7n);
    // The native currency has no token address; a token is named by its address on the chain.
    expect(seen).toEqual([
      { receiver: FAKE_ADDRESS, amount: 5n, token: undefined },
      { receiver: FAKE_ADDRESS, amount: 7n, token: USDC },
    ]);
  });

  it("asks the RPC proxy first and falls back to the network's own endpoint when the proxy fails", async () => {
    const { gangway, seen } = setup();
    const proxy = 'https://api.example/v1/?chainId=eip155%3A1&projectId=p';
    const endpoints = rpcEndpoints(testMainnet, proxy);
    expect(endpoints).toEqual([proxy, ...testMainnet.rpcUrls.default.http]);
    const urls: string[] = [];
    const transfer = await buildTransfer(gangway, eth, FAKE_ADDRESS, 5n);
    const estimate = await estimateFee(gangway, testMainnet, FAKE_ADDRESS, transfer, {
      endpoints,
      fetch: answering(urls, [proxy]),
    });
    expect(estimate.fee).toBe(21_000n);
    expect(urls).toEqual([proxy, testMainnet.rpcUrls.default.http[0]]);
    // The family gets the payload without the namespace, as its adapter's sendTransaction takes it.
    expect(seen.at(-1)).toEqual({ from: FAKE_ADDRESS, transfer: { to: FAKE_ADDRESS, value: 5n } });
  });

  it("stops at a node's own error answer (a revert): another endpoint would give the same", async () => {
    const urls: string[] = [];
    const reverting = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(
        JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } }),
      );
    }) as typeof fetch;
    await expect(
      rpcReader(['https://a.example', 'https://b.example'], reverting).call('eth_estimateGas', []),
    ).rejects.toThrow(/execution reverted/);
    expect(urls).toEqual(['https://a.example']);
  });

  it("refuses a network without endpoints with 'CaipNetwork not found'", async () => {
    const { gangway } = setup();
    const transfer = await buildTransfer(gangway, eth, FAKE_ADDRESS, 5n);
    await expect(
      estimateFee(gangway, testMainnet, FAKE_ADDRESS, transfer, { endpoints: [] }),
    ).rejects.toThrow(ERROR_MESSAGES.CAIP_NETWORK_NOT_FOUND);
  });

  it("says 'Chain is not supported' in a family whose adapter has no transfers, and has no probe there", async () => {
    const { gangway } = setup();
    const btc = {
      ...eth,
      chainId: testBitcoin.caipNetworkId,
      address: toCaipAddress(testBitcoin.caipNetworkId, NATIVE_TOKEN_ADDRESS),
    };
    await expect(buildTransfer(gangway, btc, 'bcrt1q', 5n)).rejects.toThrow(
      ERROR_MESSAGES.CHAIN_NOT_SUPPORTED,
    );
    await expect(transactionProbe(gangway, 'bip122', rpcReader([]))).resolves.toBeUndefined();
    const probe = await transactionProbe(gangway, 'eip155', rpcReader([]));
    await expect(probe?.fate('0x1')).resolves.toBe('confirmed');
  });
});
