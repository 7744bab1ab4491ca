// What one relay request is counted against: the project's relay budget, its client IP's share of it, and its
// connection's own. A client mints as many keys (JWT issuers) and connections as it likes, but not IPs.
import type { RateLimit } from '../projects/project.ts';
import { clientBudgets } from './clientBudgets.ts';
import type { Budget } from './RateLimiter.ts';

/** Message bytes one token pays for, in a fetch answer or in what a subscribe pushes. */
export const RELAY_BYTES_PER_TOKEN = 64 * 1024;

export interface RelayBudgets {
  /** What a request spends: the project's, its IP's and its connection's. */
  request: Budget[];
  /**
   * What the bytes it was sent cost, once known: its IP's and its connection's only, so that a client's debt never
   * falls on the project's other clients.
   */
  client: Budget[];
}

export function relayBudgets(
  projectId: string,
  projectLimit: RateLimit,
  clientKey: string,
  connection: { id: string; limit: RateLimit },
): RelayBudgets {
  const [project, ip] = clientBudgets('relay', projectId, projectLimit, clientKey) as [Budget, Budget];
  const own = { key: `relay|${projectId}|connection|${connection.id}`, limit: connection.limit };
  return { request: [project, ip, own], client: [ip, own] };
}

/** Relay connections open at once from one IP, across projects. */
export const relayConnectionCounter = (clientKey: string, max: number) => ({
  key: `relay-connections|ip|${clientKey}`,
  max,
});
