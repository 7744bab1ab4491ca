// gangway-server as a deployment of several machines, on loopback: a PostgreSQL cluster, Redis, N server processes
// sharing them, and HAProxy in front (HTTP and WebSockets, health checks on /readyz). What the demo's --cluster and
// the cluster tests start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from 'gangway-server';
import pg from 'pg';
import { freePorts } from '../chains/free-port.ts';
import { type RunningHaproxy, startHaproxy } from './haproxy.ts';
import { type ClusterInstance, clusterInstance } from './instance.ts';
import { findPostgresBinaries, type PostgresCluster, startPostgresCluster } from './postgres.ts';
import { type RedisServer, startRedis } from './redis.ts';

export interface StartClusterOptions {
  /** Server processes (default 3). */
  instances?: number;
  /** Share budgets and fan-out through Redis (default), or through PostgreSQL alone. */
  redis?: boolean;
  /** Every instance's configuration (chains, login service…); the cluster sets host, port, database and Redis. */
  server?: ServerConfig;
  /** The load balancer's port (default: a free one). */
  port?: number;
  /** Runs once the database exists, before any instance starts (seeding projects and the directory). */
  prepare?: (databaseUrl: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface RunningCluster {
  /** The load balancer: what clients use. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  redisUrl: string | undefined;
  haproxyConfigFile: string;
  /** HAProxy's statistics page: each instance's state. */
  haproxyStatsUrl: string;
  /** Resolves once the load balancer sends requests to every running instance. */
  balanced(): Promise<void>;
  /** The process ids of the parts the instances share (the benchmark reads their CPU time). */
  pids: { haproxy: number; redis: number | undefined; postgres: number };
  stop(): Promise<void>;
}

const DATABASE = 'gangway';

export async function startCluster(options: StartClusterOptions = {}): Promise<RunningCluster> {
  const log = options.log ?? (() => undefined);
  const count = options.instances ?? 3;
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('No PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'gangway-cluster-'));
  let postgres: PostgresCluster | undefined;
  let redis: RedisServer | undefined;
  let haproxy: RunningHaproxy | undefined;
  const instances: ClusterInstance[] = [];
  const stop = async () => {
    await haproxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    [postgres, redis] = await Promise.all([
      startPostgresCluster(binaries),
      options.redis === false ? undefined : startRedis(),
    ]);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, `/${DATABASE}`);
    log(`PostgreSQL: ${databaseUrl}`);
    if (redis) log(`Redis: ${redis.url}`);
    await options.prepare?.(databaseUrl);

    const ports = await freePorts(count + (options.port ? 1 : 2));
    const statsPort = ports.pop() as number;
    const balancerPort = options.port ?? (ports.pop() as number);
    const url = `http://127.0.0.1:${balancerPort}`;
    const config: ServerConfig = {
      ...options.server,
      databaseUrl,
      ...(redis ? { redisUrl: redis.url } : {}),
      publicUrl: url,
      // HAProxy appends the client's address; only what it appended is believed.
      trustProxy: ['127.0.0.1'],
      // Longer than HAProxy needs to see /readyz fail (two checks 500 ms apart).
      shutdown: { drainDelayMs: 1_500 },
      logLevel: options.server?.logLevel ?? 'warn',
    };
    for (const [index, port] of ports.entries())
      instances.push(clusterInstance(`gangway-${index + 1}`, port, config, dir, log));
    await Promise.all(instances.map((instance) => instance.start()));
    log(`gangway-server instances: ${instances.map((instance) => instance.url).join(', ')}`);
    haproxy = await startHaproxy(
      balancerPort,
      instances.map((instance) => ({ name: instance.name, port: instance.port })),
      dir,
      statsPort,
    );
    const running = haproxy;
    const balanced = async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const states = await running.states();
        const waiting = instances.filter(
          (instance) => instance.running && states.get(instance.name) !== 'UP',
        );
        if (waiting.length === 0) return;
        if (Date.now() > deadline)
          throw new Error(
            `HAProxy does not send requests to ${waiting.map((instance) => instance.name).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await balanced();
    log(`HAProxy: ${url} (configuration ${haproxy.configFile}, statistics ${haproxy.statsUrl})`);
    return {
      url,
      instances,
      databaseUrl,
      redisUrl: redis?.url,
      haproxyConfigFile: haproxy.configFile,
      haproxyStatsUrl: haproxy.statsUrl,
      balanced,
      pids: { haproxy: haproxy.pid, redis: redis?.pid, postgres: postgres.pid },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
