// Relay protocol tests over raw WebSockets, run on PGlite and on PostgreSQL (relay.pglite.test.ts,
// relay.postgres.test.ts). Real sign-clients pair over the relay in relay.signClient.test.ts.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { RPC_ERROR_CODES } from '@gangway/protocol';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config/configSchema.ts';
import { type GangwayDatabase, openDatabase } from '../src/db/openDatabase.ts';
import { resetDatabase } from '../src/db/resetDatabase.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { signRelayJwt } from '../src/relay/relayJwt.ts';
import { RELAY_METHODS, SESSION_TAGS } from '../src/relay/relayProtocol.ts';
import type { RunningServer } from '../src/startServer.ts';
import { connectRelay, type RelayTestClient, refusedUpgrade, relayUrl } from './helpers/relayClient.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { startTestServer } from './helpers/testServer.ts';

const PROJECT = 'relay-test';
const SLOW_PROJECT = 'relay-slow';
const APP_ORIGIN = 'https://app.example.com';
const MAX_MESSAGE_BYTES = 4_096;
const MAX_SUBSCRIPTIONS = 5;
const CLIENT_PUBLISH_BURST = 30;
const CONFIG: ServerConfig = {
  relay: {
    maxMessageBytes: MAX_MESSAGE_BYTES,
    maxSubscriptionsPerClient: MAX_SUBSCRIPTIONS,
    maxTtlSeconds: 86_400,
    connectionRate: { perSecond: 1, burst: CLIENT_PUBLISH_BURST },
  },
};

const topic = () => randomBytes(32).toString('hex');
const message = () => randomBytes(48).toString('base64');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subscriptionIdOf = (topicHex: string, clientId: string) =>
  createHash('sha256')
    .update(topicHex + clientId)
    .digest('hex');

export function describeRelaySuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let database: GangwayDatabase;
  let server: RunningServer;
  /** The embedded database opened again by the restart test. */
  let reopened: GangwayDatabase | undefined;
  const clients: RelayTestClient[] = [];
  const connect = async (options: Partial<Parameters<typeof connectRelay>[1]> = {}) => {
    const client = await connectRelay(server.url, { projectId: PROJECT, ...options });
    clients.push(client);
    return client;
  };
  const publish = (client: RelayTestClient, topicHex: string, text: string, ttl = 300) =>
    client.request(RELAY_METHODS.publish, { topic: topicHex, message: text, ttl, tag: 1108 });

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    database = testDb.database;
    server = await startTestServer(database, CONFIG);
  });

  afterAll(async () => {
    await server?.close();
    if (reopened) {
      await reopened.close();
      rmSync(testDb.dataDir ?? '', { recursive: true, force: true });
    } else {
      await testDb?.dispose();
    }
  });

  beforeEach(async () => {
    await resetDatabase(database);
    await createProject(database, {
      id: PROJECT,
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      rateLimit: { perSecond: 100_000, burst: 100_000 },
    });
    await createProject(database, { id: SLOW_PROJECT, rateLimit: { perSecond: 1, burst: 3 } });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  describe('delivery', () => {
    it('pushes a publish to every subscriber but its sender, with the subscription id sign-client expects', async () => {
      const [alice, bob, carol] = await Promise.all([connect(), connect(), connect()]);
      const t = topic();
      for (const client of [alice, bob, carol]) {
        expect((await client.request(RELAY_METHODS.subscribe, { topic: t })).result).toBe(
          subscriptionIdOf(t, client.clientId),
        );
      }
      const text = message();
      expect((await publish(alice, t, text)).result).toBe(true);
      for (const client of [bob, carol]) {
        const [push] = await client.waitForPushes(1);
        expect(push).toMatchObject({
          topic: t,
          message: text,
          tag: 1108,
          subscriptionId: subscriptionIdOf(t, client.clientId),
        });
      }
      await sleep(100);
      expect(alice.pushes).toEqual([]);
    });

    it('keeps a message for a subscriber that comes later, until that subscriber acknowledges it', async () => {
      const seed = randomBytes(32);
      const alice = await connect();
      const t = topic();
      const text = message();
      await publish(alice, t, text);
      // Received but not acknowledged: it comes again on the next connection.
      const unacked = await connect({ seed, autoAck: false });
      await unacked.request(RELAY_METHODS.subscribe, { topic: t });
      expect((await unacked.waitForPushes(1))[0]?.message).toBe(text);
      await unacked.close();
      const bob = await connect({ seed });
      await bob.request(RELAY_METHODS.batchSubscribe, { topics: [t, topic()] });
      expect((await bob.waitForPushes(1))[0]?.message).toBe(text);
      await sleep(100);
      await bob.close();
      const again = await connect({ seed });
      await again.request(RELAY_METHODS.subscribe, { topic: t });
      await sleep(200);
      expect(again.pushes).toEqual([]);
    });

    it('stores a retried publish once', async () => {
      const [alice, bob] = await Promise.all([connect(), connect()]);
      const t = topic();
      await bob.request(RELAY_METHODS.subscribe, { topic: t });
      const text = message();
      await publish(alice, t, text);
      await publish(alice, t, text);
      await bob.waitForPushes(1);
      await sleep(150);
      expect(bob.pushes).toHaveLength(1);
    });

    it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
      const [alice, bob] = await Promise.all([connect(), connect()]);
      const [t1, t2] = [topic(), topic()];
      await bob.request(RELAY_METHODS.batchSubscribe, { topics: [t1, t2] });
      expect(
        (await bob.request(RELAY_METHODS.unsubscribe, { topic: t1, id: subscriptionIdOf(t1, bob.clientId) }))
          .result,
      ).toBe(true);
      expect(
        (await bob.request(RELAY_METHODS.batchUnsubscribe, { subscriptions: [{ topic: t2, id: 'x' }] }))
          .result,
      ).toBe(true);
      await publish(alice, t1, message());
      await publish(alice, t2, message());
      await sleep(150);
      expect(bob.pushes).toEqual([]);
    });

    it('answers irn_batchFetchMessages with what waits, and counts it as delivered', async () => {
      const [alice, bob] = await Promise.all([connect(), connect()]);
      const [t1, t2] = [topic(), topic()];
      const texts = [message(), message()];
      await publish(alice, t1, texts[0] as string);
      await publish(alice, t2, texts[1] as string);
      const answer = await bob.request(RELAY_METHODS.batchFetchMessages, { topics: [t1, t2] });
      const result = answer.result as { messages: { topic: string; message: string }[]; hasMore: boolean };
      expect(result.hasMore).toBe(false);
      expect(result.messages.map((m) => m.message).sort()).toEqual([...texts].sort());
      expect((await alice.request(RELAY_METHODS.batchFetchMessages, { topics: [t1] })).result).toEqual({
        messages: [],
        hasMore: false,
      });
      await bob.request(RELAY_METHODS.batchSubscribe, { topics: [t1, t2] });
      await sleep(150);
      expect(bob.pushes).toEqual([]);
    });

    it('reads pending messages in pages by count and bytes, each after the last one’s cursor', async () => {
      const { MessageStore, messageId } = await import('../src/relay/MessageStore.ts');
      const store = new MessageStore(database);
      const t = topic();
      const now = Date.now();
      const texts = Array.from({ length: 5 }, (_, index) => `${index}`.repeat(100));
      await store.insertMany(
        texts.map((text, index) => ({
          id: messageId(PROJECT, t, text),
          topic: t,
          message: text,
          publisher: 'did:key:publisher',
          projectId: PROJECT,
          tag: 1,
          attestation: undefined,
          publishedAt: now + index,
          expiresAt: now + 60_000,
        })),
      );
      const query = {
        clientId: 'did:key:reader',
        projectId: PROJECT,
        topics: [t],
        maxMessages: 3,
        maxBytes: 250,
      };
      const pages = [];
      let after: { publishedAt: number; id: string } | undefined;
      do {
        const page = await store.pending({ ...query, ...(after ? { after } : {}) });
        pages.push(page);
        const last = page.messages.at(-1);
        after = page.hasMore && last ? { publishedAt: last.publishedAt, id: last.id } : undefined;
      } while (after && pages.length < 10);
      expect(pages.map((page) => page.messages.map((m) => m.message[0]).join(''))).toEqual(['01', '23', '4']);
      expect(pages.map((page) => [page.bytes, page.hasMore])).toEqual([
        [200, true],
        [200, true],
        [100, false],
      ]);
      // A message larger than a page still comes, alone; another project's reader sees none of them.
      expect((await store.pending({ ...query, maxBytes: 10 })).messages).toHaveLength(1);
      expect((await store.pending({ ...query, projectId: SLOW_PROJECT })).messages).toEqual([]);
    });

    it('forgets a message after its TTL', async () => {
      const [alice, bob] = await Promise.all([connect(), connect()]);
      const t = topic();
      await publish(alice, t, message(), 1);
      await sleep(1_100);
      await bob.request(RELAY_METHODS.subscribe, { topic: t });
      await sleep(150);
      expect(bob.pushes).toEqual([]);
      expect(await server.database.db.selectFrom('relay_messages').select('id').execute()).toHaveLength(1);
      // The expiry job deletes it (it runs every minute; here called directly).
      const { MessageStore } = await import('../src/relay/MessageStore.ts');
      expect(await new MessageStore(database).deleteExpired()).toBe(1);
    });

    it('relays the session-proposal shortcuts: publishes their envelopes and subscribes their senders', async () => {
      const [dapp, wallet] = await Promise.all([connect(), connect()]);
      const [pairingTopic, sessionTopic] = [topic(), topic()];
      const [proposal, response, settlement] = [message(), message(), message()];
      await wallet.request(RELAY_METHODS.subscribe, { topic: pairingTopic });
      expect(
        (
          await dapp.request(RELAY_METHODS.proposeSession, {
            pairingTopic,
            sessionProposal: proposal,
            attestation: 'att',
          })
        ).result,
      ).toBe(true);
      expect((await wallet.waitForPushes(1))[0]).toMatchObject({
        message: proposal,
        tag: SESSION_TAGS.propose,
      });
      expect(
        (
          await wallet.request(RELAY_METHODS.approveSession, {
            pairingTopic,
            sessionTopic,
            sessionProposalResponse: response,
            sessionSettlementRequest: settlement,
            correlationId: 7,
          })
        ).result,
      ).toBe(true);
      // The dapp was subscribed to the pairing topic by its proposal: the answer reaches it.
      expect((await dapp.waitForPushes(1))[0]).toMatchObject({
        topic: pairingTopic,
        message: response,
        tag: SESSION_TAGS.proposeResponse,
      });
      await dapp.request(RELAY_METHODS.subscribe, { topic: sessionTopic });
      expect((await dapp.waitForPushes(2))[1]).toMatchObject({
        topic: sessionTopic,
        message: settlement,
        tag: SESSION_TAGS.settle,
      });
      // The wallet was subscribed to the session topic by its approval.
      await publish(dapp, sessionTopic, 'request');
      expect((await wallet.waitForPushes(2))[1]).toMatchObject({ topic: sessionTopic, message: 'request' });
    });
  });

  describe('restart', () => {
    it('keeps acknowledged publishes for subscribers that were not connected', async () => {
      const alice = await connect();
      const t = topic();
      const text = message();
      await publish(alice, t, text);
      await alice.close();
      await server.close();
      if (testDb.dataDir) {
        // The embedded database is closed and opened again from its directory, as a new process would.
        await database.close();
        reopened = await openDatabase({ dataDir: testDb.dataDir, owner: 'test' });
        database = reopened;
      }
      server = await startTestServer(database, CONFIG);
      const bob = await connect();
      await bob.request(RELAY_METHODS.subscribe, { topic: t });
      expect((await bob.waitForPushes(1))[0]?.message).toBe(text);
    });
  });

  describe('client identity and project', () => {
    const base = () => server.url.replace(/^http/, 'ws');

    it('accepts a JWT signed by its did:key issuer for this relay, and sign-client extra query parameters', async () => {
      const seed = randomBytes(32);
      const url = new URL(
        relayUrl(server.url, PROJECT, signRelayJwt(seed, { aud: `${base()}/v1/relay?projectId=${PROJECT}` })),
      );
      url.searchParams.set('ua', 'wc-2/js-2.25.0/node');
      url.searchParams.set('useOnCloseEvent', 'true');
      const client = await connect({ auth: url.searchParams.get('auth') ?? '' });
      expect((await client.request(RELAY_METHODS.subscribe, { topic: topic() })).result).toMatch(
        /^[0-9a-f]{64}$/,
      );
    });

    it('refuses forged, expired, foreign and malformed JWTs with 401 before upgrading', async () => {
      const seed = randomBytes(32);
      const valid = signRelayJwt(seed, { aud: base() });
      const [header, , signature] = valid.split('.');
      const otherIssuer = signRelayJwt(randomBytes(32), { aud: base() }).split('.')[1];
      const cases: [string, RegExp][] = [
        [`${header}.${otherIssuer}.${signature}`, /signature does not match/],
        [signRelayJwt(seed, { aud: base(), iat: 1_000, ttlSeconds: 60 }), /expired/],
        [signRelayJwt(seed, { aud: 'wss://relay.walletconnect.org' }), /audience/],
        [valid.replace(/\.[^.]+$/, '.AAAA'), /signature/],
        ['not-a-jwt', /not a JWT/],
        [`${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.e30.AAAA`, /EdDSA/],
      ];
      for (const [auth, reason] of cases) {
        const refused = await refusedUpgrade(relayUrl(server.url, PROJECT, auth));
        expect(refused.status, auth).toBe(401);
        expect(JSON.parse(refused.body)).toMatchObject({
          code: 'UNAUTHORIZED',
          message: expect.stringMatching(reason),
        });
      }
      const missing = await refusedUpgrade(`${base()}/v1/relay?projectId=${PROJECT}`);
      expect(missing.status).toBe(400);
      expect(JSON.parse(missing.body)).toMatchObject({ field: 'auth' });
    });

    it('refuses an unknown project and an Origin the project does not allow; admits an allowed Origin', async () => {
      const auth = signRelayJwt(randomBytes(32), { aud: base() });
      expect((await refusedUpgrade(relayUrl(server.url, 'nope', auth))).status).toBe(403);
      const foreign = await refusedUpgrade(relayUrl(server.url, PROJECT, auth), {
        origin: 'https://evil.example',
      });
      expect(foreign.status).toBe(403);
      expect(JSON.parse(foreign.body)).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
      const browser = await connect({ origin: APP_ORIGIN });
      expect((await browser.request(RELAY_METHODS.subscribe, { topic: topic() })).error).toBeUndefined();
    });

    it('answers a plain GET with 426', async () => {
      const auth = signRelayJwt(randomBytes(32), { aud: base() });
      const response = await fetch(relayUrl(server.url, PROJECT, auth).replace(/^ws/, 'http'));
      expect(response.status).toBe(426);
    });
  });

  describe('limits and bad frames', () => {
    it('refuses oversized messages, long TTLs and too many subscriptions, and the connection stays up', async () => {
      const client = await connect();
      const t = topic();
      const big = await publish(client, t, 'x'.repeat(MAX_MESSAGE_BYTES + 1));
      expect(big.error).toMatchObject({
        code: RPC_ERROR_CODES.LIMIT_EXCEEDED,
        data: { code: 'PAYLOAD_TOO_LARGE' },
      });
      const long = await publish(client, t, 'x', 86_401);
      expect(long.error).toMatchObject({
        code: RPC_ERROR_CODES.INVALID_PARAMS,
        data: { field: 'params.ttl' },
      });
      const topics = Array.from({ length: MAX_SUBSCRIPTIONS + 1 }, topic);
      const many = await client.request(RELAY_METHODS.batchSubscribe, { topics });
      expect(many.error).toMatchObject({ code: RPC_ERROR_CODES.LIMIT_EXCEEDED });
      expect(
        (await client.request(RELAY_METHODS.batchSubscribe, { topics: topics.slice(0, MAX_SUBSCRIPTIONS) }))
          .result,
      ).toHaveLength(MAX_SUBSCRIPTIONS);
      expect((await client.request(RELAY_METHODS.subscribe, { topic: topic() })).error?.data?.code).toBe(
        'FORBIDDEN',
      );
      expect((await publish(client, t, 'fits')).result).toBe(true);
    });

    it('limits publishes per client and per project', async () => {
      const [alice, bob] = await Promise.all([connect(), connect()]);
      const t = topic();
      const answers = [];
      for (let i = 0; i < CLIENT_PUBLISH_BURST + 2; i++) answers.push(await publish(alice, t, `m${i}`));
      const refused = answers.filter((answer) => answer.error);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused[0]?.error).toMatchObject({
        code: RPC_ERROR_CODES.LIMIT_EXCEEDED,
        data: { code: 'RATE_LIMITED' },
      });
      expect((await publish(bob, t, 'bob')).result).toBe(true);

      const slow = await Promise.all([
        connect({ projectId: SLOW_PROJECT }),
        connect({ projectId: SLOW_PROJECT }),
      ]);
      const slowAnswers = [];
      for (let i = 0; i < 4; i++) slowAnswers.push(await publish(slow[i % 2] as RelayTestClient, t, `s${i}`));
      expect(slowAnswers.map((answer) => answer.error?.data?.code ?? 'ok')).toEqual([
        'ok',
        'ok',
        'ok',
        'RATE_LIMITED',
      ]);
    });

    it('answers frames that are not JSON-RPC with errors and the connection stays usable', async () => {
      const client = await connect();
      const expectations: [string | Buffer, number, unknown][] = [
        ['{', RPC_ERROR_CODES.PARSE_ERROR, null],
        ['[]', RPC_ERROR_CODES.INVALID_REQUEST, null],
        ['[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]', RPC_ERROR_CODES.INVALID_REQUEST, null],
        ['{"id":2,"method":"irn_subscribe"}', RPC_ERROR_CODES.INVALID_REQUEST, 2],
        ['{"id":3,"jsonrpc":"2.0","method":"eth_call","params":{}}', RPC_ERROR_CODES.METHOD_NOT_FOUND, 3],
        [
          '{"id":"4","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"zz"}}',
          RPC_ERROR_CODES.INVALID_PARAMS,
          '4',
        ],
        ['{"id":5,"jsonrpc":"2.0","method":"irn_publish","params":[]}', RPC_ERROR_CODES.INVALID_PARAMS, 5],
        [
          '{"id":1712345678901234567,"jsonrpc":"2.0","method":"nope"}',
          RPC_ERROR_CODES.METHOD_NOT_FOUND,
          1712345678901234567n,
        ],
        [Buffer.from([0xff, 0x00]), RPC_ERROR_CODES.INVALID_REQUEST, null],
      ];
      for (const [frame, code, id] of expectations) {
        const { raw } = await client.sendRaw(frame);
        // The id comes back digit for digit, even past 2^53.
        const answer = JSON.parse(raw, (key, value) =>
          key === 'id' && typeof value === 'number' && !Number.isSafeInteger(value)
            ? BigInt(/"id":(\d+)/.exec(raw)?.[1] ?? 0)
            : value,
        ) as { id: unknown; error: { code: number } };
        expect(answer.error.code, String(frame)).toBe(code);
        expect(answer.id).toEqual(id);
      }
      expect((await client.request(RELAY_METHODS.subscribe, { topic: topic() })).result).toMatch(
        /^[0-9a-f]{64}$/,
      );
    });

    it('survives arbitrary frames (fast-check): one answer each, never a crash, still usable', async () => {
      const client = await connect();
      const method = fc.constantFrom(...Object.values(RELAY_METHODS), 'irn_batchPublish', '');
      const frame = fc.oneof(
        fc.string(),
        fc.json(),
        fc
          .record({
            id: fc.oneof(fc.integer(), fc.string()),
            jsonrpc: fc.constant('2.0'),
            method,
            params: fc.anything(),
          })
          .map((value) => JSON.stringify(value) ?? '{}'),
        fc
          .record({
            id: fc.integer(),
            jsonrpc: fc.constant('2.0'),
            method,
            params: fc.record(
              {
                topic: fc.oneof(
                  fc.string({ unit: fc.constantFrom(...'0123456789abcdef') }),
                  fc.constant(topic()),
                ),
                topics: fc.array(fc.string()),
                message: fc.string(),
                ttl: fc.integer(),
              },
              { requiredKeys: [] },
            ),
          })
          .map((value) => JSON.stringify(value)),
      );
      const isResponse = (text: string) => {
        try {
          const value = JSON.parse(text) as unknown;
          return (
            typeof value === 'object' &&
            value !== null &&
            !Array.isArray(value) &&
            !('method' in value) &&
            ('result' in value || 'error' in value)
          );
        } catch {
          return false;
        }
      };
      await fc.assert(
        fc.asyncProperty(frame, async (text) => {
          fc.pre(!isResponse(text));
          const answer = await client.sendRaw(text);
          expect('result' in answer || 'error' in answer).toBe(true);
        }),
        { numRuns: 300 },
      );
      expect(client.socket.readyState).toBe(client.socket.OPEN);
      // Each frame, bad ones included, spent a token of the connection's budget (a burst of 30): it answers still.
      const fetched = await client.request(RELAY_METHODS.batchFetchMessages, { topics: [topic()] });
      if (fetched.error) expect(fetched.error.data).toMatchObject({ code: 'RATE_LIMITED' });
      else expect(fetched.result).toEqual({ messages: [], hasMore: false });
    });
  });
}
