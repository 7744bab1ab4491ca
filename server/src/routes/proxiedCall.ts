// One call through the RPC or Esplora proxy for the request's client: refused (429) while the client's upstream
// time is in debt, run in a place of the project's and the client's in-flight slots (waiting briefly for one), cut
// at the proxied-call deadline, and its duration charged to the client's time afterwards.
import type { FastifyRequest } from 'fastify';
import { rateLimited } from '../errors/ApiError.ts';
import { requestClientKey } from '../rateLimit/clientKey.ts';
import { RPC_QUEUE, rpcHoldMs, rpcSlots, rpcTimeBudget } from '../rateLimit/rpcConcurrency.ts';
import type { Services } from '../services/Services.ts';
import { guardedProject } from './projectGuard.ts';

export async function proxiedCall<T>(
  services: Services,
  request: FastifyRequest,
  call: (deadlineMs: number) => Promise<T>,
): Promise<T> {
  const project = guardedProject(request);
  const client = requestClientKey(request);
  const deadlineMs = services.config.rpcProxyTimeoutMs;
  const time = rpcTimeBudget(project.id, client, deadlineMs);
  const decision = await services.limiter.consume(time, 1);
  if (!decision.allowed) throw rateLimited(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
  const release = await services.rpcInFlight.acquire(
    rpcSlots(project.id, client, services.config.rpcInFlight),
    {
      waitMs: RPC_QUEUE.waitMs,
      holdMs: rpcHoldMs(deadlineMs),
    },
  );
  if (!release) throw rateLimited(1);
  const started = performance.now();
  try {
    return await call(deadlineMs);
  } finally {
    release();
    await services.limiter.debit(time, Math.round(performance.now() - started));
  }
}
