// Issue 24: Farcaster sign-in channels, in the database so any instance can answer the frame's polls.
import { type Kysely, sql } from 'kysely';

export async function createFarcasterChannels(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embedded_farcaster_channels')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('verifier_hash', 'text', (c) => c.notNull())
    .addColumn('host_origin', 'text', (c) => c.notNull())
    .addColumn('channel_token', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fid', 'text')
    .addColumn('user_id', 'text', (c) => c.references('embedded_users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('embedded_farcaster_channels_expires_at')
    .on('embedded_farcaster_channels')
    .column('expires_at')
    .execute();
}
