import {
  ConfigResponseSchema,
  DEFAULT_REMOTE_FEATURES,
  OriginsResponseSchema,
  REMOTE_FEATURE_KEYS,
} from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { expectGuardAgreesWithSchema, type FieldPath } from '../testing/guardAgreement.ts';
import { checkConfigAnswer, checkOriginsAnswer } from './answerGuards.ts';

const config = {
  features: {
    ...DEFAULT_REMOTE_FEATURES,
    swaps: ['1inch'],
    onramp: ['meld', 'coinbase'],
    socials: ['x', 'farcaster'],
  },
};
const CONFIG_PATHS: FieldPath[] = [
  ['features'],
  ...REMOTE_FEATURE_KEYS.map((key) => ['features', key]),
  ['features', 'swaps', 0],
  ['features', 'onramp', 1],
  ['features', 'socials', 0],
  ['features', 'socials', 3],
];
const origins = { allowedOrigins: ['https://app.example.com', 'http://localhost:*'] };

describe('checkConfigAnswer', () => {
  it('gives the remote features as the schema parses them, unknown fields dropped', () => {
    const answer = { features: { ...config.features, somethingNew: 1 }, extra: true };
    expect(checkConfigAnswer(answer)).toEqual(config);
    expect(checkConfigAnswer({ features: DEFAULT_REMOTE_FEATURES })).toEqual({
      features: DEFAULT_REMOTE_FEATURES,
    });
  });

  it('refuses an unknown provider, a sparse list and what is not an answer', () => {
    for (const value of [
      undefined,
      null,
      [],
      { features: null },
      { features: { ...config.features, swaps: ['0x'] } },
      { features: { ...config.features, socials: true } },
      // biome-ignore lint/suspicious/noSparseArray: the hole is the point
      { features: { ...config.features, onramp: ['meld', , 'coinbase'] } },
    ])
      expect(checkConfigAnswer(value)).toBeUndefined();
  });

  it('accepts exactly what ConfigResponseSchema accepts and gives what it parses, whatever one field is', () => {
    expectGuardAgreesWithSchema(checkConfigAnswer, ConfigResponseSchema, config, CONFIG_PATHS);
  });
});

describe('checkOriginsAnswer', () => {
  it('accepts exactly what OriginsResponseSchema accepts and gives what it parses, whatever one field is', () => {
    expect(checkOriginsAnswer(origins)).toEqual(origins);
    expectGuardAgreesWithSchema(checkOriginsAnswer, OriginsResponseSchema, origins, [
      ['allowedOrigins'],
      ['allowedOrigins', 0],
      ['allowedOrigins', 2],
    ]);
  });
});
