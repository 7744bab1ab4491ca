import type { ChildProcess } from 'node:child_process';

const liveChildren = new Set<ChildProcess>();
let hooksInstalled = false;

function killAllNow(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
  liveChildren.clear();
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.once('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllNow();
      // A listener replaces Node's default "exit on signal"; when nobody else handles the
      // signal, re-raise it so the process still ends the way the sender expects.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Kills the child when this process exits or receives SIGINT/SIGTERM/SIGHUP. */
export function killOnExit(child: ChildProcess): void {
  installHooks();
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
}
