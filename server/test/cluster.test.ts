// gangway-server as a deployment: PostgreSQL, Redis, three server processes and HAProxy in front (devnet's
// startCluster, what `npm run demo -- --cluster` starts), with an anvil chain the instances index. A client spread over
// the three gets one budget; a dapp and a phone wallet on different instances pair over the relay; the indexer's
// leader is killed (SIGKILL) in the middle of a block range and another instance goes on with no gap or duplicate; an
// instance is killed under steady relay and HTTP load, and no acknowledged message, event or history row is lost.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnvilProcess, devAddress, freePorts, jsonRpc, startAnvil } from '@gangway/devnet';
import {
  type ClusterInstance,
  hasHaproxy,
  hasRedis,
  type RunningCluster,
  startCluster,
} from '@gangway/devnet/cluster';
import { SignClient } from '@walletconnect/sign-client';
import { type Hex, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type GangwayDatabase, openDatabase } from '../src/db/openDatabase.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { RPC_QUEUE } from '../src/rateLimit/rpcConcurrency.ts';
import { RELAY_METHODS, RELAY_PATH } from '../src/relay/relayProtocol.ts';
import { connectRelay, type RelayPush, type RelayTestClient } from './helpers/relayClient.ts';
import { call } from './helpers/testServer.ts';

const PROJECT = 'cluster-test';
const APP_ORIGIN = 'https://app.example.com';
const CHAIN_ID = 31_337;
const CAIP = `eip155:${CHAIN_ID}`;
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
/** Blocks of one transfer each the indexer's leader is killed in the middle of. */
const BLOCKS = 120;
type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>;

const ready = Boolean(inject('postgresUrl')) && hasRedis() && hasHaproxy();

interface Readyz {
  instance: string;
  leases: string[];
}

describe.skipIf(!ready)('a cluster of three instances behind HAProxy', () => {
  let anvil: AnvilProcess;
  let slowNode: SlowProxy;
  let cluster: RunningCluster;
  let database: GangwayDatabase;
  const peers: SignClientInstance[] = [];
  const rpc = <T>(method: string, params: unknown[] = []) => jsonRpc<T>(anvil.rpcUrl, method, params);
  const readyz = async (instance: ClusterInstance) =>
    (await call(instance.url, 'GET', '/readyz')).json as Readyz;

  beforeAll(async () => {
    process.env.IS_VITEST = 'true';
    const [port = 0] = await freePorts(1);
    anvil = await startAnvil({ chainId: CHAIN_ID, port });
    slowNode = await startSlowProxy(anvil.rpcUrl);
    cluster = await startCluster({
      server: {
        logLevel: 'error',
        analytics: { maxEventsPerIpPerDay: 5 },
        chains: {
          [CAIP]: { rpcUrls: [slowNode.url], history: { index: true, batchSize: 2, pollIntervalMs: 100 } },
        },
        rpc: { maxInFlightPerIp: 2 },
      },
      prepare: async (databaseUrl) => {
        const seeding = await openDatabase({ databaseUrl });
        await createProject(seeding, {
          id: PROJECT,
          allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
          // A client's share: 20% of the burst (10), refilled at 1/s.
          rateLimit: { perSecond: 1, burst: 50 },
        });
        await createProject(seeding, {
          id: `${PROJECT}-load`,
          allowedOrigins: parseAllowedOrigins(['https://load.example.com']),
        });
        await seeding.close();
      },
    });
    database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  }, 180_000);

  afterAll(async () => {
    for (const peer of peers) {
      peer.core.heartbeat.stop();
      await peer.core.relayer.transportClose().catch(() => {});
    }
    await database?.close();
    await cluster?.stop();
    await slowNode?.close();
    await anvil?.stop();
  });

  it('gives a client spread over the three instances one budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const instance = cluster.instances[i % 3] as ClusterInstance;
      statuses.push(
        (
          await call(instance.url, 'GET', '/appkit/v1/config', {
            query: { projectId: PROJECT },
            headers: { 'x-forwarded-for': '10.30.0.1' },
          })
        ).status,
      );
    }
    const allowed = statuses.filter((status) => status === 200).length;
    // Ten, and what refilled at 1/s meanwhile; three instances of memory each allowed ten (30).
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThan(15);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);

    const events: number[] = [];
    for (let i = 0; i < 9; i++) {
      const instance = cluster.instances[i % 3] as ClusterInstance;
      events.push(
        (
          await call(instance.url, 'POST', '/e', {
            query: { projectId: PROJECT },
            headers: { origin: APP_ORIGIN, 'x-forwarded-for': '10.30.0.2' },
            body: analyticsEvent(`budget-${i}`),
          })
        ).status,
      );
    }
    // The IP's five events a day, whichever instance they reached.
    expect(events).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429]);

    // Nine slow RPC calls of one client at once, three on each instance: its two places in flight are the cluster's,
    // not each instance's (six). The others wait their 2 s for a place, then get 429.
    slowNode.delayMs = RPC_QUEUE.waitMs + 2_000;
    const calls = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call((cluster.instances[i % 3] as ClusterInstance).url, 'POST', '/v1/', {
          query: { projectId: PROJECT, chainId: CAIP },
          headers: { 'x-forwarded-for': '10.30.0.3' },
          body: { jsonrpc: '2.0', id: i, method: 'eth_getBalance', params: [devAddress(i), 'latest'] },
        }),
      ),
    );
    slowNode.delayMs = 0;
    const inFlight = calls.map((answer) => answer.status);
    expect(inFlight.filter((status) => status === 200)).toHaveLength(2);
    expect(inFlight.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });

  it('pairs a dapp on one instance with a phone wallet on another, and carries their requests', async () => {
    const init = async (name: string, instance: ClusterInstance) => {
      const client = await SignClient.init({
        projectId: PROJECT,
        relayUrl: `${instance.url.replace(/^http/, 'ws')}${RELAY_PATH}`,
        telemetryEnabled: false,
        logger: 'silent',
        customStoragePrefix: `${name}-${randomUUID()}`,
        metadata: { name, description: name, url: 'https://app.example.com', icons: [] },
      });
      peers.push(client);
      return client;
    };
    const [dapp, wallet] = await Promise.all([
      init('dapp', cluster.instances[0] as ClusterInstance),
      init('wallet', cluster.instances[1] as ClusterInstance),
    ]);
    wallet.on('session_proposal', ({ id, params }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            accounts: [`eip155:1:${ACCOUNT}`],
            methods: params.optionalNamespaces.eip155?.methods ?? [],
            events: ['accountsChanged'],
          },
        },
      });
    });
    wallet.on('session_request', ({ id, topic, params }) => {
      void wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: `signed:${String(params.request.params[0])}` },
      });
    });
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    });
    await wallet.pair({ uri: uri ?? '' });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${ACCOUNT}`]);
    for (const text of ['0x01', '0x02', '0x03']) {
      const answer = await dapp.request<string>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [text, ACCOUNT] },
      });
      expect(answer).toBe(`signed:${text}`);
    }
  });

  it('hands the indexer over when its leader is killed mid-range: no block missed, none written twice', async () => {
    const head = Number(await rpc<Hex>('eth_blockNumber'));
    // 120 blocks of one transfer each (automine), while the instances' node answers slowly: the indexer (two blocks a
    // round) is still in the middle of them when its leader is killed.
    slowNode.delayMs = 40;
    const from = devAddress(0);
    const recipients = Array.from({ length: BLOCKS }, () => `0x${randomBytes(20).toString('hex')}` as Hex);
    const hashes: Hex[] = [];
    for (const to of recipients)
      hashes.push(
        await rpc<Hex>('eth_sendTransaction', [{ from, to, value: toHex(1_000n), gas: toHex(21_000) }]),
      );
    // eth_sendTransaction answers before anvil has mined: the last block is its receipt's.
    const receipt = () => rpc<{ blockNumber: Hex } | null>('eth_getTransactionReceipt', [hashes.at(-1)]);
    await expect.poll(receipt).not.toBeNull();
    const top = Number((await receipt())?.blockNumber);
    const cursor = async () =>
      Number(
        (
          await database.db
            .selectFrom('history_cursors')
            .select('block_number')
            .where('chain_id', '=', CAIP)
            .executeTakeFirst()
        )?.block_number ?? -1,
      );
    const leaderOf = async () => {
      for (const instance of cluster.instances.filter((candidate) => candidate.running))
        if ((await readyz(instance)).leases.includes(`indexer:${CAIP}`)) return instance;
      return undefined;
    };
    await expect.poll(cursor, { interval: 10, timeout: 60_000 }).toBeGreaterThan(head + 20);
    const leader = await leaderOf();
    expect(leader).toBeDefined();
    await leader?.kill();
    const killedAt = await cursor();
    expect(killedAt).toBeLessThan(top);
    const killed = Date.now();
    await expect.poll(leaderOf, { interval: 50, timeout: 30_000 }).toBeDefined();
    const handOverMs = Date.now() - killed;
    slowNode.delayMs = 0;
    await expect.poll(cursor, { interval: 50, timeout: 60_000 }).toBe(top);
    console.info(
      `[cluster] indexer leader killed at block ${killedAt} of ${top}; another instance held the lease ${handOverMs} ms later`,
    );

    const transactions = await database.db
      .selectFrom('history_transactions')
      .select(['hash', 'block_number'])
      .where('chain_id', '=', CAIP)
      .where('hash', 'in', hashes)
      .execute();
    expect(transactions.length).toBe(BLOCKS);
    const transfers = await database.db
      .selectFrom('history_transfers')
      .select(['tx_hash'])
      .where('chain_id', '=', CAIP)
      .where('tx_hash', 'in', hashes)
      .execute();
    expect(transfers.length).toBe(BLOCKS);
    // And the route answers them, through the load balancer, for a recipient.
    const page = await call(cluster.url, 'GET', `/v1/account/${recipients[BLOCKS / 2]}/history`, {
      query: { projectId: PROJECT, chainId: CAIP },
    });
    expect(page.status).toBe(200);
    expect((page.json as { data: unknown[] }).data).toHaveLength(1);
  }, 180_000);

  it('loses no acknowledged relay message or analytics event when an instance is killed under load', async () => {
    const project = `${PROJECT}-load`;
    const topic = randomBytes(32).toString('hex');
    const subscriberSeed = randomBytes(32);
    const received = new Map<string, number>();
    let subscriber: RelayTestClient | undefined;
    let subscriberReconnects = 0;
    let running = true;

    // A subscriber that reconnects through HAProxy and subscribes again whenever its socket closes.
    const keepSubscribed = async () => {
      while (running) {
        try {
          const client = await connectRelay(cluster.url, { projectId: project, seed: subscriberSeed });
          subscriber = client;
          const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
          await client.request(RELAY_METHODS.subscribe, { topic });
          const collect = setInterval(() => {
            for (const push of client.pushes.splice(0))
              received.set(push.message, (received.get(push.message) ?? 0) + 1);
          }, 20);
          await closed;
          clearInterval(collect);
          for (const push of client.pushes.splice(0) as RelayPush[])
            received.set(push.message, (received.get(push.message) ?? 0) + 1);
          subscriberReconnects += 1;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const subscribing = keepSubscribed();
    await expect.poll(() => subscriber !== undefined).toBe(true);

    const acknowledged: string[] = [];
    const publishing = (async () => {
      let publisher: RelayTestClient | undefined;
      for (let i = 0; running; i++) {
        const message = `message-${i}`;
        try {
          publisher ??= await connectRelay(cluster.url, { projectId: project });
          const answer = await publisher.request(RELAY_METHODS.publish, { topic, message, ttl: 600, tag: 1 });
          if (answer.result === true) acknowledged.push(message);
        } catch {
          // The publisher's instance died: a new connection, through the load balancer.
          await publisher?.close().catch(() => undefined);
          publisher = undefined;
        }
        // Under the connection's 20 requests a second.
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      await publisher?.close();
    })();

    const stored: string[] = [];
    let httpFailures = 0;
    let lastFailureAt = 0;
    // A steady 25 rounds a second of an event (each from an IP of its own: the daily quota per IP stays out of it) and
    // a config read; a failure is an answer the client cannot use (no answer, 5xx), not a budget's 429.
    const posting = (async () => {
      const failed = (status: number | undefined) => {
        if (status !== undefined && status < 500) return;
        httpFailures += 1;
        lastFailureAt = Date.now();
      };
      for (let i = 0; running; i++) {
        const ip = `10.31.${(i >> 8) & 255}.${i & 255}`;
        const eventId = `load-${i}`;
        const answer = await call(cluster.url, 'POST', '/e', {
          query: { projectId: project },
          headers: { origin: 'https://load.example.com', 'x-forwarded-for': ip },
          body: analyticsEvent(eventId),
        }).catch(() => undefined);
        if (answer?.status === 202) stored.push(eventId);
        failed(answer?.status);
        const config = await call(cluster.url, 'GET', '/appkit/v1/config', {
          query: { projectId: project },
          headers: { 'x-forwarded-for': ip },
        }).catch(() => undefined);
        failed(config?.status);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();

    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(20);
    await expect.poll(() => stored.length, { timeout: 20_000 }).toBeGreaterThan(20);
    // Two instances are left after the indexer's test: one of them goes, the last serves alone.
    const victim = cluster.instances.find((instance) => instance.running) as ClusterInstance;
    const killedAt = Date.now();
    const [ackedBefore, storedBefore] = [acknowledged.length, stored.length];
    await victim.kill();
    // Load goes on through the others.
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(ackedBefore + 30);
    await expect.poll(() => stored.length, { timeout: 30_000 }).toBeGreaterThan(storedBefore + 30);
    running = false;
    await Promise.all([publishing, posting]);
    subscriber?.socket.close();
    await subscribing;
    const recoveredMs = Math.max(0, lastFailureAt - killedAt);
    console.info(
      `[cluster] killed ${victim.name} under load: ${httpFailures} HTTP requests failed, the last ${recoveredMs} ms after the kill; the subscriber reconnected ${subscriberReconnects} times`,
    );

    // Every acknowledged publish is in the mailbox, and reached the subscriber (after its reconnection, from there).
    const mailbox = await database.db
      .selectFrom('relay_messages')
      .select('message')
      .where('topic', '=', topic)
      .execute();
    const kept = new Set(mailbox.map((row) => row.message));
    expect(acknowledged.filter((message) => !kept.has(message))).toEqual([]);
    const late = await connectRelay(cluster.url, { projectId: project, seed: subscriberSeed });
    await late.request(RELAY_METHODS.subscribe, { topic });
    await expect
      .poll(
        () => {
          for (const push of late.pushes.splice(0))
            received.set(push.message, (received.get(push.message) ?? 0) + 1);
          return acknowledged.filter((message) => !received.has(message)).length;
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await late.close();
    // Every acknowledged event is stored.
    const events = await database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('project_id', '=', project)
      .execute();
    const keptEvents = new Set(events.map((row) => row.event_id));
    expect(stored.filter((eventId) => !keptEvents.has(eventId))).toEqual([]);
    // Clients were answered again within the test's wait, by the instance left.
    expect(acknowledged.length).toBeGreaterThan(ackedBefore + 30);
  }, 180_000);
});

function analyticsEvent(eventId: string) {
  return {
    eventId,
    url: 'https://app.example.com/',
    domain: 'app.example.com',
    timestamp: 1_700_000_000_000,
    props: { type: 'track', event: 'MODAL_OPEN' },
  };
}

interface SlowProxy {
  url: string;
  /** Each request waits this long before it is forwarded. */
  delayMs: number;
  close(): Promise<void>;
}

/** The chain's JSON-RPC behind a delay the test sets (a slow node keeps the indexer in the middle of a range). */
async function startSlowProxy(target: string): Promise<SlowProxy> {
  const proxy: SlowProxy = { url: '', delayMs: 0, close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      await new Promise((resolve) => setTimeout(resolve, proxy.delayMs));
      try {
        const answer = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      } catch {
        response.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
