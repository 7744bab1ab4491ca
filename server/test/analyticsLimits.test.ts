// Analytics storage is bounded: a project's quota (events and bytes) refuses events past it without storing
// them, and the retention job deletes events older than the retention period.

import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deleteExpiredEvents } from '../src/analytics/analyticsRetention.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const ORIGIN = 'https://app.example.com';
const MAX_EVENTS = 5;

let testDb: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  testDb = await openTestDatabase('pglite');
  server = await startTestServer(testDb.database, {
    analytics: { maxEventsPerProject: MAX_EVENTS, maxBytesPerProject: 4_000, retentionDays: 30 },
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

const send = (eventId: string, padding = 0) =>
  call(server.url, 'POST', '/e', {
    query: { projectId: project },
    headers: { origin: ORIGIN },
    body: {
      eventId,
      url: `${ORIGIN}/`,
      domain: 'app.example.com',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { padding: 'x'.repeat(padding) } },
    },
  });
const storedCount = async () =>
  (
    await testDb.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('project_id', '=', project)
      .execute()
  ).length;

it('refuses events over the project quota of events, and stores none of them', async () => {
  for (let i = 0; i < MAX_EVENTS; i++) expect((await send(`e${i}`)).status).toBe(202);
  const over = await send('over');
  expect(over.status).toBe(429);
  expect(over.json).toMatchObject({ code: 'RATE_LIMITED' });
  expect(await storedCount()).toBe(MAX_EVENTS);
});

it('refuses events over the project quota of bytes', async () => {
  expect((await send('big-1', 1_500)).status).toBe(202);
  expect((await send('big-2', 1_500)).status).toBe(202);
  expect((await send('big-3', 1_500)).status).toBe(429);
  expect(await storedCount()).toBe(2);
});

it('deletes events older than the retention period', async () => {
  expect((await send('old')).status).toBe(202);
  expect((await send('new')).status).toBe(202);
  await sql`update analytics_events set received_at = now() - interval '31 days' where event_id = 'old'`.execute(
    testDb.database.db,
  );
  expect(await deleteExpiredEvents(testDb.database, 30)).toBe(1);
  const left = await testDb.database.db
    .selectFrom('analytics_events')
    .select('event_id')
    .where('project_id', '=', project)
    .execute();
  expect(left.map((row) => row.event_id)).toEqual(['new']);
});
