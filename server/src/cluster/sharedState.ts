// What instances of gangway-server share, chosen by the configuration: with PGlite, one instance, everything in its
// memory; with PostgreSQL, budgets, counters and the relay's fan-out in the database (functions and LISTEN/NOTIFY);
// with PostgreSQL and Redis, those in Redis. Leases of singleton work are PostgreSQL advisory locks either way.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ResolvedConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { type Leases, LocalLeases, PostgresLeases } from '../jobs/leases.ts';
import type { PeriodicJob } from '../jobs/periodicJobs.ts';
import type { CounterStore } from '../rateLimit/CounterStore.ts';
import { MemoryCounterStore } from '../rateLimit/MemoryCounterStore.ts';
import { PostgresCounterStore } from '../rateLimit/PostgresCounterStore.ts';
import { deleteIdleBudgetRows, postgresRateLimiter } from '../rateLimit/PostgresRateLimiter.ts';
import type { RateLimiter } from '../rateLimit/RateLimiter.ts';
import { RedisCounterStore } from '../rateLimit/RedisCounterStore.ts';
import { redisRateLimiter } from '../rateLimit/RedisRateLimiter.ts';
import { TokenBucketLimiter } from '../rateLimit/TokenBucketLimiter.ts';
import type { MessageStore } from '../relay/MessageStore.ts';
import { PostgresPubSub } from '../relay/PostgresPubSub.ts';
import { RedisPubSub } from '../relay/RedisPubSub.ts';
import { InProcessPubSub, type RelayPubSub } from '../relay/RelayPubSub.ts';
import { connectRedis } from './redis.ts';

export type SharingMode = 'single' | 'postgres' | 'redis';

/** One dependency's state, for /readyz. */
export interface DependencyCheck {
  name: string;
  ok: boolean;
  detail?: string;
}

export interface SharedState {
  mode: SharingMode;
  /** This process among the instances (relay fan-out skips what it sent itself). */
  instanceId: string;
  limiter: RateLimiter;
  counters: CounterStore;
  leases: Leases;
  relayPubSub(store: MessageStore): RelayPubSub;
  /** Periodic jobs of the shared state itself. */
  jobs: PeriodicJob[];
  /** Redis and the relay channel's connection, when there are. */
  checks(): Promise<DependencyCheck[]>;
  close(): Promise<void>;
}

interface SharedStateLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const BUDGET_CLEANUP_MS = 60_000;
const REDIS_PING_TIMEOUT_MS = 1_000;

export function sharedState(
  config: Pick<ResolvedConfig, 'databaseUrl' | 'redisUrl'>,
  database: GangwayDatabase,
  log: SharedStateLog,
): SharedState {
  const instanceId = randomUUID();
  const { databaseUrl, redisUrl } = config;
  if (database.kind === 'pglite' || !databaseUrl) {
    return {
      mode: 'single',
      instanceId,
      limiter: new TokenBucketLimiter(),
      counters: new MemoryCounterStore(),
      leases: new LocalLeases(),
      relayPubSub: () => new InProcessPubSub(),
      jobs: [],
      checks: async () => [],
      close: async () => {},
    };
  }
  const leases = new PostgresLeases(databaseUrl, log);
  const reportError = (what: string) => (error: unknown) => log.error({ err: error }, what);
  if (!redisUrl) {
    let pubsub: PostgresPubSub | undefined;
    return {
      mode: 'postgres',
      instanceId,
      limiter: postgresRateLimiter(database),
      counters: new PostgresCounterStore(database, reportError('releasing a budget hold failed')),
      leases,
      relayPubSub: (store) => {
        pubsub = new PostgresPubSub(
          database,
          databaseUrl,
          store,
          instanceId,
          reportError('relay fan-out failed'),
        );
        return pubsub;
      },
      jobs: [
        { name: 'budget clean-up', everyMs: BUDGET_CLEANUP_MS, run: () => deleteIdleBudgetRows(database) },
      ],
      checks: async () => (pubsub ? [{ name: 'relay channel (LISTEN)', ok: pubsub.connected }] : []),
      close: () => leases.close(),
    };
  }
  const onRedisError = (error: Error) => log.warn({ err: error }, 'Redis connection failed; retrying');
  const redis = connectRedis(redisUrl, { onError: onRedisError });
  let pubsub: RedisPubSub | undefined;
  const subscriber: Redis = connectRedis(redisUrl, { onError: onRedisError, subscriber: true });
  return {
    mode: 'redis',
    instanceId,
    limiter: redisRateLimiter(redis),
    counters: new RedisCounterStore(redis, reportError('releasing a budget hold failed')),
    leases,
    relayPubSub: () => {
      pubsub = new RedisPubSub(redis, subscriber, instanceId, reportError('relay fan-out failed'));
      return pubsub;
    },
    jobs: [],
    checks: async () => [
      await pingRedis(redis),
      ...(pubsub ? [{ name: 'relay channel (Redis)', ok: pubsub.listening }] : []),
    ],
    async close() {
      await leases.close();
      await Promise.all([redis.quit(), subscriber.quit()].map((quit) => quit.catch(() => undefined)));
    },
  };
}

async function pingRedis(redis: Redis): Promise<DependencyCheck> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${REDIS_PING_TIMEOUT_MS} ms`)),
          REDIS_PING_TIMEOUT_MS,
        );
      }),
    ]);
    return { name: 'redis', ok: true };
  } catch (error) {
    return { name: 'redis', ok: false, detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
