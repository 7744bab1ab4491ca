// The RPC proxy: POST /v1/?chainId={caip chain}&projectId={id}, JSON-RPC 2.0 over HTTP, single or batch.
// Envelopes are checked before anything is forwarded: a bad one (or a batch over RPC_BATCH_SIZE) fails
// the whole request with HTTP 400 and a JSON-RPC error naming the field, e.g. "3.method".
import { RPC_BATCH_SIZE } from '@gangway/core';
import {
  JsonRpcBatchRequestSchema,
  JsonRpcRequestSchema,
  RpcProxyQuerySchema,
} from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors/ApiError.ts';
import type { RouteOptions } from '../../services/Services.ts';
import { requireSupportedChain } from '../chainSupport.ts';
import { parseInput } from '../parseInput.ts';
import { charge, guardedProject } from '../projectGuard.ts';

const RPC_BODY_LIMIT = 16 * 1024 * 1024;

export const rpcRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post('/v1/', { bodyLimit: RPC_BODY_LIMIT, config: { errorFormat: 'jsonrpc' } }, async (request) => {
    const query = parseInput(RpcProxyQuerySchema, request.query, 'query');
    const chainId = requireSupportedChain(services.rpc, query.chainId);
    const body = request.body;
    if (Array.isArray(body)) {
      if (body.length > RPC_BATCH_SIZE) {
        throw badRequest('body', `A batch holds at most ${RPC_BATCH_SIZE} requests, not ${body.length}`);
      }
      const requests = parseInput(JsonRpcBatchRequestSchema, body, 'body');
      // Each call costs what a request costs: the guard took one token, the batch pays for the others.
      await charge(services.limiter, request, 'api', guardedProject(request).rateLimit, requests.length - 1);
      return services.rpcProxy.handle(chainId, requests);
    }
    const single = parseInput(JsonRpcRequestSchema, body, 'body');
    const [answer] = await services.rpcProxy.handle(chainId, [single]);
    return answer;
  });
};
