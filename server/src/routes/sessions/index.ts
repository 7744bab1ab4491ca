// Smart sessions (SPEC §7): GET /v1/sessions/{address} lists the session keys the smart account granted;
// POST /v1/sessions/{address}/revoke { pci, signature } revokes one at gangway-server. Both spend the project's and
// the client's budgets (the project guard's, plus the chain reads a list makes).
import { RevokeSmartSessionRequestSchema, SmartSessionsResponseSchema } from '@gangway/protocol';
import type { Address, Hex } from 'viem';
import * as z from 'zod/mini';
import { notFound } from '../../errors/ApiError.ts';
import { charge, guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

const AddressParamsSchema = z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) });
/** A list reads the chain (a block number and the logs) on every chain with a bundler. */
const LIST_COST = 2;
/** A revoke verifies a signature on the chain (ERC-1271 / ERC-6492). */
const REVOKE_COST = 2;

export const sessionRoutes: RoutePlugin = async (app, { services }) => {
  const { smartSessions, limiter } = services;

  app.get(
    '/v1/sessions/:address',
    { schema: { params: AddressParamsSchema, response: { 200: SmartSessionsResponseSchema } } },
    async (request, reply) => {
      const project = guardedProject(request);
      if (!smartSessions.enabled) throw notFound('Smart sessions need a chain with a bundler');
      await charge(limiter, request, 'api', project.rateLimit, LIST_COST - 1);
      reply.header('cache-control', 'no-store');
      return { sessions: await smartSessions.list(request.params.address as Address) };
    },
  );

  app.post(
    '/v1/sessions/:address/revoke',
    {
      schema: {
        params: AddressParamsSchema,
        body: RevokeSmartSessionRequestSchema,
        response: { 200: SmartSessionsResponseSchema },
      },
    },
    async (request) => {
      const project = guardedProject(request);
      if (!smartSessions.enabled) throw notFound('Smart sessions need a chain with a bundler');
      await charge(limiter, request, 'api', project.rateLimit, REVOKE_COST - 1);
      const { pci, signature } = request.body;
      return {
        sessions: await smartSessions.revoke(request.params.address as Address, pci as Hex, signature as Hex),
      };
    },
  );
};
