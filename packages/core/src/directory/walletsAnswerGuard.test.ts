import { GetWalletsResponseSchema } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { testWalletListing } from '../../../protocol/src/testing/walletListing.ts';
import { expectGuardAgreesWithSchema, type FieldPath } from '../testing/guardAgreement.ts';
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
const PATHS: FieldPath[] = [
  ['data'],
  ['count'],
  ...Object.keys(listing).map((key) => ['data', 0, key]),
  ...Object.keys(listing.app).map((key) => ['data', 0, 'app', key]),
  ['data', 0, 'injected', 0],
  ['data', 0, 'injected', 0, 'namespace'],
  ['data', 0, 'injected', 0, 'injected_id'],
  ['data', 0, 'chains', 0],
];

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
    // The guard takes the answer as it is: the schema's parse drops fields it does not know.
    expectGuardAgreesWithSchema(checkWalletsAnswer, GetWalletsResponseSchema, answer, PATHS, {
      sameOutput: false,
    });
  });
});
