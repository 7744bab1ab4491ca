// Where one chain's history comes from: the indexer's tables, an Etherscan-compatible or Blockscout API,
// Solana's RPC, or an Esplora API. Each reads one page for an account, newest first.
import type { HistoryResponse } from '@gangway/protocol';
import { badRequest } from '../errors/ApiError.ts';

export interface HistorySource {
  /**
   * One page of the account's transactions. `account` is already checked for the chain's family (lower-case
   * 0x on eip155); a cursor this source did not hand out is a 400 naming "cursor".
   */
  page(account: string, cursor: string | undefined): Promise<HistoryResponse>;
}

export function invalidCursor(reason: string): Error {
  return badRequest('cursor', `Invalid query parameter "cursor": ${reason}`);
}
