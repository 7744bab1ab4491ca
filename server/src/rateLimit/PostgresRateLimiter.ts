// Token buckets in PostgreSQL, shared by every instance on the database (without Redis): one call of
// gangway_take_tokens_many (db/batchedBudgetsMigration.ts) checks and spends a batch of requests' budgets
// (TakeBatcher.ts), each request's at once and in order, on the database's clock. Slower than Redis (each project's
// bucket is a row every batch of the project locks), but exact.
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { type RateLimiter, sharedRateLimiter } from './RateLimiter.ts';
import { flattenTakes } from './TakeBatcher.ts';

export function postgresRateLimiter(database: GangwayDatabase): RateLimiter {
  return sharedRateLimiter(async (takes) => {
    const flat = flattenTakes(takes);
    const { rows } = await sql<{ retries: number[] }>`
      select gangway_take_tokens_many(
        ${flat.keys}::text[],
        ${flat.keyBursts}::float8[],
        ${flat.entryKeys}::int[],
        ${flat.rates}::float8[],
        ${flat.bursts}::float8[],
        ${flat.sizes}::int[],
        ${flat.costs}::float8[],
        ${flat.debits}::boolean[]
      ) as retries`.execute(database.db);
    return (rows[0]?.retries ?? []).map(Number);
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
