// GET /v1/supported-chains: the chains with upstreams, JSON-RPC or Esplora (no WebSocket proxy yet).
import { SupportedChainsResponseSchema } from '@gangway/protocol';
import type { RoutePlugin } from '../zodTypeProvider.ts';

export const chainRoutes: RoutePlugin = async (app, { services }) => {
  app.get(
    '/v1/supported-chains',
    { schema: { response: { 200: SupportedChainsResponseSchema } } },
    async () => ({
      http: [...services.chains.chains],
      ws: [],
    }),
  );
};
