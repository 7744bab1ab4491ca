// In-flight RPC proxy requests allowed per project and per client IP of a project.
import type { ConcurrencySlot } from './ConcurrencyLimiter.ts';

export const RPC_IN_FLIGHT = { project: 8, client: 4 } as const;

export function rpcSlots(projectId: string, ip: string): ConcurrencySlot[] {
  return [
    { key: `rpc|${projectId}`, max: RPC_IN_FLIGHT.project },
    { key: `rpc|${projectId}|ip|${ip}`, max: RPC_IN_FLIGHT.client },
  ];
}
