// The RPC proxy's check of ERC-7677 paymaster calls (projects/sponsorship.ts): refused unless the project's
// sponsorship covers the chain, and each pm_getPaymasterData (one per sponsored user operation) spends the project's
// and the client's hourly budget of sponsored operations. Shared across instances through the limiter.

import { ApiError, forbidden } from '../../errors/ApiError.ts';
import type { ActiveProject } from '../../projects/projectCache.ts';
import {
  PAYMASTER_METHODS,
  SPONSORING_METHOD,
  sponsors,
  sponsorshipBudgets,
} from '../../projects/sponsorship.ts';
import type { RateLimiter } from '../../rateLimit/RateLimiter.ts';

export async function checkSponsorship(
  limiter: RateLimiter,
  project: ActiveProject,
  chainId: string,
  clientKey: string,
  methods: readonly string[],
): Promise<void> {
  if (!methods.some((method) => PAYMASTER_METHODS.has(method))) return;
  if (!sponsors(project.sponsorship, chainId))
    throw forbidden('FORBIDDEN', `Project ${project.id} has no sponsored user operations on ${chainId}`);
  const sponsored = methods.filter((method) => method === SPONSORING_METHOD).length;
  if (sponsored === 0) return;
  const decision = await limiter.consume(
    sponsorshipBudgets(project.id, project.sponsorship, clientKey),
    sponsored,
  );
  if (!decision.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    throw new ApiError(
      429,
      'RATE_LIMITED',
      `Sponsored user operations of project ${project.id} reached their hourly budget; retry after ${retryAfterSeconds} s`,
      { retryAfterSeconds },
    );
  }
}
