// Opens the embedded PGlite database (default) or PostgreSQL (DATABASE_URL), and migrates it.
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ChangeFeed } from './changeFeed.ts';
import { lockDataDir } from './dataDirLock.ts';
import { createPrivateDir, restrictDataDir } from './dataDirModes.ts';
import { migrateToLatest } from './migrations.ts';
import { pglitePool } from './pglitePool.ts';
import type { Database } from './schema.ts';
import { withStartupLock } from './startupLock.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created when missing); omitted with no databaseUrl: an in-memory database. */
  dataDir?: string | undefined;
  /** Who holds the data directory, for the message another opener gets (default: this command line). */
  owner?: string;
}

export interface GangwayDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** The data directory, ':memory:', or the PostgreSQL URL without its password. */
  readonly location: string;
  readonly changes: ChangeFeed;
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<GangwayDatabase> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.owner ?? process.argv.slice(1).join(' '));
  try {
    const db = database.db as Kysely<unknown>;
    await withStartupLock(db, database.kind, () => migrateToLatest(db));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(databaseUrl: string): GangwayDatabase {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Event timestamps are int8 milliseconds: numbers, as PGlite returns them.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (restart, failover, shutdown) must not crash the process: the pool
  // opens a new one for the next query.
  pool.on('error', (error) => console.warn(`[gangway-server] PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    location: redactPassword(databaseUrl),
    changes: new ChangeFeed(),
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string | undefined, owner: string): Promise<GangwayDatabase> {
  const directory = dataDir === undefined ? undefined : resolve(dataDir);
  if (directory !== undefined) createPrivateDir(directory);
  const unlock = directory === undefined ? () => {} : lockDataDir(directory, owner);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(directory);
    if (directory !== undefined) restrictDataDir(directory);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  return {
    db,
    kind: 'pglite',
    location: directory ?? ':memory:',
    changes: new ChangeFeed(),
    async close() {
      await db.destroy();
      await pglite.close();
      if (directory !== undefined) restrictDataDir(directory);
      unlock();
    },
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}
