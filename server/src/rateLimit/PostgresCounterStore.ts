// CounterStore in PostgreSQL, shared by every instance on the database (without Redis): one call of
// gangway_add_to_counters (db/scaleOutMigration.ts) checks and adds under a lock of each key, on the database's clock;
// a release takes the amount back from the bucket it went to. Expired rows are deleted as their keys are touched and
// by the budget clean-up job.
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { Counter, CounterStore, Hold } from './CounterStore.ts';

/** A max PostgreSQL's float8 takes for "no limit" (the mailbox's count at start). */
const UNLIMITED = 1e300;

export class PostgresCounterStore implements CounterStore {
  constructor(
    private readonly database: GangwayDatabase,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async add(counters: readonly Counter[], amount: number, expiresAt: number): Promise<Hold | null> {
    if (counters.length === 0) return { release: () => {} };
    const keys = counters.map((counter) => counter.key);
    const ttlMs = Math.max(0, expiresAt - this.now());
    const { rows } = await sql<{ ends_at: number | null }>`
      select gangway_add_to_counters(
        ${keys}::text[],
        ${counters.map((counter) => (Number.isFinite(counter.max) ? counter.max : UNLIMITED))}::float8[],
        ${amount}::float8,
        ${ttlMs}::float8
      ) as ends_at`.execute(this.database.db);
    const endsAt = rows[0]?.ends_at;
    if (endsAt === null || endsAt === undefined) return null;
    if (amount <= 0 || ttlMs <= 0) return { release: () => {} };
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        void this.#release(keys, Number(endsAt), amount).catch(this.onError);
      },
    };
  }

  async #release(keys: readonly string[], endsAt: number, amount: number): Promise<void> {
    const held = sql`key = any(${keys}::text[]) and ends_at = ${endsAt}::float8`;
    await sql`update budget_counters set amount = amount - ${amount}::float8 where ${held}`.execute(
      this.database.db,
    );
    await sql`delete from budget_counters where ${held} and amount <= 0`.execute(this.database.db);
  }
}
