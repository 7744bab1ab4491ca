import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from './TokenBucketLimiter.ts';

const budget = (key: string, perSecond: number, burst: number) => ({ key, limit: { perSecond, burst } });

describe('token bucket', () => {
  it('allows a burst, then refills at the rate, per key', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(() => now);
    const a = [budget('a', 2, 3)];
    expect([1, 2, 3, 4].map(() => limiter.consume(a).allowed)).toEqual([true, true, true, false]);
    expect(limiter.consume([budget('b', 2, 3)]).allowed).toBe(true);
    expect(limiter.consume(a)).toEqual({ allowed: false, retryAfterMs: 500 });
    now = 500;
    expect(limiter.consume(a).allowed).toBe(true);
    now = 100_000;
    expect([1, 2, 3, 4].map(() => limiter.consume(a).allowed)).toEqual([true, true, true, false]);
  });

  it('takes from every budget or from none', () => {
    const limiter = new TokenBucketLimiter(() => 0);
    const project = budget('project', 1, 10);
    expect(limiter.consume([project, budget('client', 1, 2)], 2).allowed).toBe(true);
    expect(limiter.consume([project, budget('client', 1, 2)]).allowed).toBe(false);
    // The refused request took nothing from the project: 8 tokens are left for other clients.
    expect(limiter.consume([project, budget('other', 1, 10)], 8).allowed).toBe(true);
    expect(limiter.consume([project]).allowed).toBe(false);
  });

  it('charges a cost: for any sequence, tokens granted ≤ burst + rate × time (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ cost: fc.integer({ min: 1, max: 50 }), gapMs: fc.integer({ min: 0, max: 300 }) }),
          {
            maxLength: 200,
          },
        ),
        (steps) => {
          let now = 0;
          const limiter = new TokenBucketLimiter(() => now);
          const limit = budget('p', 20, 40);
          let granted = 0;
          for (const { cost, gapMs } of steps) {
            now += gapMs;
            if (limiter.consume([limit], cost).allowed) granted += cost;
          }
          expect(granted).toBeLessThanOrEqual(40 + (20 * now) / 1000 + 1e-9);
        },
      ),
    );
  });

  it('takes a debit even below zero, at most one burst deep, and admits nothing until the refill repays it', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(() => now);
    const time = [budget('time', 1_000, 4_000)];
    limiter.debit(time, 3_000);
    expect(limiter.consume(time).allowed).toBe(true);
    limiter.debit(time, 50_000);
    // 4,000 tokens of debt at most: 8 s of refill to a full bucket, 4 s to the first token.
    const refused = limiter.consume(time);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && Math.round(refused.retryAfterMs / 10) * 10).toBe(4_000);
    now = 4_002;
    expect(limiter.consume(time).allowed).toBe(true);
  });

  it('keeps at most maxBuckets buckets, dropping the least recently used', () => {
    const limiter = new TokenBucketLimiter(() => 0, 3);
    for (const key of ['a', 'b', 'c', 'a', 'd']) limiter.consume([budget(key, 1, 1)]);
    expect(limiter.size).toBe(3);
    // 'a' was used again after 'b', so 'b' went: it starts full again.
    expect(limiter.consume([budget('b', 1, 1)]).allowed).toBe(true);
    expect(limiter.consume([budget('a', 1, 1)]).allowed).toBe(false);
  });
});
