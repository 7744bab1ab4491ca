// Schema migrations, in code, applied in order on every start (kysely's Migrator records what ran).
import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { createBatchedTakeTokens } from './batchedBudgetsMigration.ts';
import { bindSocialAttempts, createEmbeddedTables, createServiceKeys } from './embeddedMigration.ts';
import { createFarcasterChannels } from './farcasterMigration.ts';
import {
  createHistoryTables,
  createUserOperationsTable,
  indexTransfersByAccount,
} from './historyMigration.ts';
import { createOnrampTables } from './onrampMigration.ts';
import { addQuotaColumns } from './quotaMigration.ts';
import { createRelayBridgeTables } from './relayBridgeMigration.ts';
import { createSharedBudgetTables } from './scaleOutMigration.ts';
import { wrapSigningKeysAndKeyNonceClients } from './siwxHardeningMigration.ts';
import { createSiwxAndNameTables } from './siwxMigration.ts';
import { createSmartSessionTables } from './smartSessionsMigration.ts';

const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('admin_token_hash', 'text', (c) => c.notNull())
        .addColumn('rate_limit_per_second', 'integer')
        .addColumn('rate_limit_burst', 'integer')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('project_origins')
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('project_origins_pk', ['project_id', 'origin'])
        .execute();
      await db.schema
        .createTable('wallets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_id', 'text')
        .addColumn('rdns', 'text')
        .addColumn('homepage', 'text')
        .addColumn('mobile_link', 'text')
        .addColumn('desktop_link', 'text')
        .addColumn('webapp_link', 'text')
        .addColumn('app', 'jsonb', (c) => c.notNull())
        .addColumn('injected', 'jsonb', (c) => c.notNull())
        .addColumn('chains', 'jsonb', (c) => c.notNull())
        .addColumn('badge_type', 'text', (c) => c.notNull().defaultTo('none'))
        .execute();
      await db.schema
        .createTable('images')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('images_pk', ['kind', 'id'])
        .execute();
      await db.schema
        .createTable('directory_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('analytics_events')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('client_timestamp', 'bigint', (c) => c.notNull())
        .addColumn('props', 'jsonb', (c) => c.notNull())
        .addColumn('origin', 'text')
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('analytics_events_pk', ['project_id', 'event_id'])
        .execute();
    },
  },
  '0002_analytics_quota': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('analytics_events')
        .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('analytics_events_received_at')
        .on('analytics_events')
        .column('received_at')
        .execute();
    },
  },
  '0003_relay_messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('relay_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('publisher', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('tag', 'integer', (c) => c.notNull())
        .addColumn('attestation', 'text')
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('relay_messages_topic')
        .on('relay_messages')
        .columns(['topic', 'published_at'])
        .execute();
      await db.schema
        .createIndex('relay_messages_expires_at')
        .on('relay_messages')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('relay_acks')
        .addColumn('message_id', 'text', (c) =>
          c.notNull().references('relay_messages.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('relay_acks_pk', ['message_id', 'client_id'])
        .execute();
    },
  },
  '0004_history': { up: createHistoryTables },
  '0005_history_transfers_by_account': { up: indexTransfersByAccount },
  '0006_embedded_wallet': { up: createEmbeddedTables },
  '0007_embedded_social_binding': { up: bindSocialAttempts },
  '0008_quotas': { up: addQuotaColumns },
  '0009_shared_budgets': { up: createSharedBudgetTables },
  '0010_siwx_and_names': { up: createSiwxAndNameTables },
  '0011_embedded_service_keys': { up: createServiceKeys },
  '0012_history_user_operations': { up: createUserOperationsTable },
  '0013_project_sponsorship': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('projects').addColumn('sponsorship', 'jsonb').execute();
    },
  },
  '0014_siwx_wrapped_keys_and_nonce_clients': { up: wrapSigningKeysAndKeyNonceClients },
  '0015_relay_bridge': { up: createRelayBridgeTables },
  '0016_onramp_purchases': { up: createOnrampTables },
  '0017_smart_sessions': { up: createSmartSessionTables },
  '0018_batched_budgets': { up: createBatchedTakeTokens },
  '0019_farcaster_channels': { up: createFarcasterChannels },
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
