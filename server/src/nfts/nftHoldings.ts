// An account's ERC-721 and ERC-1155 holdings, summed from the indexed transfers (in minus out per token).
import type { CaipNetworkId } from '@gangway/protocol';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';

export interface Holding {
  contract: string;
  tokenId: string;
  standard: 'erc721' | 'erc1155';
  amount: string;
}

export async function nftHoldings(
  database: GangwayDatabase,
  chainId: CaipNetworkId,
  account: string,
  offset: number,
  limit: number,
): Promise<Holding[]> {
  const held = sql<string>`sum(case when to_address = ${account} then amount else 0 end) - sum(case when from_address = ${account} then amount else 0 end)`;
  const rows = await database.db
    .selectFrom('history_transfers')
    .select(['token', 'token_id', 'standard', held.as('held')])
    .where('chain_id', '=', chainId)
    .where('token_id', 'is not', null)
    .where((eb) => eb.or([eb('to_address', '=', account), eb('from_address', '=', account)]))
    .groupBy(['token', 'token_id', 'standard'])
    .having(held, '>', '0')
    .orderBy('token')
    .orderBy(sql`token_id::numeric`)
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    contract: row.token,
    tokenId: row.token_id ?? '0',
    standard: row.standard === 'erc1155' ? 'erc1155' : 'erc721',
    amount: String(row.held).replace(/\.0+$/, ''),
  }));
}
