// How the Tokens list orders and writes token balances: native currency first, then by value; SPEC §5's 2 decimals.
import { formatTokenBalance, isNativeToken, type TokenBalance } from '@gangway/core';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export { isNativeToken };

/** The native currency first, then the most valuable, then by name. */
export function sortTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return [...tokens].sort(
    (a, b) =>
      Number(isNativeToken(b)) - Number(isNativeToken(a)) ||
      b.value - a.value ||
      a.name.localeCompare(b.name),
  );
}

export function totalValue(tokens: readonly TokenBalance[]): number {
  return tokens.reduce((sum, token) => sum + (Number.isFinite(token.value) ? token.value : 0), 0);
}

export function formatUsd(value: number): string {
  return usd.format(value);
}

/** SPEC §5's token balance (2 decimals, never rounded up) with its whole part grouped by thousands. */
export function formatTokenAmount(quantity: string): string {
  const [whole = '0', fraction] = formatTokenBalance(quantity).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
