import { describe, expect, it } from 'vitest';
import { ExactInteger, parseRpcJson, stringifyRpcJson } from './parseRpcJson.ts';

const ANSWER = String.raw`{"value":1000000000000000001,"rentEpoch":18446744073709551615,"safe":9007199254740991,"neg":-9007199254740993,"fraction":0.1234567890123456789,"exponent":1e12345678901234567,"memo":"12345678901234567890 \"99999999999999999999\"","list":[9007199254740992,5]}`;

describe('parseRpcJson', () => {
  it('keeps an integer beyond 2^53 exact as its digits, and leaves the rest as JSON.parse reads it', () => {
    expect(parseRpcJson(ANSWER)).toEqual({
      value: new ExactInteger('1000000000000000001'),
      rentEpoch: new ExactInteger('18446744073709551615'),
      safe: 9007199254740991,
      neg: new ExactInteger('-9007199254740993'),
      fraction: Number('0.1234567890123456789'),
      exponent: Number.POSITIVE_INFINITY,
      memo: '12345678901234567890 "99999999999999999999"',
      list: [new ExactInteger('9007199254740992'), 5],
    });
    expect(BigInt(String(new ExactInteger('18446744073709551615')))).toBe(2n ** 64n - 1n);
  });

  it('writes the exact integers back as the same bare numbers, in the node’s type', () => {
    const written = stringifyRpcJson({ jsonrpc: '2.0', id: 1, result: parseRpcJson(ANSWER) });
    expect(written).toContain('"value":1000000000000000001,');
    expect(written).toContain('"rentEpoch":18446744073709551615,');
    expect(written).toContain('"neg":-9007199254740993,');
    expect(written).toContain('"list":[9007199254740992,5]');
    expect(written).toContain(String.raw`"memo":"12345678901234567890 \"99999999999999999999\""`);
  });

  it('never takes a string from the node for an integer, even one shaped like the mark', () => {
    const parsed = parseRpcJson(String.raw`{"memo":"\u0000not-the-mark:5"}`) as { memo: unknown };
    expect(parsed.memo).toBe('\u0000not-the-mark:5');
    expect(stringifyRpcJson(parsed)).toBe(String.raw`{"memo":"\u0000not-the-mark:5"}`);
  });

  it('refuses what is not JSON, as JSON.parse does', () => {
    expect(() => parseRpcJson('{"a":')).toThrow(SyntaxError);
  });
});
