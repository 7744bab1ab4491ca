// A swap sent from the widget as Activity lists it until the history has it: a trade, pending, selling one token
// and buying another (watchSentTransaction settles it confirmed or failed).
import type { CaipAddress, CaipNetworkId, HistoryItem, SwapToken } from '@gangway/protocol';
import { formatUnits } from '../format/formatUnits.ts';

export function sentSwapItem(params: {
  id: string;
  chain: CaipNetworkId;
  from: string;
  to: string;
  sold: { token: SwapToken; amount: bigint };
  bought: { token: SwapToken; amount: bigint };
  now?: Date;
}): HistoryItem {
  const transfer = (direction: 'in' | 'out', { token, amount }: { token: SwapToken; amount: bigint }) => ({
    direction,
    quantity: { decimals: String(token.decimals), numeric: formatUnits(amount, token.decimals) },
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: token.logoUri || null },
      address: token.address as CaipAddress,
    },
    is_spam: false,
  });
  return {
    id: params.id,
    metadata: {
      minedAt: (params.now ?? new Date()).toISOString(),
      chain: params.chain,
      operationType: 'trade',
      status: 'pending',
      sentFrom: params.from,
      sentTo: params.to,
    },
    transfers: [transfer('out', params.sold), transfer('in', params.bought)],
  };
}
