// Token buckets in PostgreSQL, shared by every instance on the database (without Redis): one call of
// gangway_take_tokens a request (db/scaleOutMigration.ts) checks and spends every budget at once, on the database's
// clock. Slower than Redis (each project's bucket is a row every request of the project locks), but exact.
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { type RateLimiter, sharedRateLimiter } from './RateLimiter.ts';

export function postgresRateLimiter(database: GangwayDatabase): RateLimiter {
  return sharedRateLimiter(async (budgets, cost, debit) => {
    const { rows } = await sql<{ retry: number }>`
      select gangway_take_tokens(
        ${budgets.map((budget) => budget.key)}::text[],
        ${budgets.map((budget) => budget.limit.perSecond)}::float8[],
        ${budgets.map((budget) => budget.limit.burst)}::float8[],
        ${cost}::float8,
        ${debit}
      ) as retry`.execute(database.db);
    return Number(rows[0]?.retry ?? 0);
  });
}

/**
 * Deletes full buckets and expired amounts nobody touched since (a missing row is a full bucket, an empty counter):
 * the budget clean-up job. Answers how many rows went.
 */
export async function deleteIdleBudgetRows(database: GangwayDatabase): Promise<number> {
  const now = sql`extract(epoch from clock_timestamp()) * 1000`;
  const buckets = await sql`delete from budget_buckets where full_at <= ${now}`.execute(database.db);
  const counters = await sql`delete from budget_counters where ends_at <= ${now}`.execute(database.db);
  return Number(buckets.numAffectedRows ?? 0) + Number(counters.numAffectedRows ?? 0);
}
