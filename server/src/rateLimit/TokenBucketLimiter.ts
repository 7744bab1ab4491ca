// Token buckets in this process's memory: each key refills at limit.perSecond up to limit.burst. The least
// recently used buckets are dropped past MAX_BUCKETS, so distinct clients cannot grow memory without bound.
import type { RateLimit } from '../projects/project.ts';
import type { Budget, RateLimitDecision, RateLimiter } from './RateLimiter.ts';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MAX_BUCKETS = 100_000;

export class TokenBucketLimiter implements RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly maxBuckets = MAX_BUCKETS,
  ) {}

  get size(): number {
    return this.#buckets.size;
  }

  consume(budgets: readonly Budget[], cost = 1): RateLimitDecision {
    const now = this.now();
    const buckets = budgets.map((budget) => this.#refilled(budget.key, budget.limit, now));
    let retryAfterMs = 0;
    budgets.forEach((budget, index) => {
      const missing = cost - buckets[index]!.tokens;
      if (missing > 0) {
        retryAfterMs = Math.max(retryAfterMs, Math.ceil((missing / budget.limit.perSecond) * 1000));
      }
    });
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const bucket of buckets) bucket.tokens -= cost;
    return { allowed: true };
  }

  debit(budgets: readonly Budget[], cost: number): void {
    const now = this.now();
    for (const budget of budgets) {
      const bucket = this.#refilled(budget.key, budget.limit, now);
      bucket.tokens = Math.max(-budget.limit.burst, bucket.tokens - cost);
    }
  }

  #refilled(key: string, limit: RateLimit, now: number): Bucket {
    const bucket = this.#buckets.get(key) ?? { tokens: limit.burst, updatedAt: now };
    bucket.tokens = Math.min(
      limit.burst,
      bucket.tokens + ((now - bucket.updatedAt) / 1000) * limit.perSecond,
    );
    bucket.updatedAt = now;
    // Re-inserting keeps the map in least-recently-used order.
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    while (this.#buckets.size > this.maxBuckets) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest === undefined) break;
      this.#buckets.delete(oldest);
    }
    return bucket;
  }
}
