// The budgets one request spends: its project's, and its client's under it, so one client cannot spend a whole
// project. The client is its IP address (clientKey.ts: IPv6 by /64), never its Origin header: a script sends
// whatever Origin it likes, so a bucket per Origin is one that three forging IPs can empty for every real visitor.
import type { RateLimit } from '../projects/project.ts';
import type { Budget } from './RateLimiter.ts';

/** A client's share of the project's limit. */
export const CLIENT_SHARE = 0.2;
/** Analytics events have a budget of their own: this share of the project's limit, with client shares under it. */
export const ANALYTICS_SHARE = 0.2;
/** A client's budget never drops below this (nor above the project's). */
const MIN_CLIENT_LIMIT: RateLimit = { perSecond: 1, burst: 10 };

/** What a request is counted against: 'api' for every public route, 'analytics' for events, 'relay' for relay requests. */
export type BudgetScope = 'api' | 'analytics' | 'relay';

export function shareOf(limit: RateLimit, share: number): RateLimit {
  return {
    perSecond: Math.min(limit.perSecond, Math.max(MIN_CLIENT_LIMIT.perSecond, limit.perSecond * share)),
    burst: Math.min(limit.burst, Math.max(MIN_CLIENT_LIMIT.burst, Math.ceil(limit.burst * share))),
  };
}

/** The project's budget of `scope` and its client's (`clientKey`: requestClientKey's) under it. */
export function clientBudgets(
  scope: BudgetScope,
  projectId: string,
  limit: RateLimit,
  clientKey: string,
): Budget[] {
  const prefix = `${scope}|${projectId}`;
  return [
    { key: prefix, limit },
    { key: `${prefix}|ip|${clientKey}`, limit: shareOf(limit, CLIENT_SHARE) },
  ];
}
