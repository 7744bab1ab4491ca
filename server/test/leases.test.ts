// PostgreSQL leases as two instances see them: a follower tries every lease it lacks in one statement (a query per
// lease each try, before), and takes a lease given back at once, told on the lease channel, with its own periodic
// tries stopped (fake setInterval): the hand-over of a graceful stop does not wait for them.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, type MockInstance, vi } from 'vitest';
import { type LeasedWork, PostgresLeases } from '../src/jobs/leases.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';

const postgresUrl = inject('postgresUrl');
const NAMES = [
  'indexer:eip155:1',
  'indexer:eip155:8453',
  'job:relay expiry',
  'job:retention',
  'relay bridge',
];

function work(): LeasedWork & { running: boolean } {
  return {
    running: false,
    start() {
      this.running = true;
    },
    async stop() {
      this.running = false;
    },
  };
}

const tries = (query: MockInstance<pg.Client['query']>) =>
  query.mock.calls.filter(([text]) => String(text).includes('pg_try_advisory_lock'));

/** Not expect.poll: it moves fake timers on, which would run the follower's periodic try. */
async function until(done: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !done() && Date.now() < deadline; )
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(!postgresUrl)('PostgreSQL leases', () => {
  let testDb: TestDatabase;
  const opened: PostgresLeases[] = [];
  const log = { warn: () => {} };
  const leases = () => {
    const made = new PostgresLeases(testDb.database.location, log);
    opened.push(made);
    return made;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
  });

  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await Promise.all(opened.splice(0).map((each) => each.close()));
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  it('tries every lease a follower lacks in one statement', async () => {
    const leader = leases();
    for (const name of NAMES) leader.lead(name, work());
    await expect.poll(() => leader.held().length).toBe(NAMES.length);
    const follower = leases();
    for (const name of NAMES) follower.lead(name, work());
    await follower.poll();
    const query = vi.spyOn(pg.Client.prototype, 'query');
    await follower.poll();
    expect(tries(query)).toHaveLength(1);
    expect(follower.held()).toEqual([]);
  });

  it('takes a lease given back at once, without waiting for its next try', async () => {
    const leader = leases();
    const giveBack = leader.lead('job:hand-over', work());
    await expect.poll(() => leader.held()).toEqual(['job:hand-over']);
    // The follower's periodic tries never come: only the leader's word can make it try again.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const follower = leases();
    const following = work();
    follower.lead('job:hand-over', following);
    await follower.poll();
    // Its first try is over (refused) before the lease is given back.
    await until(() => tries(query).length > 0);
    await Promise.allSettled(query.mock.results.map((result) => result.value));
    expect(following.running).toBe(false);
    await giveBack();
    await until(() => following.running);
    expect(following.running).toBe(true);
    expect(follower.held()).toEqual(['job:hand-over']);
  });
});
