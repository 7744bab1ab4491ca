import type { RateLimit } from '../projects/project.ts';
import { TakeBatcher, type TakeTokens } from './TakeBatcher.ts';

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

/** A RateLimiter whose buckets live in a store shared by every instance, over that store's atomic step (batched). */
export function sharedRateLimiter(takeTokens: TakeTokens): RateLimiter {
  const batcher = new TakeBatcher(takeTokens);
  return {
    async consume(budgets, cost = 1) {
      const retryAfterMs = budgets.length === 0 ? 0 : await batcher.take({ budgets, cost, debit: false });
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    async debit(budgets, cost) {
      if (budgets.length > 0) await batcher.take({ budgets, cost, debit: true });
    },
  };
}
