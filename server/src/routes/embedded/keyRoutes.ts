// The user's keys: stored once per namespace (checked against the address), read back (key export) by a verified
// device with a fresh login only: a live session alone exports nothing (server/README.md, "Keys: design").
import { KeysResponseSchema, PutKeyRequestSchema, UserResponseSchema } from '@gangway/protocol';
import { deviceNotVerified, stepUpRequired } from '../../embedded/embeddedErrors.ts';
import { addressOfSecret, secretYieldsAddress } from '../../embedded/keys/keyAddress.ts';
import { embeddedUserOf, isDeviceVerified } from '../../embedded/users/userRepository.ts';
import { badRequest } from '../../errors/ApiError.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { requireSession } from './bearerSession.ts';
import { requireKeys } from './embeddedContext.ts';

export const keyRoutes: RoutePlugin = async (app, { services }) => {
  const { database } = services;

  app.put(
    '/keys',
    { schema: { body: PutKeyRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const vault = requireKeys(services);
      const session = await requireSession(services, request);
      // A key is stored right after the login that made the session only: a stolen older session cannot plant one.
      if (!session.freshLogin) throw stepUpRequired();
      const { namespace, address, secret } = request.body;
      const bytes = Buffer.from(secret, 'base64url');
      if (!secretYieldsAddress(namespace, bytes, address))
        throw badRequest('address', 'The secret does not yield this address');
      await vault.store(session.userId, {
        namespace,
        address: addressOfSecret(namespace, bytes) ?? address,
        secret: bytes,
      });
      return { user: await embeddedUserOf(database, session.userId, session.loginMethod) };
    },
  );

  app.get('/keys', { schema: { response: { 200: KeysResponseSchema } } }, async (request) => {
    const vault = requireKeys(services);
    const session = await requireSession(services, request);
    if (!(await isDeviceVerified(database.db, session.userId, session.deviceId))) throw deviceNotVerified();
    if (!session.freshLogin) throw stepUpRequired();
    const keys = await vault.list(session.userId);
    return {
      keys: keys.map((key) => ({
        namespace: key.namespace,
        address: key.address,
        secret: Buffer.from(key.secret).toString('base64url'),
      })),
    };
  });
};
