// The directory's answer cache is bounded by size, whatever the queries: distinct `exclude` values each make
// a new entry, and together they stay under MAX_CACHED_ANSWER_CHARS.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILTIN_DIRECTORY_FILE } from '../src/directory/builtinDirectory.ts';
import { importDirectory } from '../src/directory/importDirectory.ts';
import { MAX_CACHED_ANSWER_CHARS, WalletIndex } from '../src/directory/walletIndex.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';

let testDb: TestDatabase;
let index: WalletIndex;

beforeAll(async () => {
  testDb = await openTestDatabase('pglite');
  await importDirectory(testDb.database, BUILTIN_DIRECTORY_FILE);
  index = new WalletIndex(testDb.database);
  await index.reload();
});

afterAll(async () => {
  index?.close();
  await testDb?.dispose();
});

it('keeps the cached answers under the size bound', () => {
  const longIds = Array.from({ length: 100 }, (_, n) => `${'f'.repeat(60)}${n}`);
  let total = 0;
  for (let i = 0; i < 3_000; i++) {
    const answer = index.answer({ projectId: 'p', exclude: [...longIds, `wallet-${i}`], entries: 100 });
    total += answer.length;
    expect(index.cachedChars).toBeLessThanOrEqual(MAX_CACHED_ANSWER_CHARS);
  }
  console.info(
    `[directory cache] ${(total / 2 ** 20).toFixed(1)} MiB of distinct answers, cache holds ${(index.cachedChars / 2 ** 20).toFixed(1)} MiB`,
  );
  expect(total).toBeGreaterThan(2 * MAX_CACHED_ANSWER_CHARS);
  expect(index.cachedChars).toBeGreaterThan(MAX_CACHED_ANSWER_CHARS / 2);
});
