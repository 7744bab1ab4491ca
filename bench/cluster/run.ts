// gangway-server on one machine as one instance and as three, in one run: HTTP throughput and p50/p99 of config,
// getWallets and the RPC proxy at full speed, relay messages/s and publish → delivery latency, for
//   - one instance on PGlite, budgets in memory (today's default; no load balancer),
//   - one and three instances on PostgreSQL, budgets in the database, behind HAProxy,
//   - one and three instances on PostgreSQL + Redis, behind HAProxy;
// and the cost of one budget check (RateLimiter.consume of a project's and a client's bucket) in memory, Redis and
// PostgreSQL. On two cores the point is that three instances are not slower and shared budgets cost little.
// Every layout is started first, then measured in turns (round 1 of each layout, round 2 of each…), so a change in
// the machine's load falls on every layout alike; the table gives each figure's median over the rounds and the
// three-to-one ratio of each round. Relay publishes the relay refused are counted apart from acknowledged
// publishes never delivered (lost).
// Throughput on a machine other work shares is noisy, so each figure also has its CPU cost: CPU-seconds per 1,000
// requests (relay: per 1,000 delivered messages) of each process group — the instances, HAProxy, Redis, PostgreSQL
// and this process, the load generator (cpuTime.ts) — and, before the rounds, each group's CPU with no load.
// --pin-load 1 pins this process (autocannon) to CPU 1 once the layouts run, so it competes with them on one core.
// Each route is first run unmeasured on each layout (--warmup seconds): a cold instance runs its code unoptimised for
// its first thousands of requests, and three instances each see a third of them — measured cold, three instances
// paid their warm-up three times over in the first round.
// Run: npx tsx bench/cluster/run.ts [--duration 5] [--rounds 3] [--idle 20] [--warmup 5] [--pin-load <cpus>]
//   [--layouts pglite,postgres-1,postgres-3,redis-1,redis-3] (about 20 s a layout a round, plus start-up).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devAddress, freePorts, startAnvil } from '@gangway/devnet';
import { type RunningCluster, startCluster } from '@gangway/devnet/cluster';
import {
  createProject,
  type GangwayDatabase,
  importDirectory,
  openDatabase,
  RELAY_METHODS,
  type ServerConfig,
} from 'gangway-server';
import { connectBenchRelay } from '../relay/benchRelayClient.ts';
import { percentile, runScenario, type Scenario } from '../server/runScenario.ts';
import { budgetCheckCost } from './budgetCost.ts';
import { type CpuGroup, cpuSnapshot, cpuSpent, LOAD_GENERATOR, machineBusySeconds } from './cpuTime.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    layouts: { type: 'string', default: 'pglite,postgres-1,postgres-3,redis-1,redis-3' },
    'relay-rate': { type: 'string', default: '300' },
    idle: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'pin-load': { type: 'string' },
  },
});
const DURATION_S = Number(values.duration);
const RELAY_RATE = Number(values['relay-rate']);
const ROUNDS = Number(values.rounds);
const IDLE_S = Number(values.idle);
const WARMUP_S = Number(values.warmup);
const PROJECT = 'bench';
const CHAIN = 'eip155:31337';
const SERVER_BIN = fileURLToPath(new URL('../../server/bin/gangway-server.js', import.meta.url));
const DATASET = fileURLToPath(new URL('../../../shared/data/wallets/wallets.json', import.meta.url));

interface Layout {
  name: string;
  url: string;
  /** Its processes by part: the instances first, then what they share. */
  groups: CpuGroup[];
  stop(): Promise<void>;
}

const INSTANCES = 'instances';

async function seed(database: GangwayDatabase) {
  if (existsSync(DATASET)) await importDirectory(database, DATASET);
  await createProject(database, { id: PROJECT, rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } });
}

function serverConfig(rpcUrl: string): ServerConfig {
  return {
    logLevel: 'error',
    chains: { [CHAIN]: { rpcUrls: [rpcUrl] } },
    // One client (this process) sends everything: its per-IP limits are lifted to the project's.
    rpc: { maxInFlightPerProject: 10_000, maxInFlightPerIp: 10_000 },
    relay: { maxConnectionsPerIp: 10_000, mailboxBytesPerIp: 64 * 1024 * 1024 },
  };
}

/** Today's default: one process on PGlite. */
async function singlePglite(rpcUrl: string): Promise<Layout> {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-bench-'));
  const database = await openDatabase({ dataDir: join(dir, 'data'), owner: 'bench' });
  await seed(database);
  await database.close();
  const [port = 0] = await freePorts(1);
  const configFile = join(dir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ ...serverConfig(rpcUrl), host: '127.0.0.1', port, dataDir: join(dir, 'data') }),
  );
  const child: ChildProcess = spawn(process.execPath, [SERVER_BIN, 'start'], {
    env: { ...process.env, GANGWAY_CONFIG: configFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`gangway-server exited with ${code}: ${output}`)));
  });
  return {
    name: '1 instance, PGlite, budgets in memory',
    url: `http://127.0.0.1:${port}`,
    groups: [{ name: INSTANCES, pids: () => (child.pid ? [child.pid] : []) }],
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function cluster(rpcUrl: string, instances: number, redis: boolean): Promise<Layout> {
  const running: RunningCluster = await startCluster({
    instances,
    redis,
    server: serverConfig(rpcUrl),
    prepare: async (databaseUrl) => {
      const database = await openDatabase({ databaseUrl });
      await seed(database);
      await database.close();
    },
  });
  return {
    name: `${instances} instance${instances > 1 ? 's' : ''}, PostgreSQL${redis ? ' + Redis' : ' (budgets in it)'}, HAProxy`,
    url: running.url,
    groups: [
      {
        name: INSTANCES,
        pids: () => running.instances.flatMap((instance) => (instance.pid ? [instance.pid] : [])),
      },
      { name: 'HAProxy', pids: () => [running.pids.haproxy] },
      ...(running.pids.redis ? [{ name: 'Redis', pids: () => [running.pids.redis ?? 0] }] : []),
      { name: 'PostgreSQL', pids: () => [running.pids.postgres], children: true },
    ],
    stop: () => running.stop(),
  };
}

function httpScenarios(layout: Layout): Scenario[] {
  const common = { url: layout.url, durationS: DURATION_S, connections: 32 };
  const balance = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_getBalance',
    params: [devAddress(0), 'latest'],
  });
  return [
    {
      ...common,
      name: 'config',
      requests: [{ path: `/appkit/v1/config?projectId=${PROJECT}` }],
    },
    {
      ...common,
      name: 'getWallets',
      requests: [{ path: `/getWallets?projectId=${PROJECT}&page=1&entries=40` }],
    },
    {
      ...common,
      name: 'RPC proxy eth_getBalance',
      requests: [
        {
          method: 'POST',
          path: `/v1/?chainId=${encodeURIComponent(CHAIN)}&projectId=${PROJECT}`,
          body: balance,
        },
      ],
    },
  ];
}

/** Pairs of clients, one topic each; publishes at RELAY_RATE for the duration: delivered messages/s and latency. */
interface RelayResult {
  sent: number;
  refused: number;
  /** WebSocket upgrades refused before the 50 pairs were connected (each tried again). */
  refusedConnects: number;
  delivered: number;
  /** Acknowledged by the relay, never delivered within 10 s of the last publish. */
  lost: number;
  p50: number;
  p99: number;
}

async function relay(layout: Layout): Promise<RelayResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const connectOnce = () =>
    connectBenchRelay(layout.url, PROJECT, (message) => {
      const sent = sentAt.get(message);
      if (sent !== undefined) latencies.push(performance.now() - sent);
    });
  let refusedConnects = 0;
  // A refused WebSocket upgrade (HAProxy's 502 when an instance is slow to answer one) is counted and tried again,
  // as a client's reconnect would.
  const connect = async (): Promise<Awaited<ReturnType<typeof connectOnce>>> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await connectOnce();
      } catch (error) {
        refusedConnects++;
        if (attempt === 5) throw error;
        // As a client's reconnect does: a moment later, longer each time (HAProxy may have marked instances down).
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  };
  const pairs = await Promise.all(
    Array.from({ length: 50 }, async () => ({
      publisher: await connect(),
      subscriber: await connect(),
      topic: randomBytes(32).toString('hex'),
    })),
  );
  await Promise.all(
    pairs.map((pair) => pair.subscriber.request(RELAY_METHODS.subscribe, { topic: pair.topic })),
  );
  let sent = 0;
  let refused = 0;
  let acknowledged = 0;
  const started = performance.now();
  for (let elapsed = 0; elapsed < DURATION_S * 1000; elapsed = performance.now() - started) {
    const due = Math.floor((RELAY_RATE * elapsed) / 1000);
    for (; sent < due; sent++) {
      const pair = pairs[sent % pairs.length] as (typeof pairs)[number];
      const message = randomBytes(24).toString('base64');
      sentAt.set(message, performance.now());
      pair.publisher.request(RELAY_METHODS.publish, { topic: pair.topic, message, ttl: 300, tag: 1108 }).then(
        () => acknowledged++,
        () => refused++,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const deadline = Date.now() + 10_000;
  while ((latencies.length < acknowledged || acknowledged + refused < sent) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pair of pairs) {
    pair.publisher.socket.terminate();
    pair.subscriber.socket.terminate();
  }
  latencies.sort((a, b) => a - b);
  return {
    sent,
    refused,
    refusedConnects,
    delivered: latencies.length,
    lost: acknowledged - latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

interface Figures {
  rate: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU-seconds per 1,000 requests (relay: delivered messages) of each process group, the load generator's too. */
  cpu: Map<string, number>;
  /** CPU cores the layout's processes used (the load generator's apart) and the whole machine's busy cores. */
  cores: number;
  machineCores: number;
}

/** Runs `work` and answers what each of the layout's process groups spent meanwhile, per 1,000 of what it did. */
async function withCpu<T>(
  layout: Layout,
  work: () => Promise<T>,
  done: (result: T) => number,
): Promise<{ result: T; cpu: Map<string, number>; cores: number; machineCores: number }> {
  const groups = [...layout.groups, LOAD_GENERATOR];
  const before = cpuSnapshot(groups);
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  const result = await work();
  const wallS = (performance.now() - started) / 1000;
  const spent = cpuSpent(before, cpuSnapshot(groups));
  const machineCores = (machineBusySeconds() - machineBefore) / wallS;
  const count = Math.max(1, done(result));
  const layoutSeconds = [...spent].reduce(
    (sum, [name, seconds]) => (name === LOAD_GENERATOR.name ? sum : sum + seconds),
    0,
  );
  return {
    result,
    cpu: new Map([...spent].map(([name, seconds]) => [name, (seconds / count) * 1000])),
    cores: layoutSeconds / wallS,
    machineCores,
  };
}

/** Each group's CPU with no load (background timers, health checks), in CPU-milliseconds per second. */
async function idleCpu(layouts: readonly Layout[]): Promise<string[]> {
  const groups = layouts.flatMap((layout) => [
    ...layout.groups.map((group) => ({ ...group, name: `${layout.name}|${group.name}` })),
    ...(layout.groups[0]?.pids() ?? []).map((pid, index) => ({
      name: `${layout.name}|instance ${index + 1}`,
      pids: () => [pid],
    })),
  ]);
  const before = cpuSnapshot(groups);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const spent = cpuSpent(before, cpuSnapshot(groups));
  return layouts.map((layout) => {
    const parts = [...spent]
      .filter(([name]) => name.startsWith(`${layout.name}|`))
      .map(
        ([name, seconds]) =>
          `${name.slice(layout.name.length + 1)} ${((seconds / IDLE_S) * 1000).toFixed(1)}`,
      );
    return `${layout.name}: ${parts.join(', ')}`;
  });
}

const [anvilPort = 0] = await freePorts(1);
const anvil = await startAnvil({ chainId: 31_337, port: anvilPort });
/** Per layout and route: each round's figures. */
const measured = new Map<string, Map<string, Figures[]>>();
function record(layout: string, route: string, figures: Figures) {
  const routes = measured.get(layout) ?? new Map();
  measured.set(layout, routes);
  routes.set(route, [...(routes.get(route) ?? []), figures]);
}
const layouts: Layout[] = [];
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
try {
  console.log(`Budget check (consume of a project's and a client's bucket), sequential and 32 at a time:`);
  for (const line of await budgetCheckCost()) console.log(`  ${line}`);
  for (const name of (values.layouts ?? '').split(',')) {
    const [kind, count] = name.split('-');
    layouts.push(
      kind === 'pglite'
        ? await singlePglite(anvil.rpcUrl)
        : await cluster(anvil.rpcUrl, Number(count ?? 1), kind === 'redis'),
    );
  }
  if (values['pin-load']) {
    // Every thread of this process; the layouts' processes, started before, keep every CPU.
    execFileSync('taskset', ['-a', '-cp', values['pin-load'], String(process.pid)]);
    console.log(`Load generator pinned to CPU ${values['pin-load']}`);
  }
  if (IDLE_S > 0) {
    console.log(`CPU with no load over ${IDLE_S} s (CPU-ms per s; load average ${loadAverage()}):`);
    for (const line of await idleCpu(layouts)) console.log(`  ${line}`);
  }
  if (WARMUP_S > 0)
    for (const layout of layouts)
      for (const scenario of httpScenarios(layout)) await runScenario({ ...scenario, durationS: WARMUP_S });
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}: load average ${loadAverage()}`);
    for (const layout of layouts) {
      for (const scenario of httpScenarios(layout)) {
        const { result, ...cpu } = await withCpu(
          layout,
          () => runScenario(scenario),
          (done) => done.total,
        );
        record(layout.name, result.name, {
          // Answered requests: a 429 (the one client's upstream-time budget on the RPC proxy) is not throughput.
          rate: result.total > 0 ? result.requestsPerSecond * (1 - result.failures / result.total) : 0,
          p50: result.p50Ms,
          p99: result.p99Ms,
          failed: result.failures,
          ...cpu,
        });
      }
      const measuredRelay = await withCpu(
        layout,
        () => relay(layout),
        (done) => done.delivered,
      ).catch((error: unknown) => {
        // Printed, not thrown: the other layouts' figures still count.
        console.log(`${layout.name}: relay not measured this round — ${String(error)}`);
        return undefined;
      });
      if (!measuredRelay) continue;
      const { result: messages, ...cpu } = measuredRelay;
      record(layout.name, `relay ${RELAY_RATE} msg/s`, {
        rate: messages.delivered / DURATION_S,
        p50: messages.p50,
        p99: messages.p99,
        failed: messages.lost,
        ...cpu,
      });
      if (messages.refused > 0)
        console.log(`${layout.name}: the relay refused ${messages.refused} publishes`);
    }
    console.log(`done: round ${round} of ${ROUNDS}: load average ${loadAverage()}`);
  }
} finally {
  for (const layout of layouts) await layout.stop();
  await anvil.stop();
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}
const oneOf = (layout: string) => measured.get(layout.replace(/^3 instances/, '1 instance'));
const rows: string[][] = [];
for (const [layout, routes] of measured)
  for (const [route, rounds] of routes) {
    const one = oneOf(layout)?.get(route);
    const ratios =
      layout.startsWith('3 instances') && one
        ? rounds.map((round, index) => (round.rate / (one[index]?.rate ?? Number.NaN)).toFixed(2)).join(' ')
        : '';
    rows.push([
      layout,
      route,
      median(rounds.map((round) => round.rate)).toFixed(0),
      median(rounds.map((round) => round.p50)).toFixed(2),
      median(rounds.map((round) => round.p99)).toFixed(2),
      String(rounds.reduce((sum, round) => sum + round.failed, 0)),
      ratios,
    ]);
  }
printTable(['layout', 'route', '2xx/s (msg/s)', 'p50 ms', 'p99 ms', 'failed (lost)', '3 ÷ 1 by round'], rows);

// CPU-seconds per 1,000 requests, each group's median over the rounds; total is the layout's and the load
// generator's. Cores: what the layout's processes used while measured, and the whole machine (others' work too).
const groupNames = [...new Set(layouts.flatMap((layout) => layout.groups.map((group) => group.name)))];
const cpuColumns = [...groupNames, LOAD_GENERATOR.name];
const total = (figures: Figures) => [...figures.cpu.values()].reduce((sum, seconds) => sum + seconds, 0);
const cpuRows: string[][] = [];
for (const [layout, routes] of measured)
  for (const [route, rounds] of routes) {
    const one = oneOf(layout)?.get(route);
    const ratio =
      layout.startsWith('3 instances') && one
        ? (median(rounds.map(total)) / median(one.map(total))).toFixed(2)
        : '';
    cpuRows.push([
      layout,
      route,
      ...cpuColumns.map((name) => {
        const seconds = rounds.flatMap((round) => round.cpu.get(name) ?? []);
        return seconds.length > 0 ? median(seconds).toFixed(3) : '-';
      }),
      median(rounds.map(total)).toFixed(3),
      ratio,
      median(rounds.map((round) => round.cores)).toFixed(2),
      median(rounds.map((round) => round.machineCores)).toFixed(2),
    ]);
  }
console.log(
  '\nCPU-seconds per 1,000 requests (relay: per 1,000 delivered messages), median over the rounds:',
);
printTable(
  ['layout', 'route', ...cpuColumns, 'total', '3 ÷ 1 total', 'layout cores', 'machine cores'],
  cpuRows,
);
