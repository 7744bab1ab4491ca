// Analytics storage is bounded, and a script cannot keep a project's real events out: an event's props are capped
// (about 2 KB), each IP has a daily quota per project, a full project makes room by deleting its oldest events, and
// the retention job deletes events older than the retention period.

import { ANALYTICS_MAX_PROPS_BYTES } from '@gangway/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deleteExpiredEvents } from '../src/analytics/analyticsRetention.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const ORIGIN = 'https://app.example.com';
const MAX_EVENTS = 5;
const PER_IP_PER_DAY = 8;

let testDb: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  testDb = await openTestDatabase('pglite');
  server = await startTestServer(testDb.database, {
    trustProxy: TRUST_LOOPBACK_PROXY,
    analytics: {
      maxEventsPerProject: MAX_EVENTS,
      maxBytesPerProject: 4_000,
      maxEventsPerIpPerDay: PER_IP_PER_DAY,
      retentionDays: 30,
    },
  });
});

afterAll(async () => {
  await server?.close();
  await testDb?.dispose();
});

let project = '';
let count = 0;
beforeEach(async () => {
  project = `quota-${++count}`;
  await createProject(testDb.database, {
    id: project,
    allowedOrigins: parseAllowedOrigins([ORIGIN]),
    rateLimit: { perSecond: 10_000, burst: 10_000 },
  });
});

const send = (eventId: string, padding = 0, ip = `10.20.${count}.1`) =>
  call(server.url, 'POST', '/e', {
    query: { projectId: project },
    headers: { origin: ORIGIN, 'x-forwarded-for': ip },
    body: {
      eventId,
      url: `${ORIGIN}/`,
      domain: 'app.example.com',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { padding: 'x'.repeat(padding) } },
    },
  });
const stored = async () =>
  (
    await testDb.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('project_id', '=', project)
      .orderBy('received_at')
      .execute()
  ).map((row) => row.event_id);

it('makes room for new events by deleting the oldest when the project’s quota of events is full', async () => {
  for (let i = 0; i < MAX_EVENTS; i++) expect((await send(`e${i}`, 0, `10.21.0.${i}`)).status).toBe(202);
  // Before: 429 for every new event, for up to the retention period.
  const next = await send('next', 0, '10.21.1.1');
  expect(next.status).toBe(202);
  const kept = await stored();
  expect(kept).toHaveLength(MAX_EVENTS);
  expect(kept).toContain('next');
  expect(kept).not.toContain('e0');
});

it('makes room by bytes too', async () => {
  expect((await send('big-1', 1_500, '10.22.0.1')).status).toBe(202);
  expect((await send('big-2', 1_500, '10.22.0.2')).status).toBe(202);
  expect((await send('big-3', 1_500, '10.22.0.3')).status).toBe(202);
  expect(await stored()).toEqual(['big-2', 'big-3']);
});

it('refuses an event whose props pass the cap, naming props', async () => {
  // The review's events were about 45 KB.
  const big = await send('huge', 45_000);
  expect(big.status).toBe(413);
  const over = await send('over', ANALYTICS_MAX_PROPS_BYTES);
  expect(over.status).toBe(400);
  expect(over.json).toMatchObject({ code: 'BAD_REQUEST', field: 'props' });
  expect(await stored()).toEqual([]);
});

it('lets one IP send its daily quota of events per project, and others theirs', async () => {
  const statuses = [];
  for (let i = 0; i < PER_IP_PER_DAY + 2; i++)
    statuses.push((await send(`d${i}`, 0, '2001:db8:0:20::1')).status);
  expect(statuses.slice(0, PER_IP_PER_DAY)).toEqual(Array(PER_IP_PER_DAY).fill(202));
  expect(statuses.slice(PER_IP_PER_DAY)).toEqual([429, 429]);
  const refused = await send('same-64', 0, '2001:db8:0:20::2');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await send('other-ip', 0, '10.23.0.1')).status).toBe(202);
});

it('deletes events older than the retention period', async () => {
  expect((await send('old')).status).toBe(202);
  expect((await send('new')).status).toBe(202);
  await sql`update analytics_events set received_at = now() - interval '31 days' where event_id = 'old'`.execute(
    testDb.database.db,
  );
  expect(await deleteExpiredEvents(testDb.database, 30)).toBe(1);
  expect(await stored()).toEqual(['new']);
});
