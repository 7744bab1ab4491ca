// The shared implementations of the budgets' two interfaces, as two instances see them: two RateLimiters (or
// CounterStores) over one Redis, or over one PostgreSQL database, give one budget between them — where two
// in-memory ones (each instance's own, before) give two.
import { randomUUID } from 'node:crypto';
import { hasRedis, type RedisServer, startRedis } from '@gangway/devnet/cluster';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { connectRedis } from '../src/cluster/redis.ts';
import { type GangwayDatabase, openDatabase } from '../src/db/openDatabase.ts';
import type { CounterStore } from '../src/rateLimit/CounterStore.ts';
import { MemoryCounterStore } from '../src/rateLimit/MemoryCounterStore.ts';
import { PostgresCounterStore } from '../src/rateLimit/PostgresCounterStore.ts';
import { deleteIdleBudgetRows, postgresRateLimiter } from '../src/rateLimit/PostgresRateLimiter.ts';
import type { Budget, RateLimiter } from '../src/rateLimit/RateLimiter.ts';
import { RedisCounterStore } from '../src/rateLimit/RedisCounterStore.ts';
import { redisRateLimiter } from '../src/rateLimit/RedisRateLimiter.ts';
import { TokenBucketLimiter } from '../src/rateLimit/TokenBucketLimiter.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';

interface Instances {
  limiters: [RateLimiter, RateLimiter];
  counters: [CounterStore, CounterStore];
}

const fail = (error: unknown) => {
  throw error;
};
const key = (name: string) => `${name}|${randomUUID()}`;

/** Spends one token at a time, alternating between the instances, until both refuse: what they allowed in all. */
async function spendAll(limiters: readonly RateLimiter[], budgets: Budget[]): Promise<number> {
  let allowed = 0;
  for (let round = 0; round < 200; round++) {
    const decision = await limiters[round % limiters.length]!.consume(budgets);
    if (decision.allowed) allowed += 1;
    else if (round > 60) break;
  }
  return allowed;
}

function sharedContract(name: string, instances: () => Instances) {
  describe(name, () => {
    it('two instances share one token bucket', async () => {
      const { limiters } = instances();
      const budget = { key: key('bucket'), limit: { perSecond: 0.01, burst: 10 } };
      expect(await spendAll(limiters, [budget])).toBe(10);
      const refused = await limiters[1].consume([budget]);
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.retryAfterMs).toBeGreaterThan(1_000);
    });

    it('spends from every budget or from none', async () => {
      const { limiters } = instances();
      const small = { key: key('small'), limit: { perSecond: 0.01, burst: 3 } };
      const large = { key: key('large'), limit: { perSecond: 0.01, burst: 100 } };
      expect(await spendAll(limiters, [small, large])).toBe(3);
      // The refused requests took nothing from the large budget: 97 are left.
      expect(await spendAll(limiters, [large])).toBe(97);
    });

    it('a debit goes at most one burst into debt, on either instance', async () => {
      const { limiters } = instances();
      const budget = { key: key('debt'), limit: { perSecond: 1, burst: 5 } };
      await limiters[0].debit([budget], 100);
      const decision = await limiters[1].consume([budget]);
      expect(decision.allowed).toBe(false);
      // Ten tokens short at most (five of debt, then one to take), at 1/s.
      if (!decision.allowed) expect(decision.retryAfterMs).toBeLessThanOrEqual(11_000);
    });

    it('keeps one budget under concurrent requests of two instances', async () => {
      const { limiters } = instances();
      const budgets = [
        { key: key('project'), limit: { perSecond: 0.01, burst: 40 } },
        { key: key('client'), limit: { perSecond: 0.01, burst: 25 } },
      ];
      const decisions = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          limiters[i % 2]!.consume(i % 3 === 0 ? budgets.slice(0, 1) : budgets),
        ),
      );
      expect(decisions.filter((decision) => decision.allowed).length).toBe(40);
    });

    it('applies concurrent requests of one instance one after the other, each to all its budgets or none', async () => {
      const { limiters } = instances();
      const small = { key: key('small'), limit: { perSecond: 0.01, burst: 3 } };
      const large = { key: key('large'), limit: { perSecond: 0.01, burst: 100 } };
      const other = { key: key('other'), limit: { perSecond: 0.01, burst: 100 } };
      const decisions = await Promise.all([
        limiters[0].consume([small, large], 2),
        limiters[0].consume([small, large], 2),
        // The same bucket twice in one request is spent once.
        limiters[0].consume([other, other], 5),
        limiters[0].consume([small, large], 1),
        limiters[0].debit([large], 10),
        limiters[0].consume([large, other], 1),
      ]);
      expect(decisions.map((decision) => decision?.allowed)).toEqual([
        true,
        false,
        true,
        true,
        undefined,
        true,
      ]);
      // large: 100 - 2 - 1 - 10 - 1 = 86 left; other: 100 - 5 - 1 = 94.
      expect(await spendAll(limiters, [large])).toBe(86);
      expect(await spendAll(limiters, [other])).toBe(94);
    });

    it('counters hold across instances until released', async () => {
      const { counters } = instances();
      const counter = { key: key('slots'), max: 3 };
      const expiresAt = Date.now() + 60_000;
      const holds = [];
      for (let i = 0; i < 6; i++) holds.push(await counters[i % 2]!.add([counter], 1, expiresAt));
      expect(holds.map((hold) => hold !== null)).toEqual([true, true, true, false, false, false]);
      holds[0]?.release();
      holds[0]?.release();
      await expect.poll(async () => (await counters[1].add([counter], 1, expiresAt)) !== null).toBe(true);
      expect(await counters[0].add([counter], 1, expiresAt)).toBeNull();
    });

    it('adds to every counter or to none, and lets amounts go at their expiry', async () => {
      const { counters } = instances();
      const tight = { key: key('tight'), max: 10 };
      const roomy = { key: key('roomy'), max: 100 };
      expect(await counters[0].add([tight, roomy], 8, Date.now() + 60_000)).not.toBeNull();
      expect(await counters[1].add([tight, roomy], 8, Date.now() + 60_000)).toBeNull();
      expect(await counters[1].add([roomy], 92, Date.now() + 60_000)).not.toBeNull();
      const brief = { key: key('brief'), max: 1 };
      expect(await counters[0].add([brief], 1, Date.now() + 300)).not.toBeNull();
      expect(await counters[1].add([brief], 1, Date.now() + 300)).toBeNull();
      await expect
        .poll(async () => (await counters[1].add([brief], 1, Date.now() + 60_000)) !== null, {
          timeout: 5_000,
        })
        .toBe(true);
    });
  });
}

describe('before: each instance its own memory', () => {
  it('two in-memory limiters allow twice the budget', async () => {
    const budget = { key: 'bucket', limit: { perSecond: 0.01, burst: 10 } };
    expect(await spendAll([new TokenBucketLimiter(), new TokenBucketLimiter()], [budget])).toBe(20);
    const counter = { key: 'slots', max: 3 };
    const stores = [new MemoryCounterStore(), new MemoryCounterStore()];
    let held = 0;
    for (let i = 0; i < 6; i++) if (stores[i % 2]!.add([counter], 1, Date.now() + 60_000)) held += 1;
    expect(held).toBe(6);
  });
});

describe.skipIf(!hasRedis())('Redis', () => {
  let redis: RedisServer;
  let connections: [Redis, Redis];
  beforeAll(async () => {
    redis = await startRedis();
    connections = [connectRedis(redis.url, { onError: fail }), connectRedis(redis.url, { onError: fail })];
  });
  afterAll(async () => {
    await Promise.all(connections?.map((connection) => connection.quit()) ?? []);
    await redis?.stop();
  });
  sharedContract('redisRateLimiter and RedisCounterStore', () => ({
    limiters: [redisRateLimiter(connections[0]), redisRateLimiter(connections[1])],
    counters: [new RedisCounterStore(connections[0], fail), new RedisCounterStore(connections[1], fail)],
  }));

  it('sends the budget checks of concurrent requests in one round trip', async () => {
    const limiter = redisRateLimiter(connections[0]);
    const calls = vi.spyOn(connections[0], 'evalsha');
    try {
      const budget = { key: key('batched'), limit: { perSecond: 0.01, burst: 30 } };
      const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.consume([budget])));
      expect(decisions.filter((decision) => decision.allowed).length).toBe(30);
      expect(calls).toHaveBeenCalledTimes(1);
    } finally {
      calls.mockRestore();
    }
  });

  it('idle buckets and counters leave Redis', async () => {
    const limiter = redisRateLimiter(connections[0]);
    const name = key('idle');
    await limiter.consume([{ key: name, limit: { perSecond: 1_000, burst: 1 } }]);
    await new RedisCounterStore(connections[0], fail).add([{ key: name, max: 1 }], 1, Date.now() + 100);
    await expect
      .poll(() => connections[0].exists(`budget:${name}`, `counter:${name}`), { timeout: 5_000 })
      .toBe(0);
  });
});

describe.skipIf(!inject('postgresUrl'))('PostgreSQL', () => {
  let testDb: TestDatabase;
  let second: GangwayDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    second = await openDatabase({ databaseUrl: testDb.database.location });
  });
  afterAll(async () => {
    await second?.close();
    await testDb?.dispose();
  });
  sharedContract('postgresRateLimiter and PostgresCounterStore', () => ({
    limiters: [postgresRateLimiter(testDb.database), postgresRateLimiter(second)],
    counters: [new PostgresCounterStore(testDb.database, fail), new PostgresCounterStore(second, fail)],
  }));

  it('the clean-up deletes full buckets and expired amounts', async () => {
    const name = key('idle');
    await postgresRateLimiter(testDb.database).consume([
      { key: name, limit: { perSecond: 1_000, burst: 1 } },
    ]);
    await new PostgresCounterStore(testDb.database, fail).add([{ key: name, max: 1 }], 1, Date.now() + 50);
    await expect
      .poll(
        async () => {
          await deleteIdleBudgetRows(testDb.database);
          const rows = await Promise.all(
            (['budget_buckets', 'budget_counters'] as const).map((table) =>
              testDb.database.db.selectFrom(table).select('key').where('key', '=', name).execute(),
            ),
          );
          return rows.flat().length;
        },
        { timeout: 5_000 },
      )
      .toBe(0);
  });
});
