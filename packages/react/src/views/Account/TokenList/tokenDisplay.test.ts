import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../../testing/fakeServer.ts';
import { isNativeToken, sortTokens, totalValue } from './tokenDisplay.ts';

describe('token display', () => {
  it('puts the native currency first, then the most valuable, then by name', () => {
    const tokens = [
      tokenBalance('USDC', '10', 10),
      tokenBalance('GWAY', '1', 2),
      tokenBalance('DAI', '10', 10),
      tokenBalance('ETH', '0.5', 1),
    ];
    expect(sortTokens(tokens).map((token) => token.symbol)).toEqual(['ETH', 'DAI', 'USDC', 'GWAY']);
    expect(isNativeToken(tokens[3]!)).toBe(true);
    expect(isNativeToken(tokens[0]!)).toBe(false);
  });

  it('adds up the values', () => {
    const tokens = [tokenBalance('ETH', '1', 3000.5), tokenBalance('USDC', '1000000', 1_000_000)];
    expect(totalValue(tokens)).toBe(1_003_000.5);
  });
});
