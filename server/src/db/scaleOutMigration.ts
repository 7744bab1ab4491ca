// What several instances on one PostgreSQL share without Redis: the token buckets of the request budgets and the
// counters of amounts held (postgresRateLimiter, PostgresCounterStore), each one function call a request so that the
// check and the spend are one atomic step, timed by the database's clock (instances' clocks may differ). PGlite gets
// the same tables and functions, unused: one schema for both.
import { type Kysely, sql } from 'kysely';

export async function createSharedBudgetTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budget_buckets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tokens', 'float8', (c) => c.notNull())
    .addColumn('updated_at', 'float8', (c) => c.notNull())
    /** When the bucket is full again: past it the row says nothing a missing row does not (it is deleted). */
    .addColumn('full_at', 'float8', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('budget_buckets_full_at').on('budget_buckets').column('full_at').execute();
  await db.schema
    .createTable('budget_counters')
    .addColumn('key', 'text', (c) => c.notNull())
    /** The end of the expiry bucket (Unix ms, the database's clock) the amounts are held until. */
    .addColumn('ends_at', 'float8', (c) => c.notNull())
    .addColumn('amount', 'float8', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_counters_pk', ['key', 'ends_at'])
    .execute();
  await db.schema.createIndex('budget_counters_ends_at').on('budget_counters').column('ends_at').execute();

  // Takes `cost` from every bucket or from none (answers the milliseconds until all would have it; 0 when taken),
  // or with `debit` from every bucket, at most one burst into debt. Rows are locked in key order: no deadlocks.
  await sql`
    create function gangway_take_tokens(keys text[], rates float8[], bursts float8[], cost float8, debit boolean)
    returns float8 language plpgsql as $$
    declare
      now_ms float8 := extract(epoch from clock_timestamp()) * 1000;
      levels float8[] := array_fill(0::float8, array[array_length(keys, 1)]);
      retry float8 := 0;
      row record;
      i int;
      left_over float8;
    begin
      insert into budget_buckets (key, tokens, updated_at, full_at)
        select k, b, now_ms, now_ms from unnest(keys, bursts) as input(k, b) order by k
        on conflict (key) do nothing;
      for row in
        select key, tokens, updated_at from budget_buckets where key = any(keys) order by key for update
      loop
        i := array_position(keys, row.key);
        levels[i] := least(bursts[i], row.tokens + greatest(0, now_ms - row.updated_at) / 1000 * rates[i]);
        if not debit and levels[i] < cost then
          retry := greatest(retry, ceil((cost - levels[i]) / rates[i] * 1000));
        end if;
      end loop;
      if retry > 0 then return retry; end if;
      for i in 1 .. array_length(keys, 1) loop
        left_over := levels[i] - cost;
        if debit then left_over := greatest(-bursts[i], left_over); end if;
        update budget_buckets
          set tokens = left_over, updated_at = now_ms,
            full_at = now_ms + (bursts[i] - left_over) / rates[i] * 1000
          where key = keys[i];
      end loop;
      return 0;
    end $$`.execute(db);

  // Adds `amount` to every counter or to none (null when one would pass its max), held until the end of the expiry
  // bucket of now + ttl_ms (about 1/64 of the time left wide, a second at least: the rows a key keeps stay few);
  // answers the bucket end. Each key is locked for the transaction, in key order.
  await sql`
    create function gangway_add_to_counters(keys text[], maxes float8[], amount float8, ttl_ms float8)
    returns float8 language plpgsql as $$
    declare
      now_ms float8 := extract(epoch from clock_timestamp()) * 1000;
      width float8 := greatest(1000, power(2, ceil(ln(greatest(1, ttl_ms) / 64) / ln(2))));
      bucket_end float8 := ceil((now_ms + ttl_ms) / width) * width;
      sorted text[];
      k text;
      i int;
    begin
      select array_agg(x order by x) into sorted from unnest(keys) as x;
      foreach k in array sorted loop
        perform pg_advisory_xact_lock(7001, hashtext(k));
      end loop;
      delete from budget_counters where key = any(keys) and ends_at <= now_ms;
      for i in 1 .. array_length(keys, 1) loop
        if coalesce((select sum(c.amount) from budget_counters c where c.key = keys[i]), 0) + amount > maxes[i] then
          return null;
        end if;
      end loop;
      if amount > 0 and ttl_ms > 0 then
        insert into budget_counters (key, ends_at, amount)
          select x, bucket_end, amount from unnest(keys) as x
          on conflict (key, ends_at) do update set amount = budget_counters.amount + excluded.amount;
      end if;
      return bucket_end;
    end $$`.execute(db);
}
