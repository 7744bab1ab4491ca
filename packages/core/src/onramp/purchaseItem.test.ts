import type { CaipAddress, CaipNetworkId, HistoryItem, OnrampPurchase } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { sentTransactions } from '../activity/sentTransactions.ts';
import { mergeHistory } from '../activity/visibleHistory.ts';
import type { LazyState } from '../client/LazyState.ts';
import type { OnrampApi } from './onrampApi.ts';
import { followPurchase, purchaseItem } from './purchaseItem.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as CaipAddress;
const HASH = `0x${'ab'.repeat(32)}`;

function purchase(overrides: Partial<OnrampPurchase>): OnrampPurchase {
  return {
    id: 'p-1',
    provider: 'sandbox',
    status: 'pending',
    chainId: CHAIN,
    asset: USDC,
    address: '0x1111111111111111111111111111111111111111',
    symbol: 'USDC',
    fiatAmount: '50.00',
    fiatCurrency: 'USD',
    cryptoAmount: '49.15',
    transactionHash: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

function setUp(answer: OnrampPurchase) {
  const ctx: { lazy: LazyState } = { lazy: {} };
  const store = sentTransactions(ctx);
  store.getState().add(
    purchaseItem({
      id: 'p-1',
      chain: CHAIN,
      address: answer.address,
      provider: 'sandbox',
      symbol: 'USDC',
      asset: USDC,
      amount: '49.15',
      decimals: 6,
    }),
  );
  const api = { purchase: async () => answer } as unknown as OnrampApi;
  return { ctx, store, api };
}

describe('followPurchase', () => {
  it('settles a completed purchase and then knows it by its transaction: the history’s transfer replaces it', async () => {
    const { ctx, store, api } = setUp(purchase({ status: 'completed', transactionHash: HASH }));
    await followPurchase(ctx, api, 'p-1');
    const [item] = store.getState().items;
    expect(store.getState().items).toHaveLength(1);
    expect(item?.id).toBe(HASH);
    expect(item?.metadata.status).toBe('confirmed');
    // The indexer's own item for that transaction: Activity lists one item, not the purchase beside it.
    const indexed: HistoryItem = { ...item!, metadata: { ...item!.metadata, sentFrom: '0xtreasury' } };
    expect(mergeHistory(store.getState().items, [indexed])).toEqual([indexed]);
  });

  it('keeps a declined purchase under its own id, failed', async () => {
    const { ctx, store, api } = setUp(purchase({ status: 'failed' }));
    await followPurchase(ctx, api, 'p-1');
    expect(store.getState().items.map((each) => [each.id, each.metadata.status])).toEqual([
      ['p-1', 'failed'],
    ]);
    expect(store.getState().failures['p-1']).toBe('declined');
  });
});
