// Two gangway-server instances on one PostgreSQL database, in this process, without and with Redis: a client spread
// over both gets one budget (not two), the relay's fan-out reaches the other instance's subscribers (a message over
// NOTIFY's 8000 bytes too, by its id), each periodic job runs on one of them, and a stopping instance answers /readyz
// 503 and tells its relay clients to reconnect.
import { randomBytes } from 'node:crypto';
import { hasRedis, type RedisServer, startRedis } from '@gangway/devnet/cluster';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { RELAY_METHODS } from '../src/relay/relayProtocol.ts';
import { type RunningServer, SERVICE_RESTART_CLOSE, startServer } from '../src/startServer.ts';
import { connectRelay } from './helpers/relayClient.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const APP_ORIGIN = 'https://app.example.com';
const postgresUrl = inject('postgresUrl');

for (const mode of ['postgres', 'redis'] as const) {
  describe.skipIf(!postgresUrl || (mode === 'redis' && !hasRedis()))(`two instances sharing ${mode}`, () => {
    let testDb: TestDatabase;
    let redis: RedisServer | undefined;
    const servers: RunningServer[] = [];
    const project = `scale-${mode}`;

    beforeAll(async () => {
      testDb = await openTestDatabase('postgres');
      if (mode === 'redis') redis = await startRedis();
      await createProject(testDb.database, {
        id: project,
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        // A client's share: 20% of the burst (10), refilled at 1/s.
        rateLimit: { perSecond: 1, burst: 50 },
      });
      for (let i = 0; i < 2; i++) {
        servers.push(
          await startServer({
            host: '127.0.0.1',
            port: 0,
            logLevel: 'silent',
            databaseUrl: testDb.database.location,
            ...(redis ? { redisUrl: redis.url } : {}),
            trustProxy: TRUST_LOOPBACK_PROXY,
            analytics: { maxEventsPerIpPerDay: 5 },
          }),
        );
      }
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await redis?.stop();
      await testDb?.dispose();
    });

    it('gives a client spread over both instances one budget', async () => {
      const headers = { 'x-forwarded-for': '10.9.0.1' };
      let allowed = 0;
      for (let i = 0; i < 30; i++) {
        const answer = await call(servers[i % 2]!.url, 'GET', '/appkit/v1/config', {
          query: { projectId: project },
          headers,
        });
        if (answer.status === 200) allowed += 1;
        else expect(answer.status).toBe(429);
      }
      // Ten, and what refilled at 1/s while the requests ran; two instances of memory allowed 20.
      expect(allowed).toBeGreaterThanOrEqual(10);
      expect(allowed).toBeLessThan(15);

      const events = [];
      for (let i = 0; i < 8; i++) {
        events.push(
          (
            await call(servers[i % 2]!.url, 'POST', '/e', {
              query: { projectId: project },
              headers: { origin: APP_ORIGIN, 'x-forwarded-for': '10.9.0.2' },
              body: {
                eventId: `e-${i}`,
                url: 'https://app.example.com/',
                domain: 'app.example.com',
                timestamp: 1_700_000_000_000,
                props: { type: 'track', event: 'MODAL_OPEN' },
              },
            })
          ).status,
        );
      }
      // The IP's five events a day, whichever instance they reached.
      expect(events).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    });

    it('fans relay messages out to the other instance, in order, large ones by id', async () => {
      const topic = randomBytes(32).toString('hex');
      const subscriber = await connectRelay(servers[1]!.url, {
        projectId: project,
        headers: { 'x-forwarded-for': '10.9.1.1' },
      });
      const publisher = await connectRelay(servers[0]!.url, {
        projectId: project,
        headers: { 'x-forwarded-for': '10.9.1.2' },
      });
      try {
        expect((await subscriber.request(RELAY_METHODS.subscribe, { topic })).error).toBeUndefined();
        const messages = ['small', 'x'.repeat(20_000), 'after the large one'];
        for (const message of messages) {
          const answer = await publisher.request(RELAY_METHODS.publish, {
            topic,
            message,
            ttl: 300,
            tag: 1100,
          });
          expect(answer.result).toBe(true);
        }
        const pushes = await subscriber.waitForPushes(3, 10_000);
        expect(pushes.map((push) => push.message)).toEqual(messages);
      } finally {
        await Promise.all([subscriber.close(), publisher.close()]);
      }
    });

    it('runs each periodic job on one instance', async () => {
      const leases = async () =>
        Promise.all(
          servers.map(
            async (server) =>
              ((await call(server.url, 'GET', '/readyz')).json as { leases: string[] }).leases,
          ),
        );
      await expect
        .poll(async () => (await leases()).flat().filter((lease) => lease === 'job:relay expiry').length)
        .toBe(1);
      const [first = [], second = []] = await leases();
      expect(first.filter((lease) => second.includes(lease))).toEqual([]);
      const ready = await call(servers[0]!.url, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json).toMatchObject({ ready: true, status: 'ready' });
      expect(JSON.stringify(ready.json)).not.toContain('postgres://');
    });

    it('a stopping instance goes unready, asks its relay clients to reconnect, and hands its leases over', async () => {
      const leaving = await startServer({
        host: '127.0.0.1',
        port: 0,
        logLevel: 'silent',
        databaseUrl: testDb.database.location,
        ...(redis ? { redisUrl: redis.url } : {}),
        shutdown: { drainDelayMs: 1_500 },
      });
      const client = await connectRelay(leaving.url, { projectId: project });
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      const stopping = leaving.close();
      await expect.poll(async () => (await call(leaving.url, 'GET', '/readyz')).status).toBe(503);
      expect((await call(leaving.url, 'GET', '/readyz')).json).toMatchObject({ status: 'stopping' });
      expect(await closed).toEqual({
        code: SERVICE_RESTART_CLOSE.code,
        reason: SERVICE_RESTART_CLOSE.reason,
      });
      await stopping;
      // Its session is gone, and every lease with it.
      const admin = new pg.Client({ connectionString: testDb.database.location });
      await admin.connect();
      const { rows } = await admin.query(
        `select count(*)::int as held from pg_locks where locktype = 'advisory' and classid = 7002 and granted`,
      );
      await admin.end();
      const heldByOthers = (
        await Promise.all(
          servers.map(
            async (server) =>
              ((await call(server.url, 'GET', '/readyz')).json as { leases: string[] }).leases,
          ),
        )
      ).flat().length;
      expect(rows[0]?.held).toBe(heldByOthers);
    });
  });
}
