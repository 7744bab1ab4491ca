// The PGlite data directory holds project tokens' hashes and every analytics event: only the server's user
// may read it. PGlite (WASM) creates its files with loose modes, so they are tightened after it writes them.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR_MODE = 0o700;
const GROUP_AND_OTHER_BITS = 0o077;

/** Creates the directory (0700) when missing. */
export function createPrivateDir(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: DATA_DIR_MODE });
  chmodSync(directory, DATA_DIR_MODE);
}

/** Takes group and other permissions off everything under the directory (symbolic links are left alone). */
export function restrictDataDir(directory: string): void {
  const stats = lstatSync(directory);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    chmodSync(directory, DATA_DIR_MODE);
    for (const entry of readdirSync(directory)) restrictDataDir(join(directory, entry));
    return;
  }
  if ((stats.mode & GROUP_AND_OTHER_BITS) !== 0) chmodSync(directory, stats.mode & 0o700);
}
