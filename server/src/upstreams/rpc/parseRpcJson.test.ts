import { describe, expect, it } from 'vitest';
import { parseRpcJson } from './parseRpcJson.ts';

describe('parseRpcJson', () => {
  it('keeps an integer beyond 2^53 exact as its decimal string, and leaves the rest as JSON.parse reads it', () => {
    const text = String.raw`{"value":1000000000000000001,"rentEpoch":18446744073709551615,"safe":9007199254740991,"neg":-9007199254740993,"fraction":0.1234567890123456789,"exponent":1e12345678901234567,"memo":"12345678901234567890 \"99999999999999999999\"","list":[9007199254740992,5]}`;
    expect(parseRpcJson(text)).toEqual({
      value: '1000000000000000001',
      rentEpoch: '18446744073709551615',
      safe: 9007199254740991,
      neg: '-9007199254740993',
      fraction: Number('0.1234567890123456789'),
      exponent: Number.POSITIVE_INFINITY,
      memo: '12345678901234567890 "99999999999999999999"',
      list: ['9007199254740992', 5],
    });
  });

  it('refuses what is not JSON, as JSON.parse does', () => {
    expect(() => parseRpcJson('{"a":')).toThrow(SyntaxError);
  });
});
