// Sign in with a wallet (SIWX, CAIP-122): POST /v1/siwx/nonce, POST /v1/siwx/sessions (the signed message becomes
// a session and its token), GET /v1/siwx/session and POST /v1/siwx/session/revoke (with the token as a Bearer),
// GET /v1/siwx/keys (the project's public keys: integrators verify tokens offline).
import {
  SIWX_TOKEN_MAX_LENGTH,
  type SiwxCurrentSessionResponse,
  SiwxCurrentSessionResponseSchema,
  type SiwxKeysResponse,
  SiwxKeysResponseSchema,
  SiwxNonceRequestSchema,
  type SiwxNonceResponse,
  SiwxNonceResponseSchema,
  SiwxRevokeResponseSchema,
  type SiwxSessionResponse,
  SiwxSessionResponseSchema,
  SiwxVerifyRequestSchema,
} from '@gangway/protocol';
import type { FastifyRequest } from 'fastify';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import { charge, guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

/** A verification may read the chain (a contract account's ERC-1271 / ERC-6492 check): it costs more of the budget. */
const VERIFY_COST = 4;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || header.length > SIWX_TOKEN_MAX_LENGTH + 7) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header);
  return match?.[1];
}

export const siwxRoutes: RoutePlugin = async (app, { services }) => {
  const { siwx } = services;

  app.post(
    '/v1/siwx/nonce',
    { schema: { body: SiwxNonceRequestSchema, response: { 200: SiwxNonceResponseSchema } } },
    async (request): Promise<SiwxNonceResponse> =>
      siwx.issueNonce(
        guardedProject(request),
        request.body.chainId,
        request.body.address,
        requestClientKey(request),
      ),
  );

  app.post(
    '/v1/siwx/sessions',
    { schema: { body: SiwxVerifyRequestSchema, response: { 200: SiwxSessionResponseSchema } } },
    async (request): Promise<SiwxSessionResponse> => {
      const project = guardedProject(request);
      await charge(services.limiter, request, 'api', project.rateLimit, VERIFY_COST - 1);
      return siwx.verify(project, request.headers.origin, request.body);
    },
  );

  app.get(
    '/v1/siwx/session',
    { schema: { response: { 200: SiwxCurrentSessionResponseSchema } } },
    async (request, reply): Promise<SiwxCurrentSessionResponse> => {
      reply.header('cache-control', 'no-store');
      return { session: await siwx.current(guardedProject(request), bearer(request)) };
    },
  );

  app.post(
    '/v1/siwx/session/revoke',
    { schema: { response: { 200: SiwxRevokeResponseSchema } } },
    async (request) => ({ revoked: await siwx.revoke(guardedProject(request), bearer(request)) }),
  );

  app.get(
    '/v1/siwx/keys',
    { schema: { response: { 200: SiwxKeysResponseSchema } } },
    async (request, reply): Promise<SiwxKeysResponse> => {
      reply.header('cache-control', 'public, max-age=3600');
      return siwx.tokens.keys(guardedProject(request).id);
    },
  );
};
