// An on-ramp purchase as Activity lists it: received from the provider, pending until the server's purchase status
// (moved by the provider's signed webhook) says completed or failed; followPurchase settles it, whatever view is open.
import type { CaipAddress, CaipNetworkId, HistoryItem, OnrampPurchase } from '@gangway/protocol';
import { sentTransactions } from '../activity/sentTransactions.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { OnrampApi } from './onrampApi.ts';

/** How often a pending purchase's status is asked. */
export const PURCHASE_POLL_MS = 2_000;
/** How long a purchase is followed: a checkout left open longer is looked at again when Activity reloads. */
const PURCHASE_FOLLOW_MS = 60 * 60 * 1_000;

export function purchaseItem(params: {
  id: string;
  chain: CaipNetworkId;
  address: string;
  provider: string;
  symbol: string;
  asset: CaipAddress;
  /** Whole units, as quoted. */
  amount: string;
  decimals: number;
  now?: Date;
}): HistoryItem {
  return {
    id: params.id,
    metadata: {
      minedAt: (params.now ?? new Date()).toISOString(),
      chain: params.chain,
      operationType: 'receive',
      status: 'pending',
      sentFrom: params.provider,
      sentTo: params.address,
    },
    transfers: [
      {
        direction: 'in',
        quantity: { decimals: String(params.decimals), numeric: params.amount },
        fungible_info: {
          name: params.symbol,
          symbol: params.symbol,
          icon: { url: null },
          address: params.asset,
        },
        is_spam: false,
      },
    ],
  };
}

/** Asks the purchase's status until it leaves pending, and settles its Activity item; resolves to the purchase. */
export async function followPurchase(
  ctx: Pick<GangwayContext, 'lazy'>,
  api: OnrampApi,
  id: string,
  onUpdate?: (purchase: OnrampPurchase) => void,
): Promise<OnrampPurchase | undefined> {
  const deadline = Date.now() + PURCHASE_FOLLOW_MS;
  while (Date.now() < deadline) {
    const purchase = await api.purchase(id).catch(() => undefined);
    if (purchase) onUpdate?.(purchase);
    if (purchase && purchase.status !== 'pending') {
      const store = sentTransactions(ctx).getState();
      store.settle(
        id,
        purchase.status === 'completed' ? { status: 'confirmed' } : { status: 'failed', reason: 'declined' },
      );
      if (purchase.status === 'completed' && purchase.transactionHash)
        byTransaction(ctx, id, purchase.transactionHash);
      return purchase;
    }
    await new Promise((resolve) => setTimeout(resolve, PURCHASE_POLL_MS));
  }
  return undefined;
}

/**
 * A completed purchase is known by the transaction that delivered it from then on: once the history lists that
 * transaction, Activity shows the one item, not the purchase beside the transfer it became.
 */
function byTransaction(ctx: Pick<GangwayContext, 'lazy'>, id: string, transactionHash: string): void {
  const store = sentTransactions(ctx).getState();
  const item = store.items.find((each) => each.id === id);
  if (!item) return;
  store.seen(new Set([id]));
  store.add({ ...item, id: transactionHash });
}
