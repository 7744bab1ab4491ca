// The budgets one request spends: its project's, and its client's under it (by IP, and by Origin, with
// requests without an Origin sharing one smaller budget), so one client cannot spend a whole project.
import type { RateLimit } from '../projects/project.ts';
import type { Budget } from './RateLimiter.ts';

/** Shares of the project's limit. Requests without Origin (scripts, servers, <img>) cannot be told apart. */
export const CLIENT_SHARES = { ip: 0.2, origin: 0.5, noOrigin: 0.1 } as const;
/** Analytics events have a budget of their own: this share of the project's limit, with client shares under it. */
export const ANALYTICS_SHARE = 0.2;
/** A client's budget never drops below this (nor above the project's). */
const MIN_CLIENT_LIMIT: RateLimit = { perSecond: 1, burst: 10 };

/** What a request is counted against: 'api' for every public route, 'analytics' for events on top. */
export type BudgetScope = 'api' | 'analytics';

export interface Client {
  ip: string;
  /** The request's Origin header, already checked against the project's allowed origins. */
  origin: string | undefined;
}

export function shareOf(limit: RateLimit, share: number): RateLimit {
  return {
    perSecond: Math.min(limit.perSecond, Math.max(MIN_CLIENT_LIMIT.perSecond, limit.perSecond * share)),
    burst: Math.min(limit.burst, Math.max(MIN_CLIENT_LIMIT.burst, Math.ceil(limit.burst * share))),
  };
}

export function clientBudgets(
  scope: BudgetScope,
  projectId: string,
  limit: RateLimit,
  client: Client,
): Budget[] {
  const prefix = `${scope}|${projectId}`;
  return [
    { key: prefix, limit },
    { key: `${prefix}|ip|${client.ip}`, limit: shareOf(limit, CLIENT_SHARES.ip) },
    client.origin === undefined
      ? { key: `${prefix}|no-origin`, limit: shareOf(limit, CLIENT_SHARES.noOrigin) }
      : { key: `${prefix}|origin|${client.origin}`, limit: shareOf(limit, CLIENT_SHARES.origin) },
  ];
}
