// Token buckets in this process's memory: each key refills at limit.perSecond up to limit.burst.
import type { RateLimit } from '../projects/project.ts';
import type { RateLimitDecision, RateLimiter } from './RateLimiter.ts';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBucketLimiter implements RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  consume(key: string, limit: RateLimit, cost = 1): RateLimitDecision {
    const now = this.now();
    const bucket = this.#buckets.get(key) ?? { tokens: limit.burst, updatedAt: now };
    bucket.tokens = Math.min(
      limit.burst,
      bucket.tokens + ((now - bucket.updatedAt) / 1000) * limit.perSecond,
    );
    bucket.updatedAt = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { allowed: true };
    }
    return { allowed: false, retryAfterMs: Math.ceil(((cost - bucket.tokens) / limit.perSecond) * 1000) };
  }
}
