// The relay bridge (relay/bridge): gangway-server's relay with an upstream relay configured — a second gangway relay
// on loopback standing in for the public WalletConnect relay. A dapp's sign-client talks only to the bridged relay, the
// wallet's only to the upstream: they pair, a request gets its answer, a disconnect reaches the wallet, and it all
// goes on after the upstream is stopped and started again mid-session. The mailbox rules hold across the bridge (what
// arrives while the client is away waits for it, and reaches it once); what arrives spends the client's and the
// project's budgets; with two instances on PostgreSQL one holds the upstream, and when it stops the other takes over
// with nothing lost or delivered twice.
import { randomBytes } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerConfig } from '../src/config/configSchema.ts';
import { LocalLeases } from '../src/jobs/leases.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { BRIDGE_CLIENT_ID, RELAY_BRIDGE_LEASE } from '../src/relay/bridge/RelayBridge.ts';
import { NO_UPSTREAM_WARNING, startRelayBridge } from '../src/relay/bridge/startRelayBridge.ts';
import { RELAY_METHODS, RELAY_PATH } from '../src/relay/relayProtocol.ts';
import type { Services } from '../src/services/Services.ts';
import { type RunningServer, startServer } from '../src/startServer.ts';
import { connectRelay, type RelayTestClient } from './helpers/relayClient.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const DAPP_PROJECT = 'bridged-dapp';
const UPSTREAM_PROJECT = 'walletconnect-cloud-project';
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SIGNATURE = `0x${'cd'.repeat(65)}`;
type Client = Awaited<ReturnType<typeof SignClient.init>>;

const wsUrl = (server: RunningServer) => `${server.url.replace(/^http/, 'ws')}${RELAY_PATH}`;
const topic = () => randomBytes(32).toString('hex');

/** The stand-in for the public relay: its own database, restartable on the same port. */
class UpstreamTwin {
  server: RunningServer | undefined;
  #port = 0;
  constructor(readonly db: TestDatabase) {}
  async start(): Promise<RunningServer> {
    this.server = await startTestServer(this.db.database, { port: this.#port });
    this.#port = this.server.port;
    return this.server;
  }
  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }
  get url(): string {
    return `ws://127.0.0.1:${this.#port}${RELAY_PATH}`;
  }
}

const bridgedConfig = (upstream: UpstreamTwin): ServerConfig => ({
  trustProxy: TRUST_LOOPBACK_PROXY,
  relay: { upstream: { url: upstream.url, projectId: UPSTREAM_PROJECT } },
});

async function until(ready: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('relay bridge to an upstream relay', () => {
  let upstreamDb: TestDatabase;
  let bridgedDb: TestDatabase;
  let twin: UpstreamTwin;
  let server: RunningServer;
  const peers: Client[] = [];
  const clients: RelayTestClient[] = [];

  const init = async (name: string, relayUrl: string, projectId: string) => {
    const client = await SignClient.init({
      projectId,
      relayUrl,
      telemetryEnabled: false,
      logger: 'silent',
      customStoragePrefix: `${name}-${randomBytes(4).toString('hex')}`,
      metadata: { name, description: name, url: 'https://app.example.com', icons: [] },
    });
    peers.push(client);
    return client;
  };
  const bare = async (
    target: RunningServer,
    projectId: string,
    options: { seed?: Uint8Array; ip?: string } = {},
  ) => {
    const client = await connectRelay(target.url, {
      projectId,
      ...(options.seed ? { seed: options.seed } : {}),
      headers: { 'x-forwarded-for': options.ip ?? '10.20.0.1' },
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    process.env.IS_VITEST = 'true';
    upstreamDb = await openTestDatabase('pglite');
    bridgedDb = await openTestDatabase('pglite');
    twin = new UpstreamTwin(upstreamDb);
    await twin.start();
    await createProject(upstreamDb.database, { id: UPSTREAM_PROJECT });
    server = await startTestServer(bridgedDb.database, bridgedConfig(twin));
    await createProject(bridgedDb.database, { id: DAPP_PROJECT, rateLimit: { perSecond: 1, burst: 100 } });
  });

  afterAll(async () => {
    for (const client of clients) await client.close();
    for (const peer of peers) {
      peer.core.heartbeat.stop();
      await peer.core.relayer.transportClose().catch(() => {});
    }
    await server?.close();
    await twin?.stop();
    await bridgedDb?.dispose();
    await upstreamDb?.dispose();
  });

  it('pairs a dapp on this relay with a wallet on the upstream only; requests, upstream restart, disconnect', async () => {
    const dapp = await init('dapp', wsUrl(server), DAPP_PROJECT);
    const wallet = await init('wallet', twin.url, UPSTREAM_PROJECT);
    wallet.on('session_proposal', ({ id, params }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            accounts: [`eip155:1:${ACCOUNT}`],
            methods: params.optionalNamespaces.eip155?.methods ?? [],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      });
    });
    let requests = 0;
    wallet.on('session_request', ({ id, topic: sessionTopic }) => {
      requests += 1;
      void wallet.respond({ topic: sessionTopic, response: { id, jsonrpc: '2.0', result: SIGNATURE } });
    });

    const started = performance.now();
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
      },
    });
    await wallet.pair({ uri: uri ?? '' });
    const session = await approval();
    console.info(`[relay bridge] pairing → session approved: ${(performance.now() - started).toFixed(0)} ms`);
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${ACCOUNT}`]);
    const sign = () =>
      dapp.request<string>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
      });
    expect(await sign()).toBe(SIGNATURE);

    // The upstream goes away mid-session; a request made meanwhile waits in this relay's mailbox, and is sent when it
    // is back (the wallet reconnects to it on its own).
    await twin.stop();
    const waiting = await unsentUpstream();
    const whileAway = sign();
    await until(
      async () => (await unsentUpstream()) > waiting,
      'the request stored while the upstream is away',
    );
    await twin.start();
    expect(await whileAway).toBe(SIGNATURE);
    expect(await sign()).toBe(SIGNATURE);
    expect(requests).toBe(3);

    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic: t }) => resolve(t)),
    );
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect(await deleted).toBe(session.topic);
    // The wallet's messages came through the bridge, stored under the dapp's project.
    const bridged = await bridgedDb.database.db
      .selectFrom('relay_messages')
      .select(['project_id'])
      .where('publisher', '=', BRIDGE_CLIENT_ID)
      .execute();
    expect(bridged.length).toBeGreaterThanOrEqual(4);
    expect(new Set(bridged.map((row) => row.project_id))).toEqual(new Set([DAPP_PROJECT]));
  });

  it('keeps what arrives upstream while the client is away, and delivers each message once', async () => {
    const seed = randomBytes(32);
    const shared = topic();
    const browser = await bare(server, DAPP_PROJECT, { seed });
    await browser.request(RELAY_METHODS.subscribe, { topic: shared });
    const phone = await bare(twin.server as RunningServer, UPSTREAM_PROJECT);
    await phone.request(RELAY_METHODS.publish, { topic: shared, message: 'first', ttl: 300 });
    expect((await browser.waitForPushes(1))[0]?.message).toBe('first');

    await browser.close();
    await phone.request(RELAY_METHODS.publish, { topic: shared, message: 'while away', ttl: 300 });
    // The same message published again upstream (a retry) is stored and delivered once.
    await phone.request(RELAY_METHODS.publish, { topic: shared, message: 'while away', ttl: 300 });
    await until(
      async () =>
        (
          await bridgedDb.database.db
            .selectFrom('relay_messages')
            .select('id')
            .where('topic', '=', shared)
            .where('message', '=', 'while away')
            .execute()
        ).length === 1,
      'the message stored while the client is away',
    );
    const back = await bare(server, DAPP_PROJECT, { seed });
    await back.request(RELAY_METHODS.subscribe, { topic: shared });
    expect((await back.waitForPushes(1)).map((push) => push.message)).toEqual(['while away']);
    await phone.request(RELAY_METHODS.publish, { topic: shared, message: 'last', ttl: 300 });
    await back.waitForPushes(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(back.pushes.map((push) => push.message)).toEqual(['while away', 'last']);
    // And what the browser publishes reaches the phone once.
    await phone.request(RELAY_METHODS.subscribe, { topic: shared });
    await back.request(RELAY_METHODS.publish, { topic: shared, message: 'to the phone', ttl: 300 });
    await until(() => phone.pushes.some((push) => push.message === 'to the phone'), 'the phone’s push');
    expect(phone.pushes.filter((push) => push.message === 'to the phone')).toHaveLength(1);
  });

  it('charges what arrives to the project and the client that subscribed, and leaves the rest upstream', async () => {
    await createProject(bridgedDb.database, {
      id: `${DAPP_PROJECT}-small`,
      rateLimit: { perSecond: 1, burst: 10 },
    });
    const flooded = topic();
    const browser = await bare(server, `${DAPP_PROJECT}-small`, { ip: '10.30.0.1' });
    await browser.request(RELAY_METHODS.subscribe, { topic: flooded });
    const phone = await bare(twin.server as RunningServer, UPSTREAM_PROJECT, { ip: '10.30.0.2' });
    for (let i = 0; i < 40; i++) {
      await phone.request(RELAY_METHODS.publish, { topic: flooded, message: `flood ${i}`, ttl: 300 });
    }
    await until(() => browser.pushes.length >= 5, 'the first pushes');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The client's share of the small project is a burst of 10 (refilled at 1/s): the flood does not all get in.
    expect(browser.pushes.length).toBeLessThan(40);
    // What was refused was not acknowledged upstream: it waits in the upstream's mailbox for the bridge.
    const unacknowledged = await upstreamDb.database.db
      .selectFrom('relay_messages')
      .select('id')
      .where('topic', '=', flooded)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('relay_acks')
              .select('message_id')
              .whereRef('relay_acks.message_id', '=', 'relay_messages.id'),
          ),
        ),
      )
      .execute();
    expect(unacknowledged.length).toBeGreaterThan(0);
  });

  it('holds the bridge’s lease; without an upstream says at start-up that only this relay’s wallets pair', async () => {
    const readyz = await call(server.url, 'GET', '/readyz');
    expect((readyz.json as { leases: string[] }).leases).toContain(RELAY_BRIDGE_LEASE);
    const warnings: string[] = [];
    const log = { info: () => {}, error: () => {}, warn: (message: string) => warnings.push(message) };
    const plain = await openTestDatabase('pglite');
    const alone = await startTestServer(plain.database);
    try {
      const services = {
        relay: { config: { upstream: undefined }, bridgeTopics: undefined },
      } as unknown as Services;
      await startRelayBridge(
        services,
        new LocalLeases(),
        log as unknown as Parameters<typeof startRelayBridge>[2],
      );
      expect(warnings).toEqual([NO_UPSTREAM_WARNING]);
      const readyzAlone = await call(alone.url, 'GET', '/readyz');
      expect((readyzAlone.json as { leases: string[] }).leases).not.toContain(RELAY_BRIDGE_LEASE);
    } finally {
      await alone.close();
      await plain.dispose();
    }
  });

  /** Messages of this relay's clients on bridged topics that the bridge has not sent upstream yet. */
  async function unsentUpstream(): Promise<number> {
    const rows = await bridgedDb.database.db
      .selectFrom('relay_messages')
      .select('id')
      .where('publisher', '<>', BRIDGE_CLIENT_ID)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('relay_acks')
              .select('message_id')
              .whereRef('relay_acks.message_id', '=', 'relay_messages.id')
              .where('relay_acks.client_id', '=', BRIDGE_CLIENT_ID),
          ),
        ),
      )
      .execute();
    return rows.length;
  }
});

describe.skipIf(!inject('postgresUrl'))('relay bridge with two instances on PostgreSQL', () => {
  let upstreamDb: TestDatabase;
  let sharedDb: TestDatabase;
  let twin: UpstreamTwin;
  const instances: RunningServer[] = [];
  const clients: RelayTestClient[] = [];

  beforeAll(async () => {
    upstreamDb = await openTestDatabase('pglite');
    twin = new UpstreamTwin(upstreamDb);
    await twin.start();
    await createProject(upstreamDb.database, { id: UPSTREAM_PROJECT });
    sharedDb = await openTestDatabase('postgres');
    await createProject(sharedDb.database, { id: DAPP_PROJECT });
    for (let i = 0; i < 2; i++) {
      instances.push(
        await startServer({
          host: '127.0.0.1',
          port: 0,
          logLevel: 'silent',
          databaseUrl: sharedDb.database.location,
          ...bridgedConfig(twin),
        }),
      );
    }
  });

  afterAll(async () => {
    for (const client of clients) await client.close();
    await Promise.all(instances.map((instance) => instance.close()));
    await twin?.stop();
    await sharedDb?.dispose();
    await upstreamDb?.dispose();
  });

  const leaseholder = async () => {
    for (const instance of instances) {
      const readyz = await call(instance.url, 'GET', '/readyz');
      if ((readyz.json as { leases?: string[] }).leases?.includes(RELAY_BRIDGE_LEASE)) return instance;
    }
    return undefined;
  };

  it('one instance holds the upstream; when it stops the other takes over, nothing lost or delivered twice', async () => {
    await until(async () => (await leaseholder()) !== undefined, 'an instance taking the bridge’s lease');
    const holder = (await leaseholder()) as RunningServer;
    const other = instances.find((instance) => instance !== holder) as RunningServer;
    const shared = topic();
    // The browser is on the instance without the upstream; its subscription reaches the holder through the database.
    const browser = await connectRelay(other.url, { projectId: DAPP_PROJECT });
    clients.push(browser);
    await browser.request(RELAY_METHODS.subscribe, { topic: shared });
    const phone = await connectRelay(twin.server?.url ?? '', { projectId: UPSTREAM_PROJECT });
    clients.push(phone);
    await phone.request(RELAY_METHODS.subscribe, { topic: shared });
    const sent: string[] = [];
    const publish = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const message = `m${sent.length}`;
        sent.push(message);
        await phone.request(RELAY_METHODS.publish, { topic: shared, message, ttl: 300 });
      }
    };
    await publish(20);
    await browser.waitForPushes(20, 20_000);
    await browser.request(RELAY_METHODS.publish, { topic: shared, message: 'from the browser', ttl: 300 });
    await until(
      () => phone.pushes.some((push) => push.message === 'from the browser'),
      'the phone’s first push',
    );

    // The holder stops while the phone goes on publishing: the other instance takes the lease and the upstream
    // delivers to it what the holder had not acknowledged.
    const stopping = holder.close();
    await publish(20);
    await stopping;
    instances.splice(instances.indexOf(holder), 1);
    await until(async () => (await leaseholder()) === other, 'the other instance taking the lease');
    await publish(10);
    await browser.waitForPushes(sent.length, 30_000);
    await browser.request(RELAY_METHODS.publish, { topic: shared, message: 'after the handover', ttl: 300 });
    await until(
      () => phone.pushes.some((push) => push.message === 'after the handover'),
      'the phone’s last push',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = browser.pushes.map((push) => push.message);
    // Each once (the upstream hands a subscriber what waited before what comes live, so order may differ).
    expect(received).toHaveLength(sent.length);
    expect([...received].sort()).toEqual([...sent].sort());
    expect(phone.pushes.map((push) => push.message)).toEqual(['from the browser', 'after the handover']);
  });
});
