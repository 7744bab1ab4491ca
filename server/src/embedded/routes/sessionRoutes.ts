// The session's user, and sign-out (the token is refused from then on).
import { RevokeResponseSchema, UserResponseSchema } from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/Services.ts';
import { requireSession } from '../sessions/bearerSession.ts';
import { revokeSession } from '../sessions/sessionStore.ts';
import { embeddedUserOf } from '../users/userRepository.ts';

export const sessionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { database } = services;

  app.get('/user', { schema: { response: { 200: UserResponseSchema } } }, async (request) => {
    const session = await requireSession(database, request);
    return { user: await embeddedUserOf(database, session.userId, session.loginMethod) };
  });

  app.post('/session/revoke', { schema: { response: { 200: RevokeResponseSchema } } }, async (request) => {
    const session = await requireSession(database, request);
    await revokeSession(database, session.tokenHash);
    return { revoked: true as const };
  });
};
