import type { RateLimit } from '../projects/project.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One token bucket: its key (what it counts: a project, a client of a project…) and its limit. */
export interface Budget {
  key: string;
  limit: RateLimit;
}

/** Request budgets. In memory today; a Redis implementation can share them across instances. */
export interface RateLimiter {
  /** Takes `cost` tokens from every budget, or from none of them when one lacks them. */
  consume(budgets: readonly Budget[], cost?: number): RateLimitDecision | Promise<RateLimitDecision>;
  /**
   * Takes `cost` from every budget even when it lacks them: a debt (at most one burst deep) that the refill repays
   * before the budget admits anything again. For costs known only afterwards, such as a proxied call's duration.
   */
  debit(budgets: readonly Budget[], cost: number): void | Promise<void>;
}

/**
 * A shared store's one atomic step (a Redis script, a PostgreSQL function): takes `cost` from every budget, from none
 * when one lacks it (with `debit`, from every one even into debt), and answers 0 or how long until it would have it.
 */
export type TakeTokens = (budgets: readonly Budget[], cost: number, debit: boolean) => Promise<number>;

/** A RateLimiter whose buckets live in a store shared by every instance, over that store's atomic step. */
export function sharedRateLimiter(take: TakeTokens): RateLimiter {
  return {
    async consume(budgets, cost = 1) {
      const retryAfterMs = budgets.length === 0 ? 0 : await take(budgets, cost, false);
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    async debit(budgets, cost) {
      if (budgets.length > 0) await take(budgets, cost, true);
    },
  };
}
