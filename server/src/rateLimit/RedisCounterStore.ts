// CounterStore in Redis, shared by every instance. A counter is a hash: expiry bucket end (Unix ms, Redis's clock)
// → amount, with buckets about 1/64 of the time left wide (a second at least) and at most MAX_BUCKETS of them, as in
// MemoryCounterStore; one Lua script checks and adds to every counter at once, and the key expires with its last
// bucket, so a hold of an instance that died goes at its expiry.
import type { Redis } from 'ioredis';
import { redisScript } from '../cluster/redis.ts';
import type { Counter, CounterStore, Hold } from './CounterStore.ts';

const MAX_BUCKETS = 128;
/** A max Lua's numbers take for "no limit" (the mailbox's count at start). */
const UNLIMITED = 1e300;
const KEY_PREFIX = 'counter:';

const addToCounters = redisScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local amount = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local maxBuckets = tonumber(ARGV[3])
local ends = {}
for i, key in ipairs(KEYS) do
  local fields = redis.call('HGETALL', key)
  local total = 0
  local live = {}
  for j = 1, #fields, 2 do
    local bucketEnd = tonumber(fields[j])
    if bucketEnd <= now then
      redis.call('HDEL', key, fields[j])
    else
      total = total + tonumber(fields[j + 1])
      live[#live + 1] = bucketEnd
    end
  end
  if total + amount > tonumber(ARGV[3 + i]) then return false end
  ends[i] = live
end
if amount <= 0 or ttl <= 0 then return {} end
local width = math.max(1000, 2 ^ math.ceil(math.log(math.max(1, ttl) / 64) / math.log(2)))
local target = math.ceil((now + ttl) / width) * width
local placed = {}
for i, key in ipairs(KEYS) do
  local live = ends[i]
  table.sort(live)
  local bucketEnd = target
  if redis.call('HEXISTS', key, tostring(target)) == 0 and #live >= maxBuckets then
    bucketEnd = nil
    for _, e in ipairs(live) do
      if e >= target then bucketEnd = e break end
    end
    if bucketEnd == nil then
      -- Past every bucket: the last one is held until this end instead (later than asked, never earlier).
      local last = live[#live]
      local moved = redis.call('HGET', key, tostring(last))
      redis.call('HDEL', key, tostring(last))
      redis.call('HINCRBYFLOAT', key, tostring(target), moved)
      bucketEnd = target
    end
  end
  redis.call('HINCRBYFLOAT', key, tostring(bucketEnd), amount)
  local expiry = redis.call('PTTL', key)
  if expiry < bucketEnd - now then redis.call('PEXPIRE', key, bucketEnd - now + 1000) end
  placed[i] = tostring(bucketEnd)
end
return placed`);

const releaseFromCounters = redisScript(`
local amount = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local field = ARGV[1 + i]
  local held = redis.call('HGET', key, field)
  if held then
    if tonumber(held) - amount <= 0 then
      redis.call('HDEL', key, field)
    else
      redis.call('HINCRBYFLOAT', key, field, -amount)
    end
  end
end
return 0`);

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async add(counters: readonly Counter[], amount: number, expiresAt: number): Promise<Hold | null> {
    if (counters.length === 0) return { release: () => {} };
    const keys = counters.map((counter) => KEY_PREFIX + counter.key);
    const ttlMs = Math.max(0, Math.ceil(expiresAt - this.now()));
    const placed = await addToCounters(this.redis, keys, [
      amount,
      ttlMs,
      MAX_BUCKETS,
      ...counters.map((counter) => (Number.isFinite(counter.max) ? counter.max : UNLIMITED)),
    ]);
    if (placed === null) return null;
    const ends = placed as string[];
    if (ends.length === 0) return { release: () => {} };
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        releaseFromCounters(this.redis, keys, [amount, ...ends]).catch(this.onError);
      },
    };
  }
}
