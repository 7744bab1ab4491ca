// GET /getWallets: the wallet directory with SPEC §7's paging, search and filters.
import { GetWalletsQuerySchema } from '@gangway/protocol';
import { DIRECTORY_CACHE, etagOf, notModified } from '../httpCaching.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

export const directoryRoutes: RoutePlugin = async (app, { services }) => {
  // No response schema: the index answers the serialised bytes of a GetWalletsResponse (the ETag hashes them).
  const schema = { querystring: GetWalletsQuerySchema };
  app.get('/getWallets', { schema }, async (request, reply) => {
    // The index answers serialised JSON: the ETag is the hash of the very bytes sent.
    const body = services.wallets.answer(request.query);
    if (notModified(request, reply, etagOf(body), DIRECTORY_CACHE)) return reply;
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
