import { GetWalletsResponseSchema } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testWalletListing } from '../../../protocol/src/testing/walletListing.ts';
import { checkWalletsAnswer } from './walletsAnswerGuard.ts';

const listing = testWalletListing('w1', {
  rdns: 'io.example',
  injected: [{ namespace: 'eip155', injected_id: 'isExample' }],
  app: {
    ios: 'https://apps.apple.com/x',
    android: null,
    chrome: null,
    firefox: null,
    edge: null,
    safari: null,
  },
});
const answer = { data: [listing, testWalletListing('w2', { badge_type: 'certified' })], count: 2 };

/** Every path into the answer: a field of the answer, of its first listing, of that listing's app or injected id. */
const PATHS: (string | number)[][] = [
  ['data'],
  ['count'],
  ...Object.keys(listing).map((key) => ['data', 0, key]),
  ...Object.keys(listing.app).map((key) => ['data', 0, 'app', key]),
  ['data', 0, 'injected', 0],
  ['data', 0, 'injected', 0, 'namespace'],
  ['data', 0, 'injected', 0, 'injected_id'],
  ['data', 0, 'chains', 0],
];

function mutate(value: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete target[last];
  else target[last] = replacement;
  return copy;
}

describe('checkWalletsAnswer', () => {
  it('takes a valid answer as it is', () => {
    expect(checkWalletsAnswer(answer)).toBe(answer);
    expect(checkWalletsAnswer({ data: [], count: 0 })).toEqual({ data: [], count: 0 });
  });

  it('refuses what is not an answer', () => {
    for (const value of [
      undefined,
      null,
      'x',
      [],
      { data: [] },
      { data: [], count: -1 },
      { data: [], count: 1.5 },
    ])
      expect(checkWalletsAnswer(value)).toBeUndefined();
  });

  it('accepts exactly what GetWalletsResponseSchema accepts, whatever one field is changed to or if it is missing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATHS),
        fc.oneof(
          fc.anything(),
          fc.constantFrom(null, '', 'certified', 'none', 1, -1, 0.5, Number.NaN, [], {}),
        ),
        fc.boolean(),
        (path, replacement, remove) => {
          const value = mutate(answer, path, replacement, remove);
          expect(checkWalletsAnswer(value) !== undefined).toBe(
            z.safeParse(GetWalletsResponseSchema, value).success,
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
