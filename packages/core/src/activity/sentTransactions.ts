// Transactions the visitor sent from the widget, shown in Activity as pending at once (before gangway-server has
// seen them) and dropped once the history answers with them; their fate as the node tells it
// (watchSentTransaction.ts) settles them first: confirmed, reverted or dropped.

import type { CaipNetworkId, HistoryItem, TokenBalance } from '@gangway/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { formatUnits } from '../format/formatUnits.ts';

/** Why a sent transaction failed: the chain ran it and it reverted, the network never mined it, or (a purchase) the
 * on-ramp provider declined it. */
export type SentFailure = 'reverted' | 'dropped' | 'declined';

export interface SentTransactionsState {
  items: readonly HistoryItem[];
  /** The failed ones' reasons, by id (kept after the history takes the item over). */
  failures: Readonly<Record<string, SentFailure>>;
  add(item: HistoryItem): void;
  /** Sets a pending item's final status; a failure carries its reason. */
  settle(id: string, outcome: { status: 'confirmed' } | { status: 'failed'; reason: SentFailure }): void;
  /** Forgets the sent transactions the history now holds. */
  seen(ids: ReadonlySet<string>): void;
}
export type SentTransactionsStore = StoreApi<SentTransactionsState>;

/** The instance's sent transactions, made on first need and kept in the context's lazy state. */
export function sentTransactions(ctx: Pick<GangwayContext, 'lazy'>): SentTransactionsStore {
  ctx.lazy.sentTransactions ??= createStore<SentTransactionsState>()((set, get) => ({
    items: [],
    failures: {},
    add: (item) => set({ items: [item, ...get().items.filter((each) => each.id !== item.id)] }),
    settle: (id, outcome) =>
      set({
        items: get().items.map((item) =>
          item.id === id ? { ...item, metadata: { ...item.metadata, status: outcome.status } } : item,
        ),
        ...(outcome.status === 'failed' ? { failures: { ...get().failures, [id]: outcome.reason } } : {}),
      }),
    seen: (ids) => {
      const items = get().items.filter((item) => !ids.has(item.id));
      if (items.length !== get().items.length) set({ items });
    },
  }));
  return ctx.lazy.sentTransactions;
}

/** The history item of a transfer just sent: pending, out, of `token`. */
export function sentTransferItem(params: {
  id: string;
  chain: CaipNetworkId;
  from: string;
  to: string;
  token: TokenBalance;
  amount: bigint;
  now?: Date;
}): HistoryItem {
  const { token } = params;
  return {
    id: params.id,
    metadata: {
      minedAt: (params.now ?? new Date()).toISOString(),
      chain: params.chain,
      operationType: 'send',
      status: 'pending',
      sentFrom: params.from,
      sentTo: params.to,
    },
    transfers: [
      {
        direction: 'out',
        quantity: {
          decimals: token.quantity.decimals,
          numeric: formatUnits(params.amount, Number(token.quantity.decimals)),
        },
        fungible_info: {
          name: token.name,
          symbol: token.symbol,
          icon: { url: token.iconUrl || null },
          address: token.address,
        },
        is_spam: false,
      },
    ],
  };
}
