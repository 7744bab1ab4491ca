// Columns and indexes the storage quotas of issue 17 read: the size of each relay message (the mailbox's byte quotas
// and the fetch answer's byte cap), the project's events oldest first (analytics evicts the oldest when full), and
// when an image was stored (NFT images expire, and the oldest go first past their total cap).
import { type Kysely, sql } from 'kysely';

export async function addQuotaColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('relay_messages')
    .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update relay_messages set size_bytes = octet_length(message)`.execute(db);
  await db.schema
    .createIndex('analytics_events_project_received_at')
    .on('analytics_events')
    .columns(['project_id', 'received_at'])
    .execute();
  await db.schema
    .alterTable('images')
    .addColumn('stored_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('images_kind_stored_at').on('images').columns(['kind', 'stored_at']).execute();
}
