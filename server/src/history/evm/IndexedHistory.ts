// The history of an indexed EVM chain, from the indexer's tables: the account's transactions newest first
// (keyset pages on block and position), with their transfers; on the first page, transactions the RPC proxy
// relayed that no indexed block holds yet, as pending.
import type { CaipAddress, CaipNetworkId, HistoryItem, HistoryResponse } from '@gangway/protocol';
import { HISTORY_PAGE_SIZE } from '@gangway/protocol';
import type { HistoryUserOperationsTable } from '../../db/historySchema.ts';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { NftMetadataService } from '../../nfts/NftMetadataService.ts';
import type { TokenCatalog } from '../../services/tokenCatalog.ts';
import { type HistorySource, invalidCursor } from '../HistorySource.ts';
import { directionOf, isSpam, nativeTransfer, operationOf, quantity } from '../historyItems.ts';
import { HistoryTokens } from '../historyTokens.ts';

/** A relayed transaction no block has shown within this long is dropped from the list. */
export const PENDING_TTL_MS = 60 * 60 * 1000;
const CURSOR = /^(\d{1,15})\.(\d{1,9})$/;

export function encodeCursor(blockNumber: number, txIndex: number): string {
  return `${blockNumber}.${txIndex}`;
}

export class IndexedHistory implements HistorySource {
  readonly #tokens: HistoryTokens;

  constructor(
    private readonly database: GangwayDatabase,
    private readonly chainId: CaipNetworkId,
    private readonly catalog: TokenCatalog,
    private readonly listedTokens: ReadonlySet<string>,
    private readonly nfts: NftMetadataService,
  ) {
    this.#tokens = new HistoryTokens(catalog, chainId);
  }

  async page(account: string, cursor: string | undefined): Promise<HistoryResponse> {
    const after = cursor === undefined ? undefined : parseCursor(cursor);
    const db = this.database.db;
    // The page's transactions in one query with the account's index (one round trip fewer per page).
    let query = db
      .selectFrom('history_accounts as a')
      .innerJoin('history_transactions as t', (join) =>
        join.onRef('t.chain_id', '=', 'a.chain_id').onRef('t.hash', '=', 'a.tx_hash'),
      )
      .select([
        'a.block_number',
        'a.tx_index',
        't.hash',
        't.timestamp',
        't.from_address',
        't.to_address',
        't.selector',
        't.status',
      ])
      .where('a.chain_id', '=', this.chainId)
      .where('a.account', '=', account);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('a.block_number', '<', after.block),
          eb.and([eb('a.block_number', '=', after.block), eb('a.tx_index', '<', after.index)]),
        ]),
      );
    const rows = await query
      .orderBy('a.block_number', 'desc')
      .orderBy('a.tx_index', 'desc')
      .limit(HISTORY_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HISTORY_PAGE_SIZE);
    const last = page.at(-1);
    const next =
      rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(Number(last.block_number), last.tx_index) : null;
    const hashes = page.map((row) => row.hash);
    const [transfers, userOperations, pending] = await Promise.all([
      hashes.length === 0
        ? []
        : db
            .selectFrom('history_transfers')
            .selectAll()
            .where('chain_id', '=', this.chainId)
            .where('tx_hash', 'in', hashes)
            .where((eb) => eb.or([eb('from_address', '=', account), eb('to_address', '=', account)]))
            .orderBy('log_index')
            .orderBy('item')
            .execute(),
      hashes.length === 0
        ? []
        : db
            .selectFrom('history_user_operations')
            .selectAll()
            .where('chain_id', '=', this.chainId)
            .where('tx_hash', 'in', hashes)
            .orderBy('log_index')
            .execute(),
      after ? [] : this.#pending(account),
    ]);
    const tokens = await this.#tokens.describe(
      transfers
        .filter((row) => row.standard !== 'erc721' && row.standard !== 'erc1155')
        .map((row) => row.token),
    );
    const nftNames = await this.nfts.cached(
      this.chainId,
      transfers.flatMap((row) =>
        row.token_id === null ? [] : [{ contract: row.token, tokenId: row.token_id }],
      ),
    );
    const items = page.map((tx): HistoryItem => {
      const own = transfers.filter((transfer) => transfer.tx_hash === tx.hash);
      const sent = sentBy(
        account,
        tx,
        userOperations.filter((op) => op.tx_hash === tx.hash),
        own,
      );
      const initiated = sent.from === account;
      const mine = own.filter(
        (transfer) => transfer.from_address === account || transfer.to_address === account,
      );
      return {
        id: tx.hash,
        metadata: {
          minedAt: new Date(Number(tx.timestamp) * 1000).toISOString(),
          chain: this.chainId,
          operationType: operationOf(
            account,
            sent.from,
            sent.selector,
            own.map((transfer) => ({ from: transfer.from_address, to: transfer.to_address })),
          ),
          status: sent.status,
          sentFrom: sent.from,
          sentTo: sent.to,
        },
        transfers: mine.map((transfer) => {
          const direction = directionOf(account, transfer.from_address, transfer.to_address);
          const amount = BigInt(transfer.amount);
          if (transfer.token_id !== null) {
            const nft = nftNames.get(`${transfer.token}|${transfer.token_id}`);
            const spam = isSpam(this.listedTokens.has(transfer.token), initiated);
            return {
              direction,
              quantity: quantity(amount, 0),
              nft_info: {
                name: nft?.name ?? `#${transfer.token_id}`,
                collection: `${this.chainId}:${transfer.token}` as CaipAddress,
                tokenId: transfer.token_id,
                content: { preview: { url: nft?.imagePath ?? null } },
                flags: { is_spam: spam },
              },
              is_spam: spam,
            };
          }
          const token = tokens.get(transfer.token);
          const listed = transfer.standard === 'native' || this.listedTokens.has(transfer.token);
          return {
            direction,
            quantity: quantity(amount, token?.decimals ?? 0),
            fungible_info: {
              name: token?.name ?? 'Unknown token',
              symbol: token?.symbol ?? '?',
              icon: { url: token?.icon ?? null },
              address: `${this.chainId}:${transfer.token}` as CaipAddress,
            },
            is_spam: isSpam(listed, initiated),
          };
        }),
      };
    });
    return { data: [...pending, ...items], next };
  }

  async #pending(account: string): Promise<HistoryItem[]> {
    const rows = await this.database.db
      .selectFrom('history_pending')
      .selectAll()
      .where('chain_id', '=', this.chainId)
      .where('from_address', '=', account)
      .where('seen_at', '>', Date.now() - PENDING_TTL_MS)
      .orderBy('seen_at', 'desc')
      .limit(HISTORY_PAGE_SIZE)
      .execute();
    const native = this.catalog.native(this.chainId);
    return rows.map((row) => {
      const value = BigInt(row.value);
      const to = row.to_address ?? '';
      return {
        id: row.hash,
        metadata: {
          minedAt: new Date(Number(row.seen_at)).toISOString(),
          chain: this.chainId,
          operationType: value > 0n ? 'send' : 'execute',
          status: 'pending',
          sentFrom: row.from_address,
          sentTo: to,
        },
        transfers:
          value > 0n ? [nativeTransfer(native, directionOf(account, row.from_address, to), value)] : [],
      };
    });
  }
}

type UserOperationRow = Pick<HistoryUserOperationsTable, 'sender' | 'target' | 'selector' | 'success'>;

/**
 * Who sent the transaction, seen from the account: a bundler's handleOps was sent by the smart account whose user
 * operation it carried (to its first call's target); for an account one of its calls paid or called, by that smart
 * account.
 */
function sentBy(
  account: string,
  tx: {
    from_address: string;
    to_address: string | null;
    selector: string | null;
    status: 'confirmed' | 'failed';
  },
  userOperations: readonly UserOperationRow[],
  received: readonly { from_address: string; to_address: string }[],
): { from: string; to: string; selector: string | null; status: 'confirmed' | 'failed' } {
  const payers = new Set(
    received.filter((transfer) => transfer.to_address === account).map((transfer) => transfer.from_address),
  );
  const op =
    userOperations.find((each) => each.sender === account) ??
    userOperations.find((each) => payers.has(each.sender) || each.target === account);
  if (!op)
    return { from: tx.from_address, to: tx.to_address ?? '', selector: tx.selector, status: tx.status };
  if (op.sender !== account)
    return { from: op.sender, to: account, selector: null, status: op.success ? tx.status : 'failed' };
  return {
    from: op.sender,
    to: op.target ?? '',
    selector: op.selector,
    status: op.success ? tx.status : 'failed',
  };
}

function parseCursor(cursor: string): { block: number; index: number } {
  const match = CURSOR.exec(cursor);
  if (!match) throw invalidCursor('not a cursor this server handed out');
  return { block: Number(match[1]), index: Number(match[2]) };
}
