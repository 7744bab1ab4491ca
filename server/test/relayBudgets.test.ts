// The relay's budgets and bounds, the security review's scenarios: a client is its IP (fresh keys buy nothing),
// fetch and subscribe are charged, the mailbox has byte quotas per project, IP and topic, answers are capped in bytes,
// slow readers are disconnected, connections per IP and JWT lifetimes are capped, and a topic belongs to the project
// it was published under. The server stands behind a "proxy" on loopback so that each client can be its own IP.
import { randomBytes } from 'node:crypto';
import { RPC_ERROR_CODES } from '@gangway/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config/configSchema.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { signRelayJwt } from '../src/relay/relayJwt.ts';
import { FETCH_PAGE, RELAY_METHODS } from '../src/relay/relayProtocol.ts';
import type { RunningServer } from '../src/startServer.ts';
import { connectRelay, type RelayTestClient, refusedUpgrade, relayUrl } from './helpers/relayClient.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const KiB = 1024;
const MESSAGE_BYTES = 200 * KiB;
const RELAY: NonNullable<ServerConfig['relay']> = {
  maxConnectionsPerIp: 6,
  mailboxBytesPerProject: 2_400 * KiB,
  mailboxBytesPerIp: 1_000 * KiB,
  mailboxBytesPerTopic: 500 * KiB,
};

let testDb: TestDatabase;
let server: RunningServer;
let projects = 0;
const clients: RelayTestClient[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase('pglite');
  server = await startTestServer(testDb.database, { trustProxy: TRUST_LOOPBACK_PROXY, relay: RELAY });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await server?.close();
  await testDb?.dispose();
});

async function newProject(rateLimit = { perSecond: 100_000, burst: 100_000 }): Promise<string> {
  const id = `relay-budget-${++projects}`;
  await createProject(testDb.database, { id, rateLimit });
  return id;
}

const topic = () => randomBytes(32).toString('hex');
/** base64 of random bytes: `bytes` long, incompressible. */
const message = (bytes = MESSAGE_BYTES) => randomBytes((bytes * 3) / 4).toString('base64');

async function connect(projectId: string, ip: string, options: { autoAck?: boolean } = {}) {
  const client = await connectRelay(server.url, {
    projectId,
    headers: { 'x-forwarded-for': ip },
    ...options,
  });
  clients.push(client);
  return client;
}

const publish = (client: RelayTestClient, topicHex: string, text: string, ttl = 300) =>
  client.request(RELAY_METHODS.publish, { topic: topicHex, message: text, ttl });
const codeOf = (answer: { result?: unknown; error?: { data?: { code?: string } } }) =>
  answer.error?.data?.code ?? (answer.result === undefined ? 'none' : 'ok');

describe('relay budgets', () => {
  it('counts a client by its IP: fresh keys from one IP share its budget for publish, fetch and subscribe', async () => {
    // The relay budget is the project's (20/s, burst 100); an IP's share is 4/s with a burst of 20.
    const project = await newProject({ perSecond: 20, burst: 100 });
    const t = topic();
    const published: string[] = [];
    for (let key = 0; key < 12; key++) {
      const client = await connect(project, '10.8.0.1');
      for (let i = 0; i < 10; i++) published.push(codeOf(await publish(client, t, message(64))));
      await client.close();
    }
    // Before: budgets were per JWT issuer, and 12 fresh keys published 120 of 120.
    const accepted = published.filter((code) => code === 'ok').length;
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThan(40);
    expect(published).toContain('RATE_LIMITED');

    const reads: string[] = [];
    for (let key = 0; key < 5; key++) {
      const client = await connect(project, '10.8.0.2');
      for (let i = 0; i < 5; i++) {
        reads.push(codeOf(await client.request(RELAY_METHODS.batchFetchMessages, { topics: [t] })));
        reads.push(codeOf(await client.request(RELAY_METHODS.subscribe, { topic: topic() })));
      }
      await client.close();
    }
    // Before: fetch and subscribe cost nothing, and 50 of 50 were answered.
    expect(reads.filter((code) => code === 'ok').length).toBeLessThan(35);
    expect(reads).toContain('RATE_LIMITED');

    // Another IP of the project is untouched by both floods.
    const visitor = await connect(project, '10.8.0.3');
    expect(codeOf(await publish(visitor, topic(), message(64)))).toBe('ok');
    expect(codeOf(await visitor.request(RELAY_METHODS.batchFetchMessages, { topics: [t] }))).toBe('ok');
  });

  it('caps the mailbox per topic, per IP and per project; a retried publish is counted once', async () => {
    const project = await newProject();
    const first = await connect(project, '10.9.0.1');
    const t = topic();
    const text = message();
    expect(codeOf(await publish(first, t, text))).toBe('ok');
    expect(codeOf(await publish(first, t, text))).toBe('ok');
    expect(codeOf(await publish(first, t, message()))).toBe('ok');
    // 600 KiB would pass the topic's 500 KiB.
    const full = await publish(first, t, message());
    expect(full.error).toMatchObject({
      code: RPC_ERROR_CODES.LIMIT_EXCEEDED,
      data: { code: 'RATE_LIMITED', field: 'params.message' },
    });
    expect(full.error?.message).toMatch(/mailbox has no room/);
    // The IP's 1,000 KiB: 400 KiB held, three more messages fit on other topics, the fourth does not.
    const ipAnswers = [];
    for (let i = 0; i < 4; i++) ipAnswers.push(codeOf(await publish(first, topic(), message())));
    expect(ipAnswers).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
    // The project's 2,400 KiB: 1,000 held by the first IP; others fill the rest, then nobody gets in.
    const others: string[] = [];
    for (let ip = 2; ip <= 5; ip++) {
      const client = await connect(project, `10.9.0.${ip}`);
      for (let i = 0; i < 3; i++) others.push(codeOf(await publish(client, topic(), message())));
    }
    expect(others.filter((code) => code === 'ok')).toHaveLength(7);
    // Another project's mailbox is its own.
    const elsewhere = await connect(await newProject(), '10.9.0.9');
    expect(codeOf(await publish(elsewhere, topic(), message()))).toBe('ok');
  });

  it('refuses a TTL over the default maximum of one day', async () => {
    const client = await connect(await newProject(), '10.10.0.1');
    // Before: 30 days were allowed.
    const answer = await publish(client, topic(), message(64), 30 * 86_400);
    expect(answer.error).toMatchObject({
      code: RPC_ERROR_CODES.INVALID_PARAMS,
      data: { field: 'params.ttl' },
    });
    expect(codeOf(await publish(client, topic(), message(64), 86_400))).toBe('ok');
  });

  it('keeps a topic in the project it was published under', async () => {
    const [mine, theirs] = [await newProject(), await newProject()];
    const t = topic();
    const text = message(64);
    expect(codeOf(await publish(await connect(mine, '10.11.0.1'), t, text))).toBe('ok');
    // Before: a client of any project fetched it.
    const outsider = await connect(theirs, '10.11.0.2');
    expect((await outsider.request(RELAY_METHODS.batchFetchMessages, { topics: [t] })).result).toEqual({
      messages: [],
      hasMore: false,
    });
    await outsider.request(RELAY_METHODS.subscribe, { topic: t });
    const insider = await connect(mine, '10.11.0.3');
    await insider.request(RELAY_METHODS.subscribe, { topic: t });
    expect((await insider.waitForPushes(1))[0]?.message).toBe(text);
    await publish(await connect(mine, '10.11.0.4'), t, message(64));
    await insider.waitForPushes(2);
    expect(outsider.pushes).toEqual([]);
  });

  it('caps a fetch answer in bytes and says hasMore, page after page', async () => {
    const project = await newProject();
    const topics = [topic(), topic()];
    for (const [index, t] of topics.entries()) {
      const publisher = await connect(project, `10.12.0.${index + 1}`);
      for (let i = 0; i < 2; i++) expect(codeOf(await publish(publisher, t, message()))).toBe('ok');
    }
    const reader = await connect(project, '10.12.0.9');
    const pages: { messages: { message: string }[]; hasMore: boolean }[] = [];
    do {
      const answer = await reader.request(RELAY_METHODS.batchFetchMessages, { topics });
      pages.push(answer.result as (typeof pages)[number]);
    } while (pages.at(-1)?.hasMore && pages.length < 10);
    // Before: one answer of the four, 800 KiB (and 125 MiB for 500 messages of 256 KiB).
    expect(pages.map((page) => page.messages.length)).toEqual([2, 2]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, false]);
    for (const page of pages) {
      expect(page.messages.reduce((sum, m) => sum + m.message.length, 0)).toBeLessThanOrEqual(
        FETCH_PAGE.bytes,
      );
    }
  });

  it('pushes what waits to a new subscriber page after page', async () => {
    const project = await newProject();
    const topics = [topic(), topic()];
    const texts: string[] = [];
    for (const [index, t] of topics.entries()) {
      const publisher = await connect(project, `10.15.0.${index + 1}`);
      for (let i = 0; i < 2; i++) {
        texts.push(message());
        expect(codeOf(await publish(publisher, t, texts.at(-1) as string))).toBe('ok');
      }
    }
    const subscriber = await connect(project, '10.15.0.9');
    await subscriber.request(RELAY_METHODS.batchSubscribe, { topics });
    const pushed = await subscriber.waitForPushes(4);
    expect(pushed.map((push) => push.message).sort()).toEqual([...texts].sort());
  });

  it('disconnects a subscriber that does not read, instead of buffering for it', async () => {
    // The default mailbox quotas (64 MiB a project, 8 MiB an IP): enough to fill the kernel's socket buffers too.
    const roomy = await startTestServer(testDb.database, { trustProxy: TRUST_LOOPBACK_PROXY });
    try {
      const project = await newProject();
      const join = async (ip: string, autoAck = true) => {
        const client = await connectRelay(roomy.url, {
          projectId: project,
          headers: { 'x-forwarded-for': ip },
          autoAck,
        });
        clients.push(client);
        return client;
      };
      const topics = Array.from({ length: 100 }, topic);
      const reader = await join('10.13.0.1', false);
      await reader.request(RELAY_METHODS.batchSubscribe, { topics });
      let readerClosed = false;
      const closed = new Promise<void>((resolve) =>
        reader.socket.once('close', () => {
          readerClosed = true;
          resolve();
        }),
      );
      const tcp = (reader.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
      tcp.pause();
      // 12 MiB of pushes: more than the kernel's socket buffers (about 4 MiB here) and the relay's cap for this
      // reader (about 1.6 MiB) together.
      let sent = 0;
      for (let ip = 1; sent < 60; ip++) {
        const publisher = await join(`10.13.1.${ip}`);
        for (let i = 0; i < 20 && sent < 60; i++) {
          const answer = await publish(publisher, topics[sent % topics.length] as string, message());
          expect(codeOf(answer)).toBe('ok');
          sent += 1;
        }
      }
      // A paused socket sees its end only once it reads again: what the kernel held, then the end.
      tcp.resume();
      await Promise.race([closed, reader.waitForPushes(sent, 20_000).catch(() => undefined)]);
      console.info(
        `[relay] a subscriber that stopped reading got ${reader.pushes.length} of ${sent} pushes, then was disconnected`,
      );
      // Before: the relay kept every push for it in memory, without limit, and delivered them all.
      expect(readerClosed).toBe(true);
      expect(reader.pushes.length).toBeLessThan(sent);
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.close()));
      await roomy.close();
    }
  });

  it('caps relay connections per IP (an IPv6 /64 is one), and frees a place when one closes', async () => {
    const project = await newProject();
    const open = [];
    for (let i = 1; i <= (RELAY.maxConnectionsPerIp ?? 0); i++) {
      open.push(await connect(project, `2001:db8:0:14:${i}::1`));
    }
    const auth = signRelayJwt(randomBytes(32), { aud: server.url.replace(/^http/, 'ws') });
    const refused = await refusedUpgrade(relayUrl(server.url, project, auth), {
      'x-forwarded-for': '2001:db8:0:14:ffff::7',
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    await connect(project, '2001:db8:0:15::1');
    await open[0]?.close();
    await expect.poll(async () => (await connect(project, '2001:db8:0:14::9')).socket.readyState).toBe(1);
  });

  it('refuses a JWT that is valid for longer than the relay allows', async () => {
    const project = await newProject();
    const base = server.url.replace(/^http/, 'ws');
    const longLived = signRelayJwt(randomBytes(32), { aud: base, ttlSeconds: 30 * 86_400 });
    const refused = await refusedUpgrade(relayUrl(server.url, project, longLived));
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).message).toMatch(/expires more than 86400 s from now/);
  });
});
