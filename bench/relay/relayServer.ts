// The relay benchmark's server, in a process of its own so the 1,000 clients do not share its event loop:
// a fresh PGlite data directory (or DATABASE_URL), a project with room for the load, gangway-server on a
// free loopback port. Tells its parent the URL over IPC and runs until it is sent 'stop'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProject, openDatabase, startServer } from 'gangway-server';

const UNLIMITED = { perSecond: 1_000_000, burst: 1_000_000 };
// Every client is on loopback, one IP: the per-IP limits are lifted so that the benchmark measures the relay.
const BENCH_RELAY = {
  connectionRate: UNLIMITED,
  maxConnectionsPerIp: 100_000,
  mailboxBytesPerProject: 2 ** 36,
  mailboxBytesPerIp: 2 ** 36,
};

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'gangway-relay-bench-'));
const database = await openDatabase({ databaseUrl, dataDir, owner: 'relay bench' });
await createProject(database, { id: process.env.BENCH_PROJECT ?? 'relay-bench', rateLimit: UNLIMITED });
const server = await startServer(
  { host: '127.0.0.1', port: 0, logLevel: 'warn', relay: BENCH_RELAY },
  { database },
);
process.send?.({ url: server.url, database: database.kind });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  await server.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
