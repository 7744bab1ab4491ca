// The session's user, the key that unlocks what its frame sealed, sign-out, and sign-out everywhere.
import { RevokeResponseSchema, SessionUnlockResponseSchema, UserResponseSchema } from '@gangway/protocol';
import { revokeSession, revokeUserSessions } from '../../embedded/sessions/sessionStore.ts';
import { embeddedUserOf } from '../../embedded/users/userRepository.ts';
import { unavailable } from '../../errors/ApiError.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { requireSession } from './bearerSession.ts';

export const sessionRoutes: RoutePlugin = async (app, { services }) => {
  const { database } = services;

  app.get('/user', { schema: { response: { 200: UserResponseSchema } } }, async (request) => {
    const session = await requireSession(services, request);
    return { user: await embeddedUserOf(database, session.userId, session.loginMethod) };
  });

  app.get(
    '/session/unlock',
    { schema: { response: { 200: SessionUnlockResponseSchema } } },
    async (request) => {
      const unlock = services.embedded.unlock;
      if (!unlock) throw unavailable('Key storage is not configured on this server');
      const session = await requireSession(services, request);
      return { unlockKey: unlock(session.tokenHash) };
    },
  );

  app.post('/session/revoke', { schema: { response: { 200: RevokeResponseSchema } } }, async (request) => {
    const session = await requireSession(services, request);
    await revokeSession(database, session.tokenHash);
    return { revoked: true as const };
  });

  app.post(
    '/session/revoke-all',
    { schema: { response: { 200: RevokeResponseSchema } } },
    async (request) => {
      const session = await requireSession(services, request);
      await revokeUserSessions(database.db, session.userId);
      return { revoked: true as const };
    },
  );
};
