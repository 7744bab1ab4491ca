// The relay bridge's cost: a second gangway relay on loopback stands in for the public WalletConnect relay, a "phone"
// client on it and a "browser" client on the bridged server share a topic. Prints the latency one message takes
// phone → browser through the bridge against phone → client on the upstream directly (the latency the bridge adds),
// browser → phone likewise, and messages/s through the bridge under a pipelined burst. Figures only; no assertions.
// npx tsx bench/relay/bridge.ts [--messages 1000] [--pairs 20]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createProject, openDatabase, RELAY_METHODS, RELAY_PATH, startServer } from 'gangway-server';
import { type BenchRelayClient, connectBenchRelay } from './benchRelayClient.ts';

const { values } = parseArgs({
  options: { messages: { type: 'string', default: '1000' }, pairs: { type: 'string', default: '20' } },
});
const BURST = Number(values.messages);
const PAIRS = Number(values.pairs);
const SEQUENTIAL = 200;
const UNLIMITED = { perSecond: 1_000_000, burst: 1_000_000 };
const RELAY = {
  connectionRate: UNLIMITED,
  maxConnectionsPerIp: 100_000,
  mailboxBytesPerProject: 2 ** 36,
  mailboxBytesPerIp: 2 ** 36,
};

async function relayServer(projectId: string, upstream?: { url: string; projectId: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bridge-bench-'));
  const database = await openDatabase({ dataDir, owner: 'bridge bench' });
  await createProject(database, { id: projectId, rateLimit: UNLIMITED });
  const server = await startServer(
    { host: '127.0.0.1', port: 0, logLevel: 'error', relay: { ...RELAY, ...(upstream ? { upstream } : {}) } },
    { database },
  );
  return {
    url: server.url,
    async stop() {
      await server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client whose deliveries resolve waiters by message text. */
async function client(url: string, projectId: string) {
  const waiting = new Map<string, () => void>();
  const seen = new Set<string>();
  const relay: BenchRelayClient = await connectBenchRelay(url, projectId, (message) => {
    seen.add(message);
    waiting.get(message)?.();
  });
  return {
    relay,
    seen,
    delivered: (message: string) =>
      new Promise<void>((resolve) => {
        if (seen.has(message)) resolve();
        else waiting.set(message, resolve);
      }),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const describe = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms`;
};

async function timeOneWay(
  from: BenchRelayClient,
  to: Awaited<ReturnType<typeof client>>,
  topic: string,
  label: string,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const message = `${label}-${i}-${randomBytes(4).toString('hex')}`;
    const started = performance.now();
    const arrived = to.delivered(message);
    await from.request(RELAY_METHODS.publish, { topic, message, ttl: 300 });
    await arrived;
    samples.push(performance.now() - started);
  }
  return samples;
}

const upstream = await relayServer('wc-cloud');
const upstreamUrl = `${upstream.url.replace(/^http/, 'ws')}${RELAY_PATH}`;
const bridged = await relayServer('dapp', { url: upstreamUrl, projectId: 'wc-cloud' });
try {
  const phone = await client(upstream.url, 'wc-cloud');
  const direct = await client(upstream.url, 'wc-cloud');
  const browser = await client(bridged.url, 'dapp');
  const topic = randomBytes(32).toString('hex');
  for (const peer of [phone, direct, browser]) await peer.relay.request(RELAY_METHODS.subscribe, { topic });
  // The bridge has the topic once a message makes the round trip.
  await timeOneWay(phone.relay, browser, topic, 'warm-up').then(() => undefined);

  // One publish, heard by a client on the upstream and by the browser through the bridge: the difference is the
  // bridge's own (the same message, so the machine's load weighs on both alike).
  const added: number[] = [];
  const inbound: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const message = `in-${i}`;
    const started = performance.now();
    const directly = direct.delivered(message).then(() => performance.now());
    const bridgedAt = browser.delivered(message).then(() => performance.now());
    await phone.relay.request(RELAY_METHODS.publish, { topic, message, ttl: 300 });
    const [directAt, browserAt] = await Promise.all([directly, bridgedAt]);
    added.push(browserAt - directAt);
    inbound.push(browserAt - started);
  }
  const outMs = await timeOneWay(browser.relay, phone, topic, 'out');
  console.log(`phone → browser through the bridge (publish to delivery): ${describe(inbound)}`);
  console.log(`  of which the bridge (after a client on the upstream has it): ${describe(added)}`);
  console.log(`browser → phone through the bridge (publish to delivery): ${describe(outMs)}`);

  // Throughput: PAIRS phone/browser pairs, a topic each, every phone (then every browser) publishing its share at once.
  // One gangway relay connection answers its publishes one after the other, so the load is spread over connections.
  const pairs = await Promise.all(
    Array.from({ length: PAIRS }, async () => {
      const pairTopic = randomBytes(32).toString('hex');
      const [pairPhone, pairBrowser, pairDirect] = await Promise.all([
        client(upstream.url, 'wc-cloud'),
        client(bridged.url, 'dapp'),
        client(upstream.url, 'wc-cloud'),
      ]);
      await pairDirect.relay.request(RELAY_METHODS.subscribe, { topic: pairTopic });
      await pairPhone.relay.request(RELAY_METHODS.subscribe, { topic: pairTopic });
      await pairBrowser.relay.request(RELAY_METHODS.subscribe, { topic: pairTopic });
      const warm = 'warm-up';
      const warmed = pairBrowser.delivered(warm);
      await pairPhone.relay.request(RELAY_METHODS.publish, { topic: pairTopic, message: warm, ttl: 300 });
      await warmed;
      return { topic: pairTopic, phone: pairPhone, browser: pairBrowser, direct: pairDirect };
    }),
  );
  // The baseline: the same burst between two clients of the upstream relay, no bridge (the browsers hear it too).
  for (const direction of [
    'phone → client on the upstream (no bridge)',
    'phone → browser',
    'browser → phone',
  ] as const) {
    const perPair = Math.ceil(BURST / PAIRS);
    const started = performance.now();
    await Promise.all(
      pairs.map(async (pair) => {
        const [from, to] =
          direction === 'browser → phone'
            ? [pair.browser, pair.phone]
            : [pair.phone, direction === 'phone → browser' ? pair.browser : pair.direct];
        const messages = Array.from({ length: perPair }, (_, i) => `${direction}-${pair.topic}-${i}`);
        const all = Promise.all(messages.map((message) => to.delivered(message)));
        await Promise.all(
          messages.map((message) =>
            from.relay.request(RELAY_METHODS.publish, { topic: pair.topic, message, ttl: 300 }),
          ),
        );
        await all;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = perPair * PAIRS;
    console.log(
      `${direction}: ${total} messages over ${PAIRS} pairs in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(0)} msg/s`,
    );
  }
  for (const pair of pairs)
    for (const peer of [pair.phone, pair.browser, pair.direct]) peer.relay.socket.close();
  for (const peer of [phone, direct, browser]) peer.relay.socket.close();
} finally {
  await bridged.stop();
  await upstream.stop();
}
