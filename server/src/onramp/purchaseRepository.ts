// On-ramp purchases: created pending when a checkout opens, moved once to completed or failed by a provider's
// webhook event; an event id already applied is a no-op (its row in onramp_webhook_events says so).
import type { OnrampPurchase, OnrampPurchaseStatus } from '@gangway/protocol';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { Database } from '../db/schema.ts';

export interface NewPurchase {
  id: string;
  projectId: string;
  provider: string;
  chainId: string;
  asset: string;
  symbol: string;
  address: string;
  fiatAmount: string;
  fiatCurrency: string;
  cryptoAmount: string | null;
  clientKey: string;
}

export async function insertPurchase(database: GangwayDatabase, purchase: NewPurchase): Promise<void> {
  await database.db
    .insertInto('onramp_purchases')
    .values({
      id: purchase.id,
      project_id: purchase.projectId,
      provider: purchase.provider,
      status: 'pending',
      chain_id: purchase.chainId,
      asset: purchase.asset,
      symbol: purchase.symbol,
      address: purchase.address,
      fiat_amount: purchase.fiatAmount,
      fiat_currency: purchase.fiatCurrency,
      crypto_amount: purchase.cryptoAmount,
      client_key: purchase.clientKey,
    })
    .execute();
}

/** Undoes a purchase whose checkout could not be opened. */
export async function deletePurchase(database: GangwayDatabase, id: string): Promise<void> {
  await database.db.deleteFrom('onramp_purchases').where('id', '=', id).execute();
}

export async function getPurchase(
  database: GangwayDatabase,
  projectId: string,
  id: string,
): Promise<OnrampPurchase | undefined> {
  const row = await database.db
    .selectFrom('onramp_purchases')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row ? toPurchase(row) : undefined;
}

export type EventOutcome = 'applied' | 'replayed' | 'unknown-purchase';

/**
 * Applies one webhook event: records its id and moves a pending purchase to the event's status. A known event id
 * changes nothing; a completed or failed purchase stays as it is (a late 'pending' event does not move it back).
 */
export async function applyWebhookEvent(
  database: GangwayDatabase,
  event: {
    provider: string;
    eventId: string;
    purchaseId: string;
    status: OnrampPurchaseStatus;
    transactionHash?: string | undefined;
    cryptoAmount?: string | undefined;
  },
): Promise<EventOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const purchase = await trx
      .selectFrom('onramp_purchases')
      .select(['id', 'status'])
      .where('id', '=', event.purchaseId)
      .where('provider', '=', event.provider)
      .forUpdate()
      .executeTakeFirst();
    if (!purchase) return 'unknown-purchase';
    const recorded = await trx
      .insertInto('onramp_webhook_events')
      .values({ provider: event.provider, event_id: event.eventId, purchase_id: event.purchaseId })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'replayed';
    if (purchase.status === 'pending') {
      await trx
        .updateTable('onramp_purchases')
        .set({
          status: event.status,
          updated_at: sql<Date>`now()`,
          ...(event.transactionHash ? { transaction_hash: event.transactionHash } : {}),
          ...(event.cryptoAmount ? { crypto_amount: event.cryptoAmount } : {}),
        })
        .where('id', '=', event.purchaseId)
        .execute();
    }
    return 'applied';
  });
}

function toPurchase(row: Selectable<Database['onramp_purchases']>): OnrampPurchase {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    chainId: row.chain_id as OnrampPurchase['chainId'],
    asset: row.asset as OnrampPurchase['asset'],
    symbol: row.symbol,
    address: row.address,
    fiatAmount: row.fiat_amount,
    fiatCurrency: row.fiat_currency,
    cryptoAmount: row.crypto_amount,
    transactionHash: row.transaction_hash,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
