// What one relay publish is counted against: its project's limit and its client's (the JWT identity).
import type { RateLimit } from '../projects/project.ts';
import type { Budget } from './RateLimiter.ts';

export function relayPublishBudgets(
  projectId: string,
  projectLimit: RateLimit,
  clientId: string,
  clientLimit: RateLimit,
): Budget[] {
  return [
    { key: `relay|${projectId}`, limit: projectLimit },
    { key: `relay|${projectId}|client|${clientId}`, limit: clientLimit },
  ];
}
