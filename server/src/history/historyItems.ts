// Shared by the history sources: a transfer's direction, the operation a transaction was for the account, the
// spam rule, and amounts as TokenQuantity.
import type { HistoryItem, OperationType } from '@gangway/protocol';
import { formatUnits } from 'viem';
import type { TokenInfo } from '../services/tokenCatalog.ts';

export type Direction = 'in' | 'out' | 'self';
type Transfer = HistoryItem['transfers'][number];

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export function directionOf(account: string, from: string, to: string): Direction {
  if (from === account && to === account) return 'self';
  return from === account ? 'out' : 'in';
}

export function quantity(amount: bigint, decimals: number): Transfer['quantity'] {
  const numeric = formatUnits(amount < 0n ? -amount : amount, decimals);
  return { decimals: String(decimals), numeric };
}

/** A move of the chain's native currency: always listed, so never spam. */
export function nativeTransfer(native: TokenInfo, direction: Direction, amount: bigint): Transfer {
  return {
    direction,
    quantity: quantity(amount, native.decimals),
    fungible_info: {
      name: native.name,
      symbol: native.symbol,
      icon: { url: native.icon },
      address: native.caipAddress,
    },
    is_spam: false,
  };
}

/**
 * The spam rule (server/README.md): a transfer is spam when its token is not in the chain's configured token
 * list (the native currency always is) and the account did not send the transaction that moved it.
 */
export function isSpam(listed: boolean, initiatedByAccount: boolean): boolean {
  return !listed && !initiatedByAccount;
}

const APPROVE_SELECTOR = '0x095ea7b3';

/** What the transaction was, seen from the account. */
export function operationOf(
  account: string,
  initiator: string,
  selector: string | null,
  transfers: readonly { from: string; to: string }[],
): OperationType {
  const mine = transfers.filter((transfer) => transfer.from === account || transfer.to === account);
  if (mine.some((transfer) => transfer.from === ZERO_ADDRESS && transfer.to === account)) return 'mint';
  if (mine.some((transfer) => transfer.from === account && transfer.to === ZERO_ADDRESS)) return 'burn';
  const sent = mine.some((transfer) => transfer.from === account && transfer.to !== account);
  const received = mine.some((transfer) => transfer.to === account && transfer.from !== account);
  if (sent && received) return 'trade';
  if (received) return 'receive';
  if (sent || mine.length > 0) return 'send';
  if (initiator === account && selector === APPROVE_SELECTOR) return 'approve';
  return 'execute';
}
