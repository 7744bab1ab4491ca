// Pending EVM transactions: the widget tells the server nothing, but a signed transaction sent through the RPC
// proxy (eth_sendRawTransaction) is recorded, and listed as pending until an indexed block holds it (the
// indexer deletes it then) or PENDING_TTL_MS passes.
import type { CaipNetworkId } from '@gangway/protocol';
import { type Hex, keccak256, parseTransaction, recoverTransactionAddress } from 'viem';
import type { GangwayDatabase } from '../../db/openDatabase.ts';

export async function recordPending(
  database: GangwayDatabase,
  chainId: CaipNetworkId,
  raw: string,
): Promise<void> {
  if (!chainId.startsWith('eip155:') || !/^0x[0-9a-fA-F]+$/.test(raw)) return;
  try {
    const serialized = raw as Hex;
    const tx = parseTransaction(serialized);
    const from = await recoverTransactionAddress({ serializedTransaction: serialized as never });
    await database.db
      .insertInto('history_pending')
      .values({
        chain_id: chainId,
        hash: keccak256(serialized),
        from_address: from.toLowerCase(),
        to_address: tx.to?.toLowerCase() ?? null,
        value: (tx.value ?? 0n).toString(),
        seen_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['chain_id', 'hash']).doNothing())
      .execute();
  } catch {
    // Not a transaction viem can read: the node decided what it was; nothing to list.
  }
}
