import { ERROR_MESSAGES, GangwayError } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { parseTransferIntent } from './transferIntent.ts';

const TO = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD';
const MINT = 'AECzBRhRHpHhBmuPoAhzY3caL9WNFRrXAzRK2mkjfiZx';

function errorOf(run: () => unknown): GangwayError {
  try {
    run();
  } catch (error) {
    if (error instanceof GangwayError) return error;
    throw error;
  }
  throw new Error('expected a GangwayError');
}

describe('parseTransferIntent', () => {
  it('takes a base58 recipient, a positive u64 amount and an optional mint', () => {
    expect(parseTransferIntent({ to: TO, value: 1n })).toEqual({ to: TO, value: 1n });
    expect(parseTransferIntent({ to: TO, value: 2n ** 64n - 1n, mint: MINT })).toEqual({
      to: TO,
      value: 2n ** 64n - 1n,
      mint: MINT,
    });
  });

  it.each([['0x1111111111111111111111111111111111111111'], ['z'.repeat(44)], ['']])(
    'refuses the recipient %j with INVALID_OPTION',
    (to) => {
      const error = errorOf(() => parseTransferIntent({ to, value: 1n }));
      expect(error.code).toBe('INVALID_OPTION');
      expect(error.message).toBe(
        ERROR_MESSAGES.INVALID_OPTION({ option: 'to', reason: 'not a Solana address' }),
      );
    },
  );

  it.each([[0n], [-1n], [2n ** 64n], [1 as unknown as bigint]])('refuses the amount %s', (value) => {
    const error = errorOf(() => parseTransferIntent({ to: TO, value }));
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.message).toMatch(/^Invalid option `value`: /);
  });

  it('refuses a mint that is not an address', () => {
    const error = errorOf(() => parseTransferIntent({ to: TO, value: 1n, mint: 'USDC' }));
    expect(error.message).toBe(
      ERROR_MESSAGES.INVALID_OPTION({ option: 'mint', reason: 'not a Solana address' }),
    );
  });
});
