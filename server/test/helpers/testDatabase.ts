// Databases for tests: a copy of the migrated PGlite template (fast), or a fresh database in the test
// PostgreSQL cluster.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type GangwayDatabase, openDatabase } from '../../src/db/openDatabase.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  database: GangwayDatabase;
  /** The PGlite data directory (pglite only). */
  dataDir: string | undefined;
  dispose(): Promise<void>;
}

/** A fresh copy of the migrated template directory (for tests that open it themselves). */
export function copyPgliteTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-db-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = copyPgliteTemplate();
    const database = await openDatabase({ dataDir, owner: 'test' });
    return {
      database,
      dataDir,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    dataDir: undefined,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}

/** A fresh database in the test cluster (for tests that hand its URL to a server process of their own). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('No PostgreSQL cluster for this run');
  const name = `gangway_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
