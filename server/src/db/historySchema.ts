// The indexer's tables as kysely sees them (historyMigration.ts). Addresses are lower-case 0x hex; block
// numbers and timestamps are int8 (numbers); amounts are numeric(78,0) (decimal strings).
type Amount = string;

export const TRANSFER_STANDARDS = ['native', 'erc20', 'erc721', 'erc1155'] as const;
export type TransferStandard = (typeof TRANSFER_STANDARDS)[number];

export interface HistoryCursorsTable {
  chain_id: string;
  /** The last block indexed. */
  block_number: number;
  block_hash: string;
}

export interface HistoryBlocksTable {
  chain_id: string;
  number: number;
  hash: string;
  parent_hash: string;
}

export interface HistoryTransactionsTable {
  chain_id: string;
  hash: string;
  block_number: number;
  tx_index: number;
  /** Unix seconds of the block. */
  timestamp: number;
  from_address: string;
  to_address: string | null;
  /** The first 4 bytes of the input (0x…), or null for a plain value transfer. */
  selector: string | null;
  status: 'confirmed' | 'failed';
}

export interface HistoryTransfersTable {
  chain_id: string;
  tx_hash: string;
  log_index: number;
  item: number;
  block_number: number;
  standard: TransferStandard;
  /** The token contract; NATIVE_TOKEN_ADDRESS for the native currency. */
  token: string;
  token_id: string | null;
  from_address: string;
  to_address: string;
  amount: Amount;
}

export interface HistoryAccountsTable {
  chain_id: string;
  account: string;
  tx_hash: string;
  block_number: number;
  tx_index: number;
}

/** A user operation a handleOps transaction carried (history/evm/userOperations.ts). */
export interface HistoryUserOperationsTable {
  chain_id: string;
  tx_hash: string;
  /** Its UserOperationEvent's index in the block. */
  log_index: number;
  block_number: number;
  /** The smart account that sent it. */
  sender: string;
  /** Its account's first call: the target and the first 4 bytes of the data (null for a value transfer). */
  target: string | null;
  selector: string | null;
  success: boolean;
}

export interface HistoryPendingTable {
  chain_id: string;
  hash: string;
  from_address: string;
  to_address: string | null;
  value: Amount;
  /** Unix milliseconds. */
  seen_at: number;
}

export interface NftMetadataTable {
  chain_id: string;
  contract: string;
  token_id: string;
  name: string | null;
  collection_name: string | null;
  /** Id of the stored image (images table, kind 'nft'), or null without one. */
  image_id: string | null;
  /** Unix milliseconds. */
  fetched_at: number;
}

export interface HistoryTables {
  history_cursors: HistoryCursorsTable;
  history_blocks: HistoryBlocksTable;
  history_transactions: HistoryTransactionsTable;
  history_transfers: HistoryTransfersTable;
  history_accounts: HistoryAccountsTable;
  history_pending: HistoryPendingTable;
  history_user_operations: HistoryUserOperationsTable;
  nft_metadata: NftMetadataTable;
}
