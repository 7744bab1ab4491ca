import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/ApiError.ts';
import { ESPLORA_PATHS, esploraRequest } from './esploraPaths.ts';

const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const TXID = 'ab'.repeat(32);
const allowed = new Set(ESPLORA_PATHS);
/** The allowlist pattern a forwarded path stands for. */
const patternOf = (path: string) =>
  path
    .split('/')
    .map((part) => (part === ADDRESS ? ':address' : /^[0-9a-f]{64}$/.test(part) ? ':txid' : part))
    .join('/');

describe('Esplora path allowlist', () => {
  it('forwards only allowlisted shapes, and refuses anything else with 404 or a 400 naming the parameter (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom('address', 'tx', 'blocks', 'tip', 'height', 'hash', 'utxo', 'txs', 'chain', 'mempool'),
      fc.constantFrom('hex', 'status', 'raw', 'outspends', 'fee-estimates', 'mine', '..', '', '%2F', 'TX'),
      fc.constantFrom(ADDRESS, ADDRESS.toUpperCase(), TXID, TXID.toUpperCase(), '1234'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 7 }), (segments) => {
        const path = segments.join('/');
        try {
          const request = esploraRequest(path, 'regtest');
          expect(allowed.has(patternOf(request.path))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          const { statusCode, field } = error as ApiError;
          expect(
            statusCode === 404 || (statusCode === 400 && (field === 'address' || field === 'txid')),
          ).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('canonicalises parameters and checks addresses against the network', () => {
    expect(esploraRequest(`address/${ADDRESS.toUpperCase()}/utxo`, 'regtest').path).toBe(
      `address/${ADDRESS}/utxo`,
    );
    expect(esploraRequest(`tx/${TXID.toUpperCase()}/hex`, 'regtest').path).toBe(`tx/${TXID}/hex`);
    expect(() => esploraRequest(`address/${ADDRESS}`, 'mainnet')).toThrow('not a Bitcoin mainnet address');
    expect(() => esploraRequest('mine', 'regtest')).toThrow(/does not serve \/mine/);
  });
});
