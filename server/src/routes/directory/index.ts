// GET /getWallets: the wallet directory with SPEC §7's paging, search and filters.
import { type GetWalletsQuery, GetWalletsQuerySchema, GetWalletsResponseSchema } from '@gangway/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/Services.ts';
import { DIRECTORY_CACHE, etagOf, notModified } from '../httpCaching.ts';

export const directoryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const schema = { querystring: GetWalletsQuerySchema, response: { 200: GetWalletsResponseSchema } };
  app.get<{ Querystring: GetWalletsQuery }>('/getWallets', { schema }, async (request, reply) => {
    // The index answers serialised JSON: the ETag is the hash of the very bytes sent.
    const body = services.wallets.answer(request.query);
    if (notModified(request, reply, etagOf(body), DIRECTORY_CACHE)) return reply;
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
