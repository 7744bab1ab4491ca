// Something every worker of a run shares on the devnet (a Uniswap pair on a chain) held by one test at a time: a
// directory made atomically in the machine's temporary folder, named after the stack, with the holder's process id.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a waiting test looks again. */
const POLL_MS = 100;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The holder's process is gone (a worker killed mid-test): what it held is free. */
async function holderIsGone(lock: string): Promise<boolean> {
  const pid = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
  return pid > 0 && !isAlive(pid);
}

/** Waits until `name` is free and takes it; the returned function gives it back. */
export async function holdExclusively(name: string): Promise<() => Promise<void>> {
  const root = join(tmpdir(), 'gangway-e2e-exclusive');
  await mkdir(root, { recursive: true });
  const lock = join(root, name);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await holderIsGone(lock)) await rm(lock, { recursive: true, force: true });
    else await sleep(POLL_MS);
  }
  await writeFile(join(lock, 'pid'), String(process.pid));
  return () => rm(lock, { recursive: true, force: true });
}
