// The EVM indexer's tables (issue 9): per chain a cursor, the recent blocks (reorg detection), the indexed
// transactions and transfers, which accounts each transaction touches (the history route's index), pending
// transactions seen by the RPC proxy, and NFT metadata.
import { type Kysely, sql } from 'kysely';

export async function createHistoryTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_cursors')
    .addColumn('chain_id', 'text', (c) => c.primaryKey())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('history_blocks')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('number', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('parent_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_blocks_pk', ['chain_id', 'number'])
    .execute();
  await db.schema
    .createTable('history_transactions')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('tx_index', 'integer', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text')
    .addColumn('selector', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_transactions_pk', ['chain_id', 'hash'])
    .execute();
  await db.schema
    .createIndex('history_transactions_block')
    .on('history_transactions')
    .columns(['chain_id', 'block_number'])
    .execute();
  await db.schema
    .createTable('history_transfers')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    // -1: the transaction's own value (native); else the log's index in its block.
    .addColumn('log_index', 'integer', (c) => c.notNull())
    // Position within the log: an ERC-1155 TransferBatch moves several tokens.
    .addColumn('item', 'integer', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('standard', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text')
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(78, 0)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('history_transfers_pk', ['chain_id', 'tx_hash', 'log_index', 'item'])
    .execute();
  await db.schema
    .createIndex('history_transfers_block')
    .on('history_transfers')
    .columns(['chain_id', 'block_number'])
    .execute();
  await db.schema
    .createIndex('history_transfers_nft_to')
    .on('history_transfers')
    .columns(['chain_id', 'to_address'])
    .where(sql.ref('token_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('history_transfers_nft_from')
    .on('history_transfers')
    .columns(['chain_id', 'from_address'])
    .where(sql.ref('token_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('history_accounts')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('tx_index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_accounts_pk', ['chain_id', 'account', 'tx_hash'])
    .execute();
  await db.schema
    .createIndex('history_accounts_page')
    .on('history_accounts')
    .columns(['chain_id', 'account', 'block_number desc', 'tx_index desc'])
    .execute();
  await db.schema
    .createIndex('history_accounts_block')
    .on('history_accounts')
    .columns(['chain_id', 'block_number'])
    .execute();
  await db.schema
    .createTable('history_pending')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text')
    .addColumn('value', sql`numeric(78, 0)`, (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_pending_pk', ['chain_id', 'hash'])
    .execute();
  await db.schema
    .createIndex('history_pending_from')
    .on('history_pending')
    .columns(['chain_id', 'from_address'])
    .execute();
  await db.schema
    .createTable('nft_metadata')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('contract', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('collection_name', 'text')
    .addColumn('image_id', 'text')
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('nft_metadata_pk', ['chain_id', 'contract', 'token_id'])
    .execute();
}

/**
 * The history route reads the account's transfers of a page's transactions: through these it finds them
 * without reading every log of a 1,000-transfer transaction.
 */
export async function indexTransfersByAccount(db: Kysely<unknown>): Promise<void> {
  for (const column of ['from_address', 'to_address'] as const)
    await db.schema
      .createIndex(`history_transfers_${column === 'from_address' ? 'from' : 'to'}_tx`)
      .on('history_transfers')
      .columns(['chain_id', column, 'tx_hash'])
      .execute();
}

/** The user operations of bundlers' handleOps transactions: Activity lists them under the smart account. */
export async function createUserOperationsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_user_operations')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('selector', 'text')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_user_operations_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute();
  await db.schema
    .createIndex('history_user_operations_block')
    .on('history_user_operations')
    .columns(['chain_id', 'block_number'])
    .execute();
}
