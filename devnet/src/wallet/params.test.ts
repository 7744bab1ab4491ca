import { ProviderRpcError } from '@gangway/protocol';
import fc from 'fast-check';
import { numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseAddChainParams, parseChainIdHex, parseTransactionParams } from './params.ts';

const MAX_CHAIN_ID = 4_503_599_627_370_476;

function invalidParamsCode(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ProviderRpcError ? error.code : Number.NaN;
  }
}

describe('dev wallet parameter parsing', () => {
  it('round-trips every valid chain id through its canonical hex form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CHAIN_ID }), (chainId) => {
        expect(parseChainIdHex(numberToHex(chainId))).toBe(chainId);
        expect(parseChainIdHex(numberToHex(chainId).toUpperCase().replace('0X', '0x'))).toBe(chainId);
      }),
    );
  });

  it('rejects padded, decimal, empty and oversized chain ids with -32602', () => {
    const bad = fc.oneof(
      fc.integer({ min: 0, max: MAX_CHAIN_ID }).map((n) => `0x0${n.toString(16)}`),
      fc.integer({ min: 1, max: MAX_CHAIN_ID }).map(String),
      fc.integer({ min: 1, max: MAX_CHAIN_ID }),
      fc.constantFrom('0x', '', '0xg1', null, undefined, `0x${(MAX_CHAIN_ID + 1).toString(16)}`),
    );
    fc.assert(
      fc.property(bad, (value) => {
        expect(invalidParamsCode(() => parseChainIdHex(value))).toBe(-32602);
      }),
    );
  });

  it('answers -32602, never another error, for arbitrary wallet_addEthereumChain input', () => {
    fc.assert(
      fc.property(fc.anything(), (params) => {
        const code = invalidParamsCode(() => parseAddChainParams(params));
        expect(code === undefined || code === -32602).toBe(true);
      }),
    );
  });

  it('answers -32602 for values that cannot even be turned into text', () => {
    // Found by the property below: String() throws on an object whose toString is not a function.
    for (const data of [[{ toString: 0 }], { valueOf: 1, toString: null }, 10n, Symbol('x')]) {
      expect(invalidParamsCode(() => parseTransactionParams([{ to: '0x'.padEnd(42, '1'), data }]))).toBe(
        -32602,
      );
    }
  });

  it('answers -32602, never another error, for arbitrary transaction objects', () => {
    const field = fc.oneof(fc.stringMatching(/^0x[0-9a-fA-F]{0,64}$/), fc.anything());
    const tx = fc.record(
      { from: field, to: field, value: field, data: field, gas: field, nonce: field, chainId: field },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(tx, (candidate) => {
        const code = invalidParamsCode(() => parseTransactionParams([candidate]));
        expect(code === undefined || code === -32602).toBe(true);
      }),
    );
  });
});
