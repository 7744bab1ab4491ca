// What one proxied upstream call (RPC or Esplora) holds and costs: a place in flight per project and per client
// (the client's share well below the project's, so a few IPs with slow calls cannot take every place), a brief
// wait for one, and upstream time: each call's duration is charged to its client's time budget once it ends.
import type { ConcurrencySlot } from './ConcurrencyLimiter.ts';
import type { Budget } from './RateLimiter.ts';

/** Places in flight (the configuration's rpc.maxInFlightPerProject and rpc.maxInFlightPerIp). */
export interface RpcInFlightLimits {
  perProject: number;
  perIp: number;
}

export const DEFAULT_RPC_IN_FLIGHT: RpcInFlightLimits = { perProject: 16, perIp: 2 };
/** Requests that may wait for a place: this many per place; and how long they wait before 429. */
export const RPC_QUEUE = { perPlace: 2, waitMs: 2_000 } as const;
/**
 * A client's upstream time: this many milliseconds a second (one call running all the time, on average), with a
 * burst of this many calls that run to the proxied-call deadline.
 */
export const RPC_CLIENT_TIME = { msPerSecond: 1_000, burstCalls: 4 } as const;
/** A place is given back this long after the call's deadline even if the request never released it. */
const HOLD_MARGIN_MS = 5_000;

export function rpcSlots(projectId: string, clientKey: string, limits: RpcInFlightLimits): ConcurrencySlot[] {
  return [
    { key: `rpc|${projectId}`, max: limits.perProject, queue: limits.perProject * RPC_QUEUE.perPlace },
    { key: `rpc|${projectId}|ip|${clientKey}`, max: limits.perIp, queue: limits.perIp * RPC_QUEUE.perPlace },
  ];
}

export const rpcHoldMs = (deadlineMs: number) => deadlineMs + HOLD_MARGIN_MS;

/** The client's budget of upstream milliseconds (a debit of each call's duration). */
export function rpcTimeBudget(projectId: string, clientKey: string, deadlineMs: number): Budget[] {
  return [
    {
      key: `rpc-time|${projectId}|ip|${clientKey}`,
      limit: { perSecond: RPC_CLIENT_TIME.msPerSecond, burst: RPC_CLIENT_TIME.burstCalls * deadlineMs },
    },
  ];
}
