// What an explorer API (Etherscan-compatible, Blockscout) says about an account, in one shape: its
// transactions and its token transfers, read newest first at or below a block. Both APIs page each list on
// its own, so a page of history is cut at the highest block every list has given in full.
import type { CaipAddress, CaipNetworkId } from '@gangway/protocol';
import { HISTORY_PAGE_SIZE, type HistoryItem, type HistoryResponse } from '@gangway/protocol';
import type { TokenInfo } from '../../services/tokenCatalog.ts';
import { invalidCursor } from '../HistorySource.ts';
import { directionOf, isSpam, nativeTransfer, operationOf, quantity } from '../historyItems.ts';

/** A transaction the account sent or received (lower-case addresses; `to` empty for a contract creation). */
export interface ExplorerTransaction {
  hash: string;
  block: number;
  /** Unix seconds. */
  timestamp: number;
  from: string;
  to: string;
  value: bigint;
  failed: boolean;
  /** The calldata's 4-byte selector, 0x-prefixed, or null. */
  selector: string | null;
}

export interface ExplorerTransfer {
  hash: string;
  block: number;
  timestamp: number;
  from: string;
  to: string;
  /** Lower-case contract address. */
  token: string;
  standard: 'erc20' | 'erc721' | 'erc1155';
  amount: bigint;
  /** NFTs only. */
  tokenId: string | null;
  name: string;
  symbol: string;
  decimals: number;
}

/** One list, read newest first at or below a block, a chunk at a time. */
export interface ExplorerList<Row> {
  /** The rows read so far. */
  readonly rows: Row[];
  /** Whether the rows read are all there are. */
  readonly done: boolean;
  /** Reads the next chunk. */
  more(): Promise<void>;
}

export interface ExplorerLists {
  transactions: ExplorerList<ExplorerTransaction>;
  transfers: ExplorerList<ExplorerTransfer>[];
}

/** More chunks read per page, at most, to fill it with transactions every list has given in full. */
const MAX_FOLLOW_UPS = 8;

export interface ExplorerCursor {
  block: number;
  hash: string;
}

const CURSOR = /^(\d{1,15})\.(0x[0-9a-f]{64})$/;

export function parseExplorerCursor(cursor: string | undefined): ExplorerCursor | undefined {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(cursor);
  if (!match) throw invalidCursor('not a cursor this server handed out');
  return { block: Number(match[1]), hash: match[2] ?? '' };
}

/** How the page describes tokens: the native currency, and a configured token's icon (null when unlisted). */
export interface ExplorerTokens {
  native: TokenInfo;
  listed: ReadonlySet<string>;
  icon(address: string): string | null;
}

interface Group {
  hash: string;
  block: number;
  timestamp: number;
  transaction: ExplorerTransaction | undefined;
  transfers: ExplorerTransfer[];
}

/** Newest first: block, then hash (both descending), the order the cursor continues. */
const newestFirst = (a: { block: number; hash: string }, b: { block: number; hash: string }) =>
  b.block - a.block || (a.hash < b.hash ? 1 : a.hash > b.hash ? -1 : 0);

export async function explorerPage(
  chainId: CaipNetworkId,
  account: string,
  lists: ExplorerLists,
  after: ExplorerCursor | undefined,
): Promise<(tokens: ExplorerTokens) => HistoryResponse> {
  const all: ExplorerList<{ block: number }>[] = [lists.transactions, ...lists.transfers];
  await Promise.all(all.map((list) => list.more()));
  let complete = completeGroups(lists, after);
  for (let round = 0; round < MAX_FOLLOW_UPS && complete.groups.length <= HISTORY_PAGE_SIZE; round += 1) {
    // The lists that stopped at the highest block are what keeps the page short: read on in those.
    const limiting = all.filter((list) => !list.done && lowestBlock(list) === complete.cut);
    if (limiting.length === 0) break;
    await Promise.all(limiting.map((list) => list.more()));
    complete = completeGroups(lists, after);
  }
  // A block with more rows than the follow-ups read: serve what was read of it rather than stall.
  const usable =
    complete.groups.length > 0
      ? complete.groups
      : complete.ordered.filter((group) => group.block === complete.ordered[0]?.block);
  const page = usable.slice(0, HISTORY_PAGE_SIZE);
  const more = usable.length > page.length || all.some((list) => !list.done);
  const last = page.at(-1);
  return (tokens) => ({
    data: page.map((group) => explorerItem(chainId, account, group, tokens)),
    next: more && last ? `${last.block}.${last.hash}` : null,
  });
}

function lowestBlock(list: ExplorerList<{ block: number }>): number {
  return list.rows.reduce((lowest, row) => Math.min(lowest, row.block), Number.POSITIVE_INFINITY);
}

/**
 * The transactions after the cursor, newest first (`ordered`), and those above `cut`, the highest block where
 * a list stopped before its end: every list has given those in full.
 */
function completeGroups(lists: ExplorerLists, after: ExplorerCursor | undefined) {
  const all: ExplorerList<{ block: number }>[] = [lists.transactions, ...lists.transfers];
  const cut = Math.max(-1, ...all.filter((list) => !list.done).map(lowestBlock));
  const groups = new Map<string, Group>();
  const groupOf = (row: { hash: string; block: number; timestamp: number }) => {
    let group = groups.get(row.hash);
    if (!group) {
      group = {
        hash: row.hash,
        block: row.block,
        timestamp: row.timestamp,
        transaction: undefined,
        transfers: [],
      };
      groups.set(row.hash, group);
    }
    return group;
  };
  for (const row of lists.transactions.rows) groupOf(row).transaction = row;
  for (const list of lists.transfers) for (const row of list.rows) groupOf(row).transfers.push(row);
  const ordered = [...groups.values()]
    .filter(
      (group) =>
        !after || group.block < after.block || (group.block === after.block && group.hash < after.hash),
    )
    .sort(newestFirst);
  return { cut, ordered, groups: ordered.filter((group) => group.block > cut) };
}

function explorerItem(
  chainId: CaipNetworkId,
  account: string,
  group: Group,
  tokens: ExplorerTokens,
): HistoryItem {
  const { transaction } = group;
  const initiated = transaction?.from === account;
  const moves: HistoryItem['transfers'] = [];
  const parts: { from: string; to: string }[] = [];
  if (transaction && transaction.value > 0n && !transaction.failed) {
    parts.push({ from: transaction.from, to: transaction.to });
    moves.push(
      nativeTransfer(
        tokens.native,
        directionOf(account, transaction.from, transaction.to),
        transaction.value,
      ),
    );
  }
  for (const transfer of group.transfers) {
    parts.push({ from: transfer.from, to: transfer.to });
    if (transfer.from !== account && transfer.to !== account) continue;
    const direction = directionOf(account, transfer.from, transfer.to);
    const collection = `${chainId}:${transfer.token}` as CaipAddress;
    if (transfer.tokenId !== null) {
      const spam = isSpam(tokens.listed.has(transfer.token), initiated);
      moves.push({
        direction,
        quantity: quantity(transfer.amount, 0),
        nft_info: {
          name: transfer.name ? `${transfer.name} #${transfer.tokenId}` : `#${transfer.tokenId}`,
          collection,
          tokenId: transfer.tokenId,
          content: { preview: { url: null } },
          flags: { is_spam: spam },
        },
        is_spam: spam,
      });
      continue;
    }
    moves.push({
      direction,
      quantity: quantity(transfer.amount, transfer.decimals),
      fungible_info: {
        name: transfer.name || 'Unknown token',
        symbol: transfer.symbol || '?',
        icon: { url: tokens.icon(transfer.token) },
        address: collection,
      },
      is_spam: isSpam(tokens.listed.has(transfer.token), initiated),
    });
  }
  const first = group.transfers[0];
  const sentFrom = transaction?.from ?? first?.from ?? '';
  return {
    id: group.hash,
    metadata: {
      minedAt: new Date(group.timestamp * 1000).toISOString(),
      chain: chainId,
      operationType: operationOf(account, sentFrom, transaction?.selector ?? null, parts),
      status: transaction?.failed ? 'failed' : 'confirmed',
      sentFrom,
      sentTo: transaction?.to ?? first?.to ?? '',
    },
    transfers: moves,
  };
}
