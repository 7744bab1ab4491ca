// Who the chains' paymasters sponsor (ERC-7677 through the RPC proxy): a project's sponsorship says on which chains and
// how many user operations an hour; each client (by IP, clientKey.ts) gets a small share of that, so one visitor
// cannot spend the project's sponsorship, and a project cannot spend more than the operator gave it.
import type { Budget } from '../rateLimit/RateLimiter.ts';
import type { Sponsorship } from './project.ts';

/** A project the operator did not configure: every chain with a paymaster, this many operations an hour. */
export const DEFAULT_SPONSORSHIP: Sponsorship = { networks: 'all', operationsPerHour: 1_000 };
/** A client's share of its project's sponsored operations an hour (at least one). */
export const SPONSORED_CLIENT_SHARE = 0.05;
const SECONDS_PER_HOUR = 3_600;

/** The ERC-7677 call that signs a sponsorship: one per sponsored user operation, so the one counted. */
export const SPONSORING_METHOD = 'pm_getPaymasterData';
export const PAYMASTER_METHODS: ReadonlySet<string> = new Set(['pm_getPaymasterStubData', SPONSORING_METHOD]);

/** Whether the project's user operations on `chainId` (a chain with a paymasterUrl) are sponsored. */
export function sponsors(sponsorship: Sponsorship, chainId: string): boolean {
  if (sponsorship.operationsPerHour <= 0) return false;
  return sponsorship.networks === 'all' || sponsorship.networks.includes(chainId);
}

/** The project's hourly budget of sponsored operations and its client's share under it. */
export function sponsorshipBudgets(projectId: string, sponsorship: Sponsorship, clientKey: string): Budget[] {
  const perHour = sponsorship.operationsPerHour;
  const clientBurst = Math.max(1, Math.floor(perHour * SPONSORED_CLIENT_SHARE));
  const key = `sponsorship|${projectId}`;
  return [
    { key, limit: { perSecond: perHour / SECONDS_PER_HOUR, burst: perHour } },
    {
      key: `${key}|ip|${clientKey}`,
      limit: { perSecond: clientBurst / SECONDS_PER_HOUR, burst: clientBurst },
    },
  ];
}
