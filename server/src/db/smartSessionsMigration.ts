// Smart sessions (SPEC §7 /v1/sessions/{address}): the session keys smart accounts granted, as read from
// GangwaySessionKeys' logs, and how far each account's logs were read on each chain.
import type { Kysely } from 'kysely';

export async function createSmartSessionTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('smart_sessions')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('signer', 'text', (c) => c.notNull())
    .addColumn('valid_after', 'bigint', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    .addColumn('permissions', 'jsonb', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addPrimaryKeyConstraint('smart_sessions_pk', ['account', 'id', 'chain_id'])
    .execute();
  await db.schema
    .createTable('smart_session_scans')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('scanned_block', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('smart_session_scans_pk', ['account', 'chain_id'])
    .execute();
}
