// The token buckets' step over a batch of requests (rateLimit/TakeBatcher.ts): one call a round trip of an instance
// instead of one a request, each bucket row locked once for the batch. gangway_take_tokens (0009) stays for instances
// of the previous version while a deployment rolls over.
import { type Kysely, sql } from 'kysely';

export async function createBatchedTakeTokens(db: Kysely<unknown>): Promise<void> {
  // keys: the batch's distinct buckets, sorted (rows are locked in this order: no deadlocks), key_bursts a new
  // bucket's level; per budget of every take, in order: entry_keys (1-based index in keys), rates, bursts; per take:
  // sizes (its number of budgets), costs, debits. Each take is applied after the ones before it, as gangway_take_tokens
  // would one call at a time: from every budget of its own or from none (a debit from every one, at most one burst
  // into debt). Answers per take 0, or the milliseconds until all its budgets would have the cost.
  await sql`
    create function gangway_take_tokens_many(
      keys text[], key_bursts float8[], entry_keys int[], rates float8[], bursts float8[],
      sizes int[], costs float8[], debits boolean[]
    ) returns float8[] language plpgsql as $$
    declare
      now_ms float8 := extract(epoch from clock_timestamp()) * 1000;
      key_count int := array_length(keys, 1);
      levels float8[] := array_fill(null::float8, array[key_count]);
      written_rates float8[] := array_fill(null::float8, array[key_count]);
      written_bursts float8[] := array_fill(null::float8, array[key_count]);
      entry_levels float8[] := array_fill(null::float8, array[array_length(entry_keys, 1)]);
      retries float8[] := '{}';
      bucket record;
      first int := 1;
      retry float8;
      left_over float8;
      t int;
      j int;
      k int;
    begin
      insert into budget_buckets (key, tokens, updated_at, full_at)
        select input.k, input.b, now_ms, now_ms from unnest(keys, key_bursts) as input(k, b) order by input.k
        on conflict (key) do nothing;
      for bucket in
        select key, tokens, updated_at from budget_buckets where key = any(keys) order by key for update
      loop
        k := array_position(keys, bucket.key);
        -- Refilled by the first budget naming the key (every take of the batch sees the same clock).
        j := array_position(entry_keys, k);
        levels[k] := bucket.tokens + greatest(0, now_ms - bucket.updated_at) / 1000 * rates[j];
      end loop;
      for t in 1 .. array_length(sizes, 1) loop
        retry := 0;
        for j in first .. first + sizes[t] - 1 loop
          entry_levels[j] := least(bursts[j], levels[entry_keys[j]]);
          if not debits[t] and entry_levels[j] < costs[t] then
            retry := greatest(retry, ceil((costs[t] - entry_levels[j]) / rates[j] * 1000));
          end if;
        end loop;
        if retry = 0 then
          for j in first .. first + sizes[t] - 1 loop
            k := entry_keys[j];
            left_over := entry_levels[j] - costs[t];
            if debits[t] then left_over := greatest(-bursts[j], left_over); end if;
            levels[k] := left_over;
            written_rates[k] := rates[j];
            written_bursts[k] := bursts[j];
          end loop;
        end if;
        retries := retries || retry;
        first := first + sizes[t];
      end loop;
      for k in 1 .. key_count loop
        if written_rates[k] is not null then
          update budget_buckets
            set tokens = levels[k], updated_at = now_ms,
              full_at = now_ms + (written_bursts[k] - levels[k]) / written_rates[k] * 1000
            where key = keys[k];
        end if;
      end loop;
      return retries;
    end $$`.execute(db);
}
