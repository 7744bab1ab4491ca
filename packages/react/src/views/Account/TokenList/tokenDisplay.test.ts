import { formatTokenBalance, TOKEN_BALANCE_DECIMALS } from '@gangway/core';
import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../../testing/fakeServer.ts';
import { formatTokenAmount, formatUsd, isNativeToken, sortTokens, totalValue } from './tokenDisplay.ts';

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

  it("writes amounts with SPEC §5's token balance format, grouped by thousands", () => {
    expect(formatTokenBalance('1000000')).toBe('1000000.00');
    expect(formatTokenAmount('1000000')).toBe('1,000,000.00');
    expect(formatTokenAmount('8999.969724351093479973')).toBe('8,999.96');
    expect(formatTokenAmount('0.009')).toBe('0.00');
    expect(formatTokenAmount('123')).toBe(`123.${'0'.repeat(TOKEN_BALANCE_DECIMALS)}`);
  });

  it('writes values in US dollars and adds them up', () => {
    const tokens = [tokenBalance('ETH', '1', 3000.5), tokenBalance('USDC', '1000000', 1_000_000)];
    expect(formatUsd(totalValue(tokens))).toBe('$1,003,000.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
