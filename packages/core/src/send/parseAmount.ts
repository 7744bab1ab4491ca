// Turns what a visitor typed as an amount into base units, or says why it cannot (SPEC §5, issue 9's bad input).

import { type VisitorMessage, visitorMessage } from '@gangway/protocol';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; message: VisitorMessage };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a decimal amount of a token with `decimals` decimals. Spaces (from a paste) and thousands separators are
 * not guessed at: only surrounding whitespace is trimmed, and exponent notation, signs and inner spaces are refused.
 */
export function parseAmount(input: string, decimals: number, symbol: string): ParsedAmount {
  const text = input.trim();
  const match = DECIMAL.exec(text);
  if (!match || text === '.' || text === '')
    return { ok: false, message: visitorMessage(SEND_MESSAGES, 'AMOUNT_NOT_A_NUMBER') };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) {
    return { ok: false, message: visitorMessage(SEND_MESSAGES, 'TOO_MANY_DECIMALS', { symbol, decimals }) };
  }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (value === 0n) return { ok: false, message: visitorMessage(SEND_MESSAGES, 'AMOUNT_NOT_POSITIVE') };
  return { ok: true, value };
}

/** The same amount as a decimal string in whole units: the inverse of parseAmount for valid values. */
export function parseUnits(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
}
