// What one budget check costs: RateLimiter.consume of a project's and a client's bucket (what every public request
// spends), in memory, in Redis and in PostgreSQL, sequentially (latency) and 32 at a time (throughput).
import { randomUUID } from 'node:crypto';
import { findPostgresBinaries, startPostgresCluster, startRedis } from '@gangway/devnet/cluster';
import { openDatabase } from 'gangway-server';
import { connectRedis } from '../../server/src/cluster/redis.ts';
import { postgresRateLimiter } from '../../server/src/rateLimit/PostgresRateLimiter.ts';
import type { RateLimiter } from '../../server/src/rateLimit/RateLimiter.ts';
import { redisRateLimiter } from '../../server/src/rateLimit/RedisRateLimiter.ts';
import { TokenBucketLimiter } from '../../server/src/rateLimit/TokenBucketLimiter.ts';
import { percentile } from '../server/runScenario.ts';

const CALLS = 3_000;

async function measure(name: string, limiter: RateLimiter): Promise<string> {
  const project = { key: `bench|${randomUUID()}`, limit: { perSecond: 1e6, burst: 1e6 } };
  const budgets = (i: number) => [
    project,
    { key: `${project.key}|ip|10.0.${i % 250}.1`, limit: { perSecond: 2e5, burst: 2e5 } },
  ];
  const latencies: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await limiter.consume(budgets(i));
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < CALLS) await limiter.consume(budgets(next++));
    }),
  );
  const perSecond = CALLS / ((performance.now() - started) / 1000);
  return `${name.padEnd(11)} p50 ${percentile(latencies, 0.5).toFixed(3)} ms, p99 ${percentile(latencies, 0.99).toFixed(3)} ms; ${perSecond.toFixed(0)} checks/s 32 at a time`;
}

export async function budgetCheckCost(): Promise<string[]> {
  const lines = [await measure('memory', new TokenBucketLimiter())];
  const redis = await startRedis();
  const connection = connectRedis(redis.url, { onError: (error) => console.error(error) });
  try {
    lines.push(await measure('Redis', redisRateLimiter(connection)));
  } finally {
    await connection.quit();
    await redis.stop();
  }
  const binaries = findPostgresBinaries();
  if (!binaries) return [...lines, 'PostgreSQL: no binaries'];
  const postgres = await startPostgresCluster(binaries);
  const database = await openDatabase({ databaseUrl: postgres.url });
  try {
    lines.push(await measure('PostgreSQL', postgresRateLimiter(database)));
  } finally {
    await database.close();
    await postgres.stop();
  }
  return lines;
}
