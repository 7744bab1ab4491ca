// The read-only Esplora proxy of bip122 chains: GET /v1/esplora/<esplora path>?chainId={caip chain}&projectId={id}.
// The widget's Bitcoin adapter takes `/v1/esplora?chainId=…&projectId=…` as its Esplora base and puts paths
// before the query. Only esploraPaths.ts's allowlist is forwarded, with the RPC proxy's guard, budgets and
// in-flight limits; other paths are 404, other methods 405 (broadcasting goes through the wallet).
import { RpcProxyQuerySchema } from '@gangway/protocol';
import * as z from 'zod/mini';
import { ApiError, badRequest, notFound } from '../../errors/ApiError.ts';
import { ESPLORA_PATHS, esploraRequest } from '../../upstreams/esplora/esploraPaths.ts';
import { requireSupportedChain } from '../chainSupport.ts';
import { proxiedCall } from '../proxiedCall.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

/** The Esplora path after the prefix; esploraPaths.ts's allowlist decides what it may be. */
const EsploraParamsSchema = z.object({ '*': z.string() });

export const ESPLORA_PREFIX = '/v1/esplora';

export const esploraRoutes: RoutePlugin = async (app, { services }) => {
  const schema = { querystring: RpcProxyQuerySchema };

  app.get(
    `${ESPLORA_PREFIX}/*`,
    { schema: { ...schema, params: EsploraParamsSchema } },
    async (request, reply) => {
      const chainId = requireSupportedChain(services.esplora, request.query.chainId);
      const network = services.config.chains.find((chain) => chain.id === chainId)?.network;
      if (!network) throw badRequest('chainId', `Chain ${chainId} has no Bitcoin network configured`);
      const { path, answer } = esploraRequest(request.params['*'], network);
      const result = await proxiedCall(services, request, (deadlineMs) =>
        services.esplora.get(chainId, path, answer, deadlineMs),
      );
      return reply
        .code(result.status)
        .type(result.json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
        .send(result.body);
    },
  );

  app.get(ESPLORA_PREFIX, { schema }, async () => {
    throw notFound(`Name an Esplora path after ${ESPLORA_PREFIX}/ (served: ${ESPLORA_PATHS.join(', ')})`);
  });

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${ESPLORA_PREFIX}/*`,
    // Refused before the body is read, whatever its type (Esplora's POST /tx sends text/plain).
    onRequest: async () => {
      throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'The Esplora proxy is read-only: GET only', {
        headers: { allow: 'GET, HEAD, OPTIONS' },
      });
    },
    handler: async () => undefined,
  });
};
