import { visitorMessage } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';
import { parseAmount, parseUnits } from './parseAmount.ts';

describe('parseAmount', () => {
  it('reads whole and fractional amounts into base units', () => {
    expect(parseAmount('1.5', 6, 'USDC')).toEqual({ ok: true, value: 1_500_000n });
    expect(parseAmount(' 2 ', 18, 'ETH')).toEqual({ ok: true, value: 2_000_000_000_000_000_000n });
    expect(parseAmount('.25', 2, 'X')).toEqual({ ok: true, value: 25n });
    expect(parseAmount('3.', 2, 'X')).toEqual({ ok: true, value: 300n });
  });

  it('refuses too many decimals, naming the token and its decimals', () => {
    expect(parseAmount('0.0000001', 6, 'USDC')).toEqual({
      ok: false,
      message: visitorMessage(SEND_MESSAGES, 'TOO_MANY_DECIMALS', { symbol: 'USDC', decimals: 6 }),
    });
  });

  it.each(['-1', '1e3', '1 000', '1,5', 'abc', '.', '', '+2', '0x10', 'Infinity'])(
    'refuses %j as not a number',
    (input) => {
      expect(parseAmount(input, 18, 'ETH')).toEqual({
        ok: false,
        message: visitorMessage(SEND_MESSAGES, 'AMOUNT_NOT_A_NUMBER'),
      });
    },
  );

  it.each(['0', '0.000', '00'])('refuses zero (%j)', (input) => {
    expect(parseAmount(input, 18, 'ETH')).toEqual({
      ok: false,
      message: visitorMessage(SEND_MESSAGES, 'AMOUNT_NOT_POSITIVE'),
    });
  });

  it('parseUnits reads a balance string', () => {
    expect(parseUnits('1250.5', 6)).toBe(1_250_500_000n);
    expect(parseUnits('3', 0)).toBe(3n);
  });
});
