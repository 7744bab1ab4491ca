// On-ramp purchases (onramp/purchaseRepository.ts): one row per checkout opened, its status moved by the provider's
// signed webhooks; and the webhook events already applied, so that a replayed event changes nothing.
import { type Kysely, sql } from 'kysely';

export async function createOnrampTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onramp_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    /** 'pending', then 'completed' or 'failed'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'text', (c) => c.notNull())
    /** CAIP-10 of the token bought (NATIVE_TOKEN_ADDRESS for the native currency). */
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('fiat_amount', 'text', (c) => c.notNull())
    .addColumn('fiat_currency', 'text', (c) => c.notNull())
    .addColumn('crypto_amount', 'text')
    .addColumn('transaction_hash', 'text')
    /** The client (clientKey.ts) that opened the checkout. */
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('onramp_purchases_by_address')
    .on('onramp_purchases')
    .columns(['project_id', 'address'])
    .execute();
  await db.schema
    .createTable('onramp_webhook_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('purchase_id', 'text', (c) =>
      c.notNull().references('onramp_purchases.id').onDelete('cascade'),
    )
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('onramp_webhook_events_pk', ['provider', 'event_id'])
    .execute();
}
