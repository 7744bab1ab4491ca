// Token buckets in Redis, shared by every instance: one Lua script checks and spends a batch of requests' budgets
// (TakeBatcher.ts), each request's at once and in order (Redis runs a script alone), on Redis's clock (instances'
// clocks may differ). A bucket's key expires when it would be full again, so idle clients cost no memory: a missing
// key is a full bucket.
import type { Redis } from 'ioredis';
import { redisScript } from '../cluster/redis.ts';
import { type RateLimiter, sharedRateLimiter } from './RateLimiter.ts';
import { flattenTakes } from './TakeBatcher.ts';

// KEYS: the batch's distinct buckets. ARGV: the number of takes, then per take its cost, debit (1 or 0) and number of
// budgets, then per budget the index of its key, its rate and its burst. Answers per take 0 or the ms to wait.
const takeTokens = redisScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local levels = {}
local limits = {}
local function level(k, rate, burst)
  if levels[k] == nil then
    local state = redis.call('HMGET', KEYS[k], 't', 'u')
    levels[k] = burst
    if state[1] then
      levels[k] = tonumber(state[1]) + math.max(0, now - tonumber(state[2])) / 1000 * rate
    end
  end
  return math.min(burst, levels[k])
end
local retries = {}
local at = 2
for t = 1, tonumber(ARGV[1]) do
  local cost = tonumber(ARGV[at])
  local debit = ARGV[at + 1] == '1'
  local count = tonumber(ARGV[at + 2])
  at = at + 3
  local budgets = {}
  local retry = 0
  for j = 1, count do
    local k, rate, burst = tonumber(ARGV[at]), tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2])
    at = at + 3
    local current = level(k, rate, burst)
    budgets[j] = { k, rate, burst, current }
    if not debit and current < cost then
      retry = math.max(retry, math.ceil((cost - current) / rate * 1000))
    end
  end
  if retry == 0 then
    for _, budget in ipairs(budgets) do
      local left = budget[4] - cost
      if debit then left = math.max(-budget[3], left) end
      levels[budget[1]] = left
      limits[budget[1]] = budget
    end
  end
  retries[t] = retry
end
for k, budget in pairs(limits) do
  local left = levels[k]
  redis.call('HSET', KEYS[k], 't', string.format('%.6f', left), 'u', now)
  redis.call('PEXPIRE', KEYS[k], math.ceil((budget[3] - left) / budget[2] * 1000) + 1000)
end
return retries`);

const KEY_PREFIX = 'budget:';

export function redisRateLimiter(redis: Redis): RateLimiter {
  return sharedRateLimiter(async (takes) => {
    const flat = flattenTakes(takes, (budget) => KEY_PREFIX + budget.key);
    const args: (string | number)[] = [takes.length];
    let entry = 0;
    for (const [index, size] of flat.sizes.entries()) {
      args.push(flat.costs[index] ?? 0, flat.debits[index] ? '1' : '0', size);
      for (const end = entry + size; entry < end; entry++)
        args.push(flat.entryKeys[entry] ?? 0, flat.rates[entry] ?? 0, flat.bursts[entry] ?? 0);
    }
    const retries = (await takeTokens(redis, flat.keys, args)) as number[];
    return retries.map(Number);
  });
}
