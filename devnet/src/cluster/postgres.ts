// A throwaway PostgreSQL cluster (the server's test run, the loopback gangway cluster): Debian's binaries, a temp
// directory, a free port, a unix socket beside the data. initdb refuses to run as root, so as root it runs as the
// `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePorts } from '../chains/free-port.ts';

const run = promisify(execFile);
const BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/local/bin',
  '/usr/bin',
];

export interface PostgresCluster {
  /** Connection URL of the cluster's `postgres` database (superuser `gangway`, no password). */
  url: string;
  /** The postmaster's process id (its backends are its children). */
  pid: number;
  stop(): Promise<void>;
}

export function findPostgresBinaries(): string | null {
  return BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

async function postgresUid(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-pg-'));
  const data = join(dir, 'data');
  const owner = await postgresUid();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = (command: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(binDir, command), ...args])
      : run(join(binDir, command), args);
  const [port = 0] = await freePorts(1);
  try {
    await as('initdb', ['-D', data, '-U', 'gangway', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await as('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://gangway@127.0.0.1:${port}/postgres`,
    pid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
