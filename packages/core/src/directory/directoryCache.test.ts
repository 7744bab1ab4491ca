import { CACHE_ENTRY_MAX_CHARS, DIRECTORY_CACHE_MAX_AGE_MS } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testWalletListing } from '../../../protocol/src/testing/walletListing.ts';
import { createGangwayStorage } from '../storage/gangwayStorage.ts';
import { directoryCacheKey } from '../storage/storageKeys.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { DIRECTORY_CACHE_VERSION, readDirectoryCache } from './directoryCache.ts';
import type { InitialAnswers } from './initialDirectoryState.ts';
import { checkWalletsAnswer } from './walletsAnswerGuard.ts';
import { writeDirectoryCache } from './writeDirectoryCache.ts';

const SOURCE = 'http://api.test/getWallets?projectId=demo&page=1';
const answers: InitialAnswers = {
  firstPage: { data: ['a', 'b'].map((id) => testWalletListing(id)), count: 2 },
  featured: { data: [testWalletListing('f', { badge_type: 'certified' })], count: 1 },
};
const T0 = 1_700_000_000_000;

function cacheWith(raw?: string) {
  const backend = createMemoryStorage(raw === undefined ? {} : { [directoryCacheKey('demo')]: raw });
  return { backend, storage: createGangwayStorage(backend) };
}

describe('wallet directory cache', () => {
  it('gives back the answers it kept, for the same project and queries', () => {
    const { storage } = cacheWith();
    writeDirectoryCache(storage, 'demo', SOURCE, answers, T0);
    expect(readDirectoryCache(storage, 'demo', SOURCE, T0 + 1)).toEqual(answers);
    expect(readDirectoryCache(storage, 'other', SOURCE, T0 + 1)).toBeUndefined();
  });

  it('reads as absent, and is removed, for other queries, another version, or once older than a day', () => {
    const cases: [string, (storage: ReturnType<typeof createGangwayStorage>) => unknown][] = [
      ['other queries', (storage) => readDirectoryCache(storage, 'demo', `${SOURCE}&chains=eip155:137`, T0)],
      [
        'too old',
        (storage) => readDirectoryCache(storage, 'demo', SOURCE, T0 + DIRECTORY_CACHE_MAX_AGE_MS + 1),
      ],
    ];
    for (const [, read] of cases) {
      const { storage } = cacheWith();
      writeDirectoryCache(storage, 'demo', SOURCE, answers, T0);
      expect(read(storage)).toBeUndefined();
    }
    const { storage } = cacheWith();
    writeDirectoryCache(storage, 'demo', SOURCE, answers, T0);
    expect(readDirectoryCache(storage, 'demo', SOURCE, T0 + DIRECTORY_CACHE_MAX_AGE_MS)).toEqual(answers);

    const older = JSON.stringify({
      timestamp: T0,
      value: { version: DIRECTORY_CACHE_VERSION + 1, source: SOURCE, answers },
    });
    const { backend, storage: versioned } = cacheWith(older);
    expect(readDirectoryCache(versioned, 'demo', SOURCE, T0)).toBeUndefined();
    expect(backend.dump()).toEqual({});
  });

  it('drops entries that are tampered with, claim a future time or are not JSON', () => {
    const entry = (value: unknown, timestamp = T0) => JSON.stringify({ timestamp, value });
    const stored = { version: DIRECTORY_CACHE_VERSION, source: SOURCE, answers };
    const bad = [
      'not json',
      entry(stored, T0 + 60_000),
      entry({ ...stored, answers: { firstPage: { data: [{ id: 'x', name: 'X' }], count: 1 } } }),
      entry({ ...stored, answers: { ...answers, featured: { data: 'x', count: 1 } } }),
      entry({ ...stored, answers: { ...answers, excluded: null } }),
      entry({ ...stored, answers: null }),
      entry(null),
    ];
    for (const raw of bad) {
      const { backend, storage } = cacheWith(raw);
      expect(readDirectoryCache(storage, 'demo', SOURCE, T0)).toBeUndefined();
      expect(backend.dump()).toEqual({});
    }
  });

  it('never throws on what storage holds, and gives only checked answers', () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.record({
        version: fc.constantFrom(DIRECTORY_CACHE_VERSION, 0, '1'),
        source: fc.constantFrom(SOURCE, ''),
        answers: fc.oneof(fc.jsonValue(), fc.record({ firstPage: fc.jsonValue(), featured: fc.jsonValue() })),
      }),
    );
    fc.assert(
      fc.property(value, fc.oneof(fc.constant(T0), fc.double()), (stored, timestamp) => {
        const { storage } = cacheWith(JSON.stringify({ timestamp, value: stored }));
        const read = readDirectoryCache(storage, 'demo', SOURCE, T0);
        if (read === undefined) return;
        expect(checkWalletsAnswer(read.firstPage)).toBeDefined();
        if (read.featured !== undefined) expect(checkWalletsAnswer(read.featured)).toBeDefined();
      }),
    );
  });

  it('keeps nothing over the storage cap: the previous entry goes too', () => {
    const { backend, storage } = cacheWith();
    writeDirectoryCache(storage, 'demo', SOURCE, answers, T0);
    const huge = { data: [testWalletListing('h', { name: 'x'.repeat(CACHE_ENTRY_MAX_CHARS) })], count: 1 };
    writeDirectoryCache(storage, 'demo', SOURCE, { firstPage: huge }, T0);
    expect(backend.dump()).toEqual({});
  });
});
