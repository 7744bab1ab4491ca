// Token buckets in Redis, shared by every instance: one Lua script a request checks and spends every budget at once
// (Redis runs a script alone), on Redis's clock (instances' clocks may differ). A bucket's key expires when it would
// be full again, so idle clients cost no memory: a missing key is a full bucket.
import type { Redis } from 'ioredis';
import { redisScript } from '../cluster/redis.ts';
import { type RateLimiter, sharedRateLimiter } from './RateLimiter.ts';

const takeTokens = redisScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local cost = tonumber(ARGV[1])
local debit = ARGV[2] == '1'
local levels = {}
local retry = 0
for i, key in ipairs(KEYS) do
  local rate = tonumber(ARGV[1 + 2 * i])
  local burst = tonumber(ARGV[2 + 2 * i])
  local state = redis.call('HMGET', key, 't', 'u')
  local level = burst
  if state[1] then
    level = math.min(burst, tonumber(state[1]) + math.max(0, now - tonumber(state[2])) / 1000 * rate)
  end
  levels[i] = level
  if not debit and level < cost then
    retry = math.max(retry, math.ceil((cost - level) / rate * 1000))
  end
end
if retry > 0 then return retry end
for i, key in ipairs(KEYS) do
  local rate = tonumber(ARGV[1 + 2 * i])
  local burst = tonumber(ARGV[2 + 2 * i])
  local left = levels[i] - cost
  if debit then left = math.max(-burst, left) end
  redis.call('HSET', key, 't', string.format('%.6f', left), 'u', now)
  redis.call('PEXPIRE', key, math.ceil((burst - left) / rate * 1000) + 1000)
end
return 0`);

const KEY_PREFIX = 'budget:';

export function redisRateLimiter(redis: Redis): RateLimiter {
  return sharedRateLimiter(async (budgets, cost, debit) =>
    Number(
      await takeTokens(
        redis,
        budgets.map((budget) => KEY_PREFIX + budget.key),
        [
          cost,
          debit ? '1' : '0',
          ...budgets.flatMap((budget) => [budget.limit.perSecond, budget.limit.burst]),
        ],
      ),
    ),
  );
}
