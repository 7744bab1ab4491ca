// Sign in with a wallet and account names (issue 22): single-use nonces, verified sessions, each project's
// session-signing key, and the name registry.
import { type Kysely, sql } from 'kysely';

export async function createSiwxAndNameTables(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('siwx_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('siwx_nonces_expires_at').on('siwx_nonces').column('expires_at').execute();
  await db.schema
    .createTable('siwx_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('verified_as', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('siwx_sessions_account')
    .on('siwx_sessions')
    .columns(['project_id', 'chain_id', 'address'])
    .execute();
  await db.schema
    .createTable('siwx_signing_keys')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('kid', 'text', (c) => c.notNull())
    .addColumn('private_key', 'bytea', (c) => c.notNull())
    .addColumn('public_x', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('profile_names')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text')
    .addColumn('coin_type', 'bigint', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('profile_names_address')
    .on('profile_names')
    .columns(['address_key', 'registered_at'])
    .execute();
}
