// Connections to Redis (ioredis), from the configuration's redisUrl. Every key and channel of gangway-server starts
// with `gangway:`, so one Redis may serve other applications too.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_PREFIX = 'gangway:';

export interface RedisOptions {
  /** Told when a connection fails (ioredis reconnects by itself, with backoff). */
  onError(error: Error): void;
  /** A connection for SUBSCRIBE only (no command pipelining there). */
  subscriber?: boolean;
}

/** A connection; commands sent while it reconnects wait (up to a few retries) rather than fail at once. */
export function connectRedis(url: string, options: RedisOptions): Redis {
  const redis = new Redis(url, {
    keyPrefix: REDIS_PREFIX,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2_000),
    enableAutoPipelining: !options.subscriber,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Once per outage, not once per reconnection attempt.
    if (!reported) options.onError(error);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** Redis URLs name a password in them: logs and /readyz show them without it. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable URL)';
  }
}

/** A Lua script run by its SHA-1 (sent whole the first time a Redis does not know it). */
export function redisScript(
  lua: string,
): (redis: Redis, keys: readonly string[], args: readonly (string | number)[]) => Promise<unknown> {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
