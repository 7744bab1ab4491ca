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
}
