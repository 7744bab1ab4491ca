// GET /v1/supported-chains: the chains with upstreams, JSON-RPC or Esplora (no WebSocket proxy yet).
import { type SupportedChainsResponse, SupportedChainsResponseSchema } from '@gangway/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/Services.ts';

export const chainRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get(
    '/v1/supported-chains',
    { schema: { response: { 200: SupportedChainsResponseSchema } } },
    async (): Promise<SupportedChainsResponse> => ({
      http: [...services.chains.chains],
      ws: [],
    }),
  );
};
