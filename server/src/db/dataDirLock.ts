// PGlite lets one process at a time use a data directory. A lock file with the owner's pid turns a second
// opener (the CLI while the server runs, or a second server) into a clear error instead of corruption.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly owner: string,
    /** Who tried to open it: a second server gets the scale-out answer. */
    opener = '',
  ) {
    super(
      opener === SERVER_OWNER && owner === SERVER_OWNER
        ? `Another gangway-server (pid ${pid}) runs on the embedded database in ${dataDir}, and PGlite allows one ` +
            'process: one instance per data directory. To run several instances, give them one PostgreSQL database ' +
            '(DATABASE_URL) and, for shared budgets and relay fan-out at full speed, Redis (REDIS_URL): see "Several ' +
            'instances" in server/README.md.'
        : `The data directory ${dataDir} is in use by ${owner} (pid ${pid}). The embedded database allows one process: ` +
            'stop it first, use the admin API of the running server, or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

/** The owner name `gangway-server start` opens its data directory as. */
export const SERVER_OWNER = 'gangway-server';

const LOCK_FILE = 'gangway.lock';
/** Directories this process holds: a second open in the same process would corrupt them just the same. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock for this process; returns the function that gives it back. */
export function lockDataDir(dataDir: string, owner: string): () => void {
  if (held.has(dataDir)) throw new DataDirInUseError(dataDir, process.pid, 'this process', owner);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let holder: { pid?: unknown; owner?: unknown } | null = null;
  try {
    holder = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; owner?: unknown };
  } catch {
    holder = null;
  }
  if (holder && typeof holder.pid === 'number' && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new DataDirInUseError(
      dataDir,
      holder.pid,
      typeof holder.owner === 'string' ? holder.owner : 'a process',
      owner,
    );
  }
  writeFileSync(path, JSON.stringify({ pid: process.pid, owner }), { mode: 0o600 });
  held.add(dataDir);
  return () => {
    held.delete(dataDir);
    rmSync(path, { force: true });
  };
}
