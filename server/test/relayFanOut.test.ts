// The relay's fan-out between instances, over Redis and over PostgreSQL LISTEN/NOTIFY, three instances' channels in
// this process: a message reaches the instances watching its topic and no other decodes it (nor, sent by id, reads
// it from the database); the sender skips its own without decoding it; an instance stops hearing a topic once its
// last watcher leaves. Decoding is seen as a JSON.parse of the message's text.
import { randomBytes, randomUUID } from 'node:crypto';
import { hasRedis, type RedisServer, startRedis } from '@gangway/devnet/cluster';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, type MockInstance, vi } from 'vitest';
import { connectRedis } from '../src/cluster/redis.ts';
import { MessageStore, type StoredMessage } from '../src/relay/MessageStore.ts';
import { PostgresPubSub } from '../src/relay/PostgresPubSub.ts';
import { RedisPubSub } from '../src/relay/RedisPubSub.ts';
import type { RelayPubSub } from '../src/relay/RelayPubSub.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';

const PROJECT = 'fan-out';
const postgresUrl = inject('postgresUrl');

interface Instance {
  pubsub: RelayPubSub;
  heard: StoredMessage[];
  /** Messages read from the database by id (PostgreSQL: those too large for a notification). */
  readById: string[];
}

const topic = () => randomBytes(32).toString('hex');

function relayMessage(onTopic: string, text = `message ${randomUUID()}`): StoredMessage {
  const publishedAt = Date.now();
  return {
    id: randomUUID(),
    topic: onTopic,
    message: text,
    publisher: 'did:key:z6MkPublisher',
    projectId: PROJECT,
    tag: 1108,
    attestation: undefined,
    publishedAt,
    expiresAt: publishedAt + 60_000,
  };
}

for (const mode of ['redis', 'postgres'] as const) {
  describe.skipIf(!postgresUrl || (mode === 'redis' && !hasRedis()))(`relay fan-out over ${mode}`, () => {
    let testDb: TestDatabase;
    let redis: RedisServer | undefined;
    const connections: Redis[] = [];
    const instances: Instance[] = [];
    let parse: MockInstance<typeof JSON.parse>;
    const errors: unknown[] = [];
    const fail = (error: unknown) => errors.push(error);
    /** How many times a JSON text holding `text` was decoded, by any instance. */
    const decoded = (text: string) =>
      parse.mock.calls.filter(([json]) => typeof json === 'string' && json.includes(text)).length;

    beforeAll(async () => {
      testDb = await openTestDatabase('postgres');
      if (mode === 'redis') redis = await startRedis();
      for (let i = 0; i < 3; i++) {
        const store = new MessageStore(testDb.database);
        const readById: string[] = [];
        vi.spyOn(store, 'byId').mockImplementation(async (id) => {
          readById.push(id);
          return undefined;
        });
        let pubsub: RelayPubSub;
        if (redis) {
          const publisher = connectRedis(redis.url, { onError: fail });
          const subscriber = connectRedis(redis.url, { onError: fail, subscriber: true });
          connections.push(publisher, subscriber);
          const overRedis = new RedisPubSub(publisher, subscriber, randomUUID(), fail);
          await vi.waitFor(() => expect(overRedis.listening).toBe(true));
          pubsub = overRedis;
        } else {
          const location = testDb.database.location;
          const overPostgres = new PostgresPubSub(testDb.database, location, store, randomUUID(), fail);
          await vi.waitFor(() => expect(overPostgres.connected).toBe(true));
          pubsub = overPostgres;
        }
        const instance: Instance = { pubsub, heard: [], readById };
        pubsub.subscribe((message) => instance.heard.push(message));
        instances.push(instance);
      }
      parse = vi.spyOn(JSON, 'parse');
    });

    afterAll(async () => {
      parse?.mockRestore();
      await Promise.all(instances.map(({ pubsub }) => pubsub.close()));
      await Promise.all(connections.map((connection) => connection.quit().catch(() => undefined)));
      await redis?.stop();
      await testDb?.dispose();
    });

    afterEach(() => expect(errors).toEqual([]));

    /** Resolves once `instance` heard `message` (what was published before it, on any topic, arrived before). */
    const heard = (instance: Instance, message: StoredMessage) =>
      expect
        .poll(() => instance.heard.some((each) => each.id === message.id), { timeout: 10_000 })
        .toBe(true);

    it('reaches only the instances watching the topic: no other decodes it', async () => {
      const [a, b, c] = instances as [Instance, Instance, Instance];
      const onlyC = topic();
      const shared = topic();
      await c.pubsub.watch(PROJECT, onlyC);
      await Promise.all([b.pubsub.watch(PROJECT, shared), c.pubsub.watch(PROJECT, shared)]);
      const first = relayMessage(onlyC);
      const second = relayMessage(shared);
      await a.pubsub.publish(first);
      await a.pubsub.publish(second);
      await heard(b, second);
      await heard(c, second);
      expect(b.heard.map((message) => message.id)).not.toContain(first.id);
      expect(c.heard.filter((message) => message.topic === onlyC)).toEqual([first]);
      // Decoded by C alone: B, which has no use for it, and A, which sent it, never read it.
      expect(decoded(first.message)).toBe(1);
    });

    it('skips what an instance published itself without decoding it', async () => {
      const [a, b] = instances as [Instance, Instance, Instance];
      const both = topic();
      const barrier = topic();
      await Promise.all([a.pubsub.watch(PROJECT, both), b.pubsub.watch(PROJECT, both)]);
      await a.pubsub.watch(PROJECT, barrier);
      const own = relayMessage(both);
      await a.pubsub.publish(own);
      await heard(b, own);
      // A hears B's next message after its own came back over the channel (or would have).
      const next = relayMessage(barrier);
      await b.pubsub.publish(next);
      await heard(a, next);
      // Delivered to A's own listeners once, when published; decoded by B alone.
      expect(a.heard.filter((message) => message.id === own.id)).toHaveLength(1);
      expect(decoded(own.message)).toBe(1);
    });

    it('stops hearing a topic once its last watcher leaves', async () => {
      const [a, , c] = instances as [Instance, Instance, Instance];
      const leaving = topic();
      const barrier = topic();
      // Two watchers (a connection and the relay bridge, say): one leaving keeps the topic heard.
      await c.pubsub.watch(PROJECT, leaving);
      await c.pubsub.watch(PROJECT, leaving);
      await c.pubsub.watch(PROJECT, barrier);
      c.pubsub.unwatch(PROJECT, leaving);
      const stillHeard = relayMessage(leaving);
      await a.pubsub.publish(stillHeard);
      await heard(c, stillHeard);
      c.pubsub.unwatch(PROJECT, leaving);
      const unheard = relayMessage(leaving);
      const next = relayMessage(barrier);
      await a.pubsub.publish(unheard);
      await a.pubsub.publish(next);
      await heard(c, next);
      expect(c.heard.map((message) => message.id)).not.toContain(unheard.id);
      expect(decoded(unheard.message)).toBe(0);
    });

    it.runIf(mode === 'redis')(
      'subscribes its topics again when its connection comes back, and reports the gap',
      async () => {
        const [a, b] = instances as [Instance, Instance, Instance];
        const before = topic();
        const during = topic();
        await b.pubsub.watch(PROJECT, before);
        const gaps: number[] = [];
        const stopGaps = b.pubsub.onGap(() => gaps.push(Date.now()));
        // Every subscriber connection of this Redis is cut; ioredis connects again.
        await (connections[0] as Redis).client('KILL', 'TYPE', 'pubsub');
        const watching = b.pubsub.watch(PROJECT, during);
        await vi.waitFor(() => expect(gaps.length).toBeGreaterThan(0), { timeout: 10_000 });
        await watching;
        const messages = [relayMessage(before), relayMessage(during)];
        for (const message of messages) await a.pubsub.publish(message);
        for (const message of messages) await heard(b, message);
        stopGaps();
        // The cut connections' errors, reported while they came back.
        errors.length = 0;
      },
    );

    it.runIf(mode === 'postgres')(
      'reads a message sent by id only on the instances watching its topic',
      async () => {
        const [a, b, c] = instances as [Instance, Instance, Instance];
        const large = topic();
        const barrier = topic();
        await c.pubsub.watch(PROJECT, large);
        await Promise.all([b.pubsub.watch(PROJECT, barrier), c.pubsub.watch(PROJECT, barrier)]);
        // Over NOTIFY's 8000 bytes: it goes as its id.
        const message = relayMessage(large, 'x'.repeat(10_000));
        const next = relayMessage(barrier);
        await a.pubsub.publish(message);
        await a.pubsub.publish(next);
        await heard(b, next);
        await heard(c, next);
        expect(c.readById).toEqual([message.id]);
        expect(b.readById).toEqual([]);
        expect(a.readById).toEqual([]);
      },
    );
  });
}
