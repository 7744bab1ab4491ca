// Balances read back from browser storage, checked as the server's answers are. Loaded with the first read of a
// connected account's balances (zod with it), never on a visitor's first open.
import { CACHED_BALANCES_MAX, type TokenBalance, TokenBalanceSchema } from '@gangway/protocol';
import * as z from 'zod/mini';

const CachedBalancesSchema = z.array(TokenBalanceSchema).check(z.maxLength(CACHED_BALANCES_MAX));

export const parseCachedBalances = (value: unknown): TokenBalance[] | undefined => {
  const result = z.safeParse(CachedBalancesSchema, value);
  return result.success ? result.data : undefined;
};
