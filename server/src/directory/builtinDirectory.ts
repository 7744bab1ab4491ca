// The small dataset shipped in server/data/: loaded when a database has never had a directory import.
import { fileURLToPath } from 'node:url';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { importDirectory } from './importDirectory.ts';

export const BUILTIN_DIRECTORY_FILE = fileURLToPath(new URL('../../data/wallets.json', import.meta.url));

/** Returns true when it loaded the built-in dataset. */
export async function seedBuiltinDirectory(database: GangwayDatabase): Promise<boolean> {
  const state = await database.db.selectFrom('directory_state').select('version').executeTakeFirst();
  if (state) return false;
  await importDirectory(database, BUILTIN_DIRECTORY_FILE);
  return true;
}
