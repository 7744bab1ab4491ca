// The login service's budgets, each per project and per client IP: mail sent, codes tried, social and Farcaster logins, session
// calls (user, keys, unlock, sign-out) and frame page loads. Mail also per inbox (+tags folded, across projects, so
// nobody can mail-bomb one inbox through tags or projects) and per domain.
import type { EmbeddedLimits, WindowLimit } from '../config/embeddedConfig.ts';
import { rateLimited } from '../errors/ApiError.ts';
import type { RateLimit } from '../projects/project.ts';
import type { Budget, RateLimiter } from '../rateLimit/RateLimiter.ts';
import { mailboxOf } from './mail/mailbox.ts';

export type EmbeddedScope = 'mail' | 'otp' | 'social' | 'farcaster' | 'session' | 'frame';

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

/** The client's budget of `scope` before its project is known (the social callback names only its state). */
export function ipBudget(limits: EmbeddedLimits, scope: EmbeddedScope, ip: string): Budget[] {
  return [{ key: `embedded-${scope}|ip|${ip}`, limit: rateOf(limits[`${scope}PerIp`]) }];
}

/** Mail to `email`: its inbox's budget and its domain's, across projects. */
export function addressBudget(limits: EmbeddedLimits, email: string): Budget[] {
  const mailbox = mailboxOf(email);
  return [
    { key: `embedded-mail|address|${mailbox.address}`, limit: rateOf(limits.mailPerAddress) },
    { key: `embedded-mail|domain|${mailbox.domain}`, limit: rateOf(limits.mailPerDomain) },
  ];
}

export async function spend(limiter: RateLimiter, budgets: readonly Budget[]): Promise<void> {
  const decision = await limiter.consume(budgets);
  if (!decision.allowed) throw rateLimited(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
}
