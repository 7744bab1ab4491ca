import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBinaries, type PostgresCluster, startPostgresCluster } from '@gangway/devnet/cluster';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/openDatabase.ts';
import { type SoftHsmToken, softHsmMissing, startSoftHsmToken } from './helpers/softHsm.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory to copy (never open it directly). */
    pgliteTemplate: string;
    /** URL of the test cluster's maintenance database, or null when PostgreSQL is not tested. */
    postgresUrl: string | null;
    postgresSkipReason: string;
    /** The run's SoftHSM token, or null when PKCS#11 is not tested (softHsmSkipReason says why). */
    softHsm: SoftHsmToken | null;
    softHsmSkipReason: string;
  }
}

/** Why the PKCS#11 wrapper cannot be tested here, or undefined. */
async function pkcs11Missing(): Promise<string | undefined> {
  const missing = softHsmMissing();
  if (missing) return missing;
  const name = 'pkcs11js';
  return import(name).then(
    () => undefined,
    () =>
      'the optional dependency pkcs11js is not installed (it compiles on npm install: g++, make, python3)',
  );
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'gangway-test-'));
  const template = join(root, 'pglite-template');
  const binaries = findPostgresBinaries();
  const wantPostgres = process.env.GANGWAY_TEST_POSTGRES !== '0';
  const [cluster] = await Promise.all([
    wantPostgres && binaries ? startPostgresCluster(binaries) : Promise.resolve<PostgresCluster | null>(null),
    openDatabase({ dataDir: template, owner: 'test template' }).then((database) => database.close()),
  ]);
  project.provide('pgliteTemplate', template);
  project.provide('postgresUrl', cluster?.url ?? null);
  const softHsmSkipReason = await pkcs11Missing();
  project.provide('softHsm', softHsmSkipReason ? null : await startSoftHsmToken(root));
  project.provide('softHsmSkipReason', softHsmSkipReason ?? '');
  project.provide(
    'postgresSkipReason',
    !wantPostgres ? 'GANGWAY_TEST_POSTGRES=0' : 'no initdb/pg_ctl found (apt-get install postgresql)',
  );
  return async () => {
    await cluster?.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
