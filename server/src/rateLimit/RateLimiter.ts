import type { RateLimit } from '../projects/project.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Per-key request budget. In memory today; a Redis implementation can share it across instances. */
export interface RateLimiter {
  consume(key: string, limit: RateLimit, cost?: number): RateLimitDecision | Promise<RateLimitDecision>;
}
