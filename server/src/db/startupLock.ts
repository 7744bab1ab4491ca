// Instances starting together on one PostgreSQL database migrate and seed it one at a time: a session advisory lock
// held while `work` runs (PGlite has one process: nothing to wait for).

import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const STARTUP_LOCK = sql`7000, 1`;

export async function withStartupLock<T>(
  db: Kysely<unknown>,
  kind: 'pglite' | 'postgres',
  work: () => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
