// GET /getWallets: the wallet directory with SPEC §7's paging, search and filters.
import {
  type GetWalletsQuery,
  GetWalletsQuerySchema,
  GetWalletsResponseSchema,
} from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/Services.ts';

const DIRECTORY_MAX_AGE_S = 300;

export const directoryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const schema = { querystring: GetWalletsQuerySchema, response: { 200: GetWalletsResponseSchema } };
  app.get<{ Querystring: GetWalletsQuery }>('/getWallets', { schema }, async (request, reply) => {
    const query = request.query;
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', `public, max-age=${DIRECTORY_MAX_AGE_S}`)
      .send(services.wallets.answer(query));
  });
};
