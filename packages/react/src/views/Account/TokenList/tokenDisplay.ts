// How the Tokens list orders token balances: native currency first, then by value (i18n/format.ts writes them).
import { isNativeToken } from '@gangway/core/internal';
import type { TokenBalance } from '@gangway/protocol';

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
