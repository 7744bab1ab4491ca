// Relay benchmark on loopback: 1,000 WebSocket clients on gangway-server's relay, in pairs (a publisher and
// a subscriber per topic, as a dapp and a wallet). Prints connect time, then publish → delivery latency
// (p50/p99) at a fixed rate and at full speed (each publisher keeps one publish in flight), and delivered
// messages/s. The server runs in its own process (relayServer.ts).
//   Run: npx tsx bench/relay/run.ts [--clients 1000] [--rate 500] [--duration 10]
//   DATABASE_URL=postgres://… benchmarks on an empty PostgreSQL database instead of PGlite.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RELAY_METHODS } from 'gangway-server';
import { type BenchRelayClient, connectBenchRelay } from './benchRelayClient.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '10' },
  },
});
const CLIENTS = Number(values.clients);
const RATE = Number(values.rate);
const DURATION_S = Number(values.duration);
const PROJECT = 'relay-bench';
const CONNECT_BATCH = 50;
const TICK_MS = 10;

type Client = BenchRelayClient;

/** Send times by message text, and the delivery latencies seen. */
const sentAt = new Map<string, number>();
let latencies: number[] = [];

async function startRelayServer(): Promise<{ url: string; database: string; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./relayServer.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PROJECT: PROJECT },
  });
  const ready = await new Promise<{ url: string; database: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; database: string }));
    child.once('exit', (code) => reject(new Error(`relay server exited with ${code}`)));
  });
  return {
    ...ready,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

function connect(serverUrl: string): Promise<Client> {
  return connectBenchRelay(serverUrl, PROJECT, (message) => {
    const sent = sentAt.get(message);
    if (sent !== undefined) latencies.push(performance.now() - sent);
  });
}

function publish(client: Client, topic: string): Promise<unknown> {
  const message = randomBytes(24).toString('base64');
  sentAt.set(message, performance.now());
  return client.request(RELAY_METHODS.publish, { topic, message, ttl: 300, tag: 1108 });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function report(name: string, sent: number, seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} sent ${String(sent).padStart(6)}  delivered ${String(sorted.length).padStart(6)}  ` +
      `${(sorted.length / seconds).toFixed(0).padStart(5)} msg/s  p50 ${percentile(sorted, 50).toFixed(2)} ms  ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`,
  );
}

async function settle(sent: number) {
  const deadline = Date.now() + 10_000;
  while (latencies.length < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function main() {
  const server = await startRelayServer();
  const clients: Client[] = [];
  try {
    const connectStarted = performance.now();
    for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, CLIENTS - i);
      clients.push(...(await Promise.all(Array.from({ length: batch }, () => connect(server.url)))));
    }
    const connectMs = performance.now() - connectStarted;
    const pairs = Array.from({ length: Math.floor(CLIENTS / 2) }, (_, i) => ({
      publisher: clients[2 * i] as Client,
      subscriber: clients[2 * i + 1] as Client,
      topic: randomBytes(32).toString('hex'),
    }));
    await Promise.all(
      pairs.map((pair) => pair.subscriber.request(RELAY_METHODS.subscribe, { topic: pair.topic })),
    );
    console.log(
      `gangway-server relay ${server.url} (${server.database}): ${clients.length} clients connected in ` +
        `${connectMs.toFixed(0)} ms, ${pairs.length} topics subscribed`,
    );

    // Fixed rate: RATE publishes per second spread over the publishers (caught up every tick).
    latencies = [];
    let sent = 0;
    const started = performance.now();
    for (let elapsed = 0; elapsed < DURATION_S * 1000; elapsed = performance.now() - started) {
      const due = Math.min(RATE * DURATION_S, Math.floor((RATE * elapsed) / 1000));
      for (; sent < due; sent++) {
        const pair = pairs[sent % pairs.length] as (typeof pairs)[number];
        void publish(pair.publisher, pair.topic);
      }
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
    await settle(sent);
    report(`fixed ${RATE} msg/s`, sent, DURATION_S);

    // Full speed: every publisher publishes again as soon as its last publish is answered.
    latencies = [];
    let fullSent = 0;
    const fullEnd = performance.now() + DURATION_S * 1000;
    await Promise.all(
      pairs.map(async (pair) => {
        while (performance.now() < fullEnd) {
          fullSent++;
          await publish(pair.publisher, pair.topic);
        }
      }),
    );
    await settle(fullSent);
    report('full speed (1 in flight each)', fullSent, DURATION_S);
  } finally {
    for (const client of clients) client.socket.terminate();
    await server.stop();
  }
}

await main();
