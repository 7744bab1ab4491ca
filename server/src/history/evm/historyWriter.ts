// The indexer's writes. A round of blocks is one database transaction with the cursor, and every row is keyed
// (chain, tx, log index, item), so a restart or a repeated round never leaves gaps or duplicates.
import type { CaipNetworkId } from '@gangway/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChainBlock } from './evmChainReader.ts';
import { type DecodedTransfer, logTransfers, nativeTransfer } from './evmTransfers.ts';
import { userOperationsOf, userOperationTransfers } from './userOperations.ts';

/** Block hashes kept below the cursor to find where a reorg forked. */
export const KEPT_BLOCKS = 256;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters). */
const ROWS_PER_INSERT = 1_000;

export interface Cursor {
  blockNumber: number;
  blockHash: string;
}

/** The cursor moved since the round read it: another instance (a leader before a hand-over) wrote meanwhile. */
export class CursorMovedError extends Error {
  override readonly name = 'CursorMovedError';
  constructor(chainId: string) {
    super(`${chainId}: the history cursor moved since this round read it; the round is dropped`);
  }
}

/** The advisory lock space of the history writers (leases use 7002, budget counters 7001). */
const WRITER_LOCK_CLASS = 7003;

export interface WrittenRound {
  blocks: number;
  transfers: number;
}

/**
 * Statistics are refreshed once this many rows arrived, and at least a fifth of the rows there were at the
 * last refresh: PGlite runs no autovacuum, and without statistics the planner reads every log of a busy
 * transaction to find the account's transfer (milliseconds per page instead of a fraction of one).
 */
const ANALYZE_AFTER_ROWS = 1_000;
const ANALYZE_GROWTH = 0.2;
const ANALYZED_TABLES = sql`history_transfers, history_accounts, history_transactions`;

export class HistoryWriter {
  #sinceAnalyze = 0;
  #analyzedRows = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly chainId: CaipNetworkId,
  ) {}

  async cursor(): Promise<Cursor | null> {
    const row = await this.db
      .selectFrom('history_cursors')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', this.chainId)
      .executeTakeFirst();
    return row ? { blockNumber: Number(row.block_number), blockHash: row.block_hash } : null;
  }

  /** Stored hashes of blocks at or below `from`, highest first. */
  async storedHashes(from: number, count: number): Promise<{ number: number; hash: string }[]> {
    const rows = await this.db
      .selectFrom('history_blocks')
      .select(['number', 'hash'])
      .where('chain_id', '=', this.chainId)
      .where('number', '<=', from)
      .orderBy('number', 'desc')
      .limit(count)
      .execute();
    return rows.map((row) => ({ number: Number(row.number), hash: row.hash }));
  }

  async #refreshStatistics(written: number): Promise<void> {
    this.#sinceAnalyze += written;
    if (this.#sinceAnalyze < Math.max(ANALYZE_AFTER_ROWS, this.#analyzedRows * ANALYZE_GROWTH)) return;
    await sql`analyze ${ANALYZED_TABLES}`.execute(this.db);
    this.#analyzedRows += this.#sinceAnalyze;
    this.#sinceAnalyze = 0;
  }

  /**
   * In the round's transaction: waits for any other writer of the chain, then checks the cursor is still `expected`
   * (what the round started from), so two instances never both write a round (CursorMovedError otherwise).
   */
  async #checkCursor(trx: Transaction<Database>, expected: Cursor | null): Promise<void> {
    await sql`select pg_advisory_xact_lock(${WRITER_LOCK_CLASS}, hashtext(${this.chainId}))`.execute(trx);
    const row = await trx
      .selectFrom('history_cursors')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', this.chainId)
      .executeTakeFirst();
    const same =
      row && expected
        ? Number(row.block_number) === expected.blockNumber && row.block_hash === expected.blockHash
        : !row && !expected;
    if (!same) throw new CursorMovedError(this.chainId);
  }

  async write(blocks: readonly ChainBlock[], expected: Cursor | null): Promise<WrittenRound> {
    const chain_id = this.chainId;
    const rows = rowsOf(chain_id, blocks);
    const last = blocks.at(-1);
    if (!last) return { blocks: 0, transfers: 0 };
    await this.db.transaction().execute(async (trx) => {
      await this.#checkCursor(trx, expected);
      await insertAll(trx, 'history_blocks', rows.blocks, ['chain_id', 'number']);
      await insertAll(trx, 'history_transactions', rows.transactions, ['chain_id', 'hash']);
      await insertAll(trx, 'history_transfers', rows.transfers, ['chain_id', 'tx_hash', 'log_index', 'item']);
      await insertAll(trx, 'history_accounts', rows.accounts, ['chain_id', 'account', 'tx_hash']);
      await insertAll(trx, 'history_user_operations', rows.userOperations, [
        'chain_id',
        'tx_hash',
        'log_index',
      ]);
      if (rows.transactions.length > 0)
        await trx
          .deleteFrom('history_pending')
          .where('chain_id', '=', chain_id)
          .where(
            'hash',
            'in',
            rows.transactions.map((tx) => tx.hash),
          )
          .execute();
      const cursor = { block_number: Number(last.block.number), block_hash: last.block.hash.toLowerCase() };
      await trx
        .insertInto('history_cursors')
        .values({ chain_id, ...cursor })
        .onConflict((oc) => oc.column('chain_id').doUpdateSet(cursor))
        .execute();
      await trx
        .deleteFrom('history_blocks')
        .where('chain_id', '=', chain_id)
        .where('number', '<', cursor.block_number - KEPT_BLOCKS)
        .execute();
    });
    await this.#refreshStatistics(rows.transfers.length + rows.accounts.length);
    return { blocks: blocks.length, transfers: rows.transfers.length };
  }

  /** Removes what blocks above `ancestor` added; the cursor goes back to it (or away, when null), if still `expected`. */
  async rollBackTo(ancestor: Cursor | null, expected: Cursor | null): Promise<void> {
    const chain_id = this.chainId;
    const above = ancestor?.blockNumber ?? -1;
    await this.db.transaction().execute(async (trx) => {
      await this.#checkCursor(trx, expected);
      for (const table of [
        'history_transfers',
        'history_accounts',
        'history_transactions',
        'history_user_operations',
      ] as const)
        await trx
          .deleteFrom(table)
          .where('chain_id', '=', chain_id)
          .where('block_number', '>', above)
          .execute();
      await trx
        .deleteFrom('history_blocks')
        .where('chain_id', '=', chain_id)
        .where('number', '>', above)
        .execute();
      if (ancestor)
        await trx
          .updateTable('history_cursors')
          .set({ block_number: ancestor.blockNumber, block_hash: ancestor.blockHash })
          .where('chain_id', '=', chain_id)
          .execute();
      else await trx.deleteFrom('history_cursors').where('chain_id', '=', chain_id).execute();
    });
  }
}

type InsertTable =
  | 'history_blocks'
  | 'history_transactions'
  | 'history_transfers'
  | 'history_accounts'
  | 'history_user_operations';

async function insertAll<T extends InsertTable>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly object[],
  key: readonly string[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
      .onConflict((oc) => oc.columns(key as never).doNothing())
      .execute();
  }
}

function rowsOf(chain_id: string, blocks: readonly ChainBlock[]) {
  const out = {
    blocks: [] as Database['history_blocks'][],
    transactions: [] as Database['history_transactions'][],
    transfers: [] as Database['history_transfers'][],
    accounts: new Map<string, Database['history_accounts']>(),
    userOperations: [] as Database['history_user_operations'][],
  };
  for (const { block, receipts } of blocks) {
    const block_number = Number(block.number);
    out.blocks.push({
      chain_id,
      number: block_number,
      hash: block.hash.toLowerCase(),
      parent_hash: block.parentHash.toLowerCase(),
    });
    block.transactions.forEach((tx, position) => {
      const receipt = receipts[position];
      const hash = tx.hash.toLowerCase();
      const tx_index = Number(tx.transactionIndex);
      const failed = receipt?.status !== undefined && BigInt(receipt.status) === 0n;
      const from = tx.from.toLowerCase();
      out.transactions.push({
        chain_id,
        hash,
        block_number,
        tx_index,
        timestamp: Number(block.timestamp),
        from_address: from,
        to_address: tx.to?.toLowerCase() ?? null,
        selector: tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
        status: failed ? 'failed' : 'confirmed',
      });
      const userOperations = failed ? [] : userOperationsOf(tx, receipt);
      const transfers: DecodedTransfer[] = failed
        ? []
        : [
            nativeTransfer(tx),
            ...(receipt?.logs ?? []).flatMap(logTransfers),
            ...userOperations.flatMap(userOperationTransfers),
          ].filter((transfer): transfer is DecodedTransfer => transfer !== null);
      const touched = new Set([from, ...(tx.to ? [tx.to.toLowerCase()] : [])]);
      for (const op of userOperations) {
        const [first] = op.calls;
        out.userOperations.push({
          chain_id,
          tx_hash: hash,
          log_index: op.logIndex,
          block_number,
          sender: op.sender,
          target: first?.target ?? null,
          selector: first?.selector ?? null,
          success: op.success,
        });
        touched.add(op.sender);
      }
      for (const transfer of transfers) {
        out.transfers.push({
          chain_id,
          tx_hash: hash,
          log_index: transfer.logIndex,
          item: transfer.item,
          block_number,
          standard: transfer.standard,
          token: transfer.token,
          token_id: transfer.tokenId,
          from_address: transfer.from,
          to_address: transfer.to,
          amount: transfer.amount.toString(),
        });
        touched.add(transfer.from);
        touched.add(transfer.to);
      }
      touched.delete(ZERO_ADDRESS);
      for (const account of touched)
        out.accounts.set(`${account}|${hash}`, { chain_id, account, tx_hash: hash, block_number, tx_index });
    });
  }
  return { ...out, accounts: [...out.accounts.values()] };
}
