// The RPC proxy: POST /v1/?chainId={caip chain}&projectId={id}, JSON-RPC 2.0 over HTTP, single or batch.
// Envelopes are checked before anything is forwarded: a bad one (or a batch over RPC_BATCH_SIZE) fails
// the whole request with HTTP 400 and a JSON-RPC error naming the field, e.g. "3.method".
import {
  JsonRpcBatchRequestSchema,
  type JsonRpcRequest,
  JsonRpcRequestSchema,
  RPC_BATCH_SIZE,
  RpcProxyQuerySchema,
} from '@gangway/protocol';
import { badRequest } from '../../errors/ApiError.ts';
import { parseInput } from '../../errors/parseInput.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import { stringifyRpcJson } from '../../upstreams/rpc/parseRpcJson.ts';
import { requireSupportedChain } from '../chainSupport.ts';
import { charge, guardedProject } from '../projectGuard.ts';
import { proxiedCall } from '../proxiedCall.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { refuseRevokedSessions } from './revokedSessionGate.ts';
import { checkSponsorship } from './sponsorshipGate.ts';

const RPC_BODY_LIMIT = 16 * 1024 * 1024;

export const rpcRoutes: RoutePlugin = async (app, { services }) => {
  app.post(
    '/v1/',
    {
      bodyLimit: RPC_BODY_LIMIT,
      config: { errorFormat: 'jsonrpc' },
      schema: { querystring: RpcProxyQuerySchema },
    },
    async (request, reply) => {
      const project = guardedProject(request);
      const chainId = requireSupportedChain(services.rpc, request.query.chainId);
      const requests = parseEnvelopes(request.body);
      await checkSponsorship(
        services.limiter,
        project,
        chainId,
        requestClientKey(request),
        requests.map((each) => each.method),
      );
      await refuseRevokedSessions(services.smartSessions, chainId, requests);
      // Each call costs what a request costs: the guard took one token, the batch pays for the others.
      if (requests.length > 1) {
        await charge(services.limiter, request, 'api', project.rateLimit, requests.length - 1);
      }
      const answers = await proxiedCall(services, request, (deadlineMs) =>
        services.rpcProxy.handle(chainId, requests, deadlineMs),
      );
      // Written here: the answers may hold a node's integers beyond 2^53, which go back as the node wrote them.
      return reply
        .type('application/json; charset=utf-8')
        .send(stringifyRpcJson(Array.isArray(request.body) ? answers : answers[0]));
    },
  );
};

/**
 * The body is one envelope or a batch. Checked here rather than by a route schema: the batch size comes
 * before the envelopes, and a bad envelope is named by its position ("3.method").
 */
function parseEnvelopes(body: unknown): JsonRpcRequest[] {
  if (!Array.isArray(body)) return [parseInput(JsonRpcRequestSchema, body, 'body')];
  if (body.length > RPC_BATCH_SIZE) {
    throw badRequest('body', `A batch holds at most ${RPC_BATCH_SIZE} requests, not ${body.length}`);
  }
  return parseInput(JsonRpcBatchRequestSchema, body, 'body');
}
