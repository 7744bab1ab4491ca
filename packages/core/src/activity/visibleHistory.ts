// What Activity shows of the history (SPEC §5): the active chain's transactions, without those where every
// transfer is spam, grouped by day; each amount signed as SPEC §5 says.
import type { HistoryItem } from '@gangway/protocol';
import { AMOUNT_MINUS_OPERATIONS, AMOUNT_PLUS_OPERATIONS } from '@gangway/protocol';

type HistoryTransfer = HistoryItem['transfers'][number];

export function isSpamTransfer(transfer: HistoryTransfer): boolean {
  return transfer.is_spam || transfer.nft_info?.flags.is_spam === true;
}

export function isVisible(item: HistoryItem, chain: string): boolean {
  if (item.metadata.chain !== chain) return false;
  return item.transfers.length === 0 || !item.transfers.every(isSpamTransfer);
}

/** The sent transactions first (newest first) unless the history has them, then the history's. */
export function mergeHistory(sent: readonly HistoryItem[], history: readonly HistoryItem[]): HistoryItem[] {
  const known = new Set(history.map((item) => item.id));
  return [...sent.filter((item) => !known.has(item.id)), ...history];
}

export interface HistoryDay {
  /** YYYY-MM-DD in the visitor's time zone. */
  day: string;
  items: HistoryItem[];
}

function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Items in their order, in runs of one day each. */
export function groupByDay(items: readonly HistoryItem[]): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const item of items) {
    const day = localDay(item.metadata.minedAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** '+' or '-' before an amount: by operation type (SPEC §5), else by the transfer's direction. */
export function amountPrefix(item: HistoryItem, transfer: HistoryTransfer): '+' | '-' | '' {
  const operation = item.metadata.operationType;
  if ((AMOUNT_PLUS_OPERATIONS as readonly string[]).includes(operation)) return '+';
  if ((AMOUNT_MINUS_OPERATIONS as readonly string[]).includes(operation)) return '-';
  return transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
}
