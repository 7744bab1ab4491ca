// The login service's budgets, each per project and per client IP: mail sent (and per address across projects,
// so nobody can mail-bomb one inbox through many projects), codes tried, social logins started and polled.
import type { EmbeddedLimits, WindowLimit } from '../config/embeddedConfig.ts';
import { rateLimited } from '../errors/ApiError.ts';
import type { RateLimit } from '../projects/project.ts';
import type { Budget, RateLimiter } from '../rateLimit/RateLimiter.ts';

export type EmbeddedScope = 'mail' | 'otp' | 'social';

const rateOf = (limit: WindowLimit): RateLimit => ({
  perSecond: limit.max / limit.perSeconds,
  burst: limit.max,
});

export function clientBudgets(
  limits: EmbeddedLimits,
  scope: EmbeddedScope,
  projectId: string,
  ip: string,
): Budget[] {
  const prefix = `embedded-${scope}|${projectId}`;
  return [
    { key: prefix, limit: rateOf(limits[`${scope}PerProject`]) },
    { key: `${prefix}|ip|${ip}`, limit: rateOf(limits[`${scope}PerIp`]) },
  ];
}

export function addressBudget(limits: EmbeddedLimits, email: string): Budget[] {
  return [{ key: `embedded-mail|address|${email}`, limit: rateOf(limits.mailPerAddress) }];
}

export async function spend(limiter: RateLimiter, budgets: readonly Budget[]): Promise<void> {
  const decision = await limiter.consume(budgets);
  if (!decision.allowed) throw rateLimited(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
}
