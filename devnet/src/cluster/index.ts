// gangway-server on several machines, on loopback: PostgreSQL, Redis, server processes, HAProxy.
export { HAPROXY, haproxyConfig, hasHaproxy } from './haproxy.ts';
export type { ClusterInstance } from './instance.ts';
export { findPostgresBinaries, type PostgresCluster, startPostgresCluster } from './postgres.ts';
export { hasRedis, REDIS_SERVER, type RedisServer, startRedis } from './redis.ts';
export { type RunningCluster, type StartClusterOptions, startCluster } from './startCluster.ts';
