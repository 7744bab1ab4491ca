import { describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from './TokenBucketLimiter.ts';

describe('token bucket', () => {
  it('allows a burst, then refills at the rate, per key', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(() => now);
    const limit = { perSecond: 2, burst: 3 };
    expect([1, 2, 3, 4].map(() => limiter.consume('a', limit).allowed)).toEqual([true, true, true, false]);
    expect(limiter.consume('b', limit).allowed).toBe(true);
    expect(limiter.consume('a', limit)).toEqual({ allowed: false, retryAfterMs: 500 });
    now = 500;
    expect(limiter.consume('a', limit).allowed).toBe(true);
    now = 100_000;
    expect([1, 2, 3, 4].map(() => limiter.consume('a', limit).allowed)).toEqual([true, true, true, false]);
  });
});
