// A new PGlite data directory is readable by the server's user only: the directory 0700, no file or folder
// under it with group or other permissions, after opening and after closing.
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase.ts';

const root = mkdtempSync(join(tmpdir(), 'gangway-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function looseEntries(directory: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) loose.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(directory);
  return loose;
}

it('creates the data directory 0700 with no group or other permissions under it', async () => {
  const dataDir = join(root, 'nested', 'data');
  const database = await openDatabase({ dataDir, owner: 'modes test' });
  expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  expect(looseEntries(dataDir)).toEqual([]);
  await database.db.selectFrom('projects').selectAll().execute();
  await database.close();
  expect(looseEntries(dataDir)).toEqual([]);
}, 60_000);
