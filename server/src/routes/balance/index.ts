// GET /v1/account/{address}/balance: native and listed ERC20 balances with USD values.
import { parseEvmAddress } from '@gangway/core';
import {
  BalanceParamsSchema,
  BalanceQuerySchema,
  type BalanceResponse,
  BalanceResponseSchema,
  type TokenBalance,
} from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import type * as z from 'zod/mini';
import { badRequest } from '../../errors/ApiError.ts';
import type { TokenBalanceEntry } from '../../services/balanceService.ts';
import type { RouteOptions } from '../../services/Services.ts';
import { isEvmChain, publicLink, requireSupportedChain } from '../chainSupport.ts';
import { guardedProject } from '../projectGuard.ts';

export const balanceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const schema = {
    params: BalanceParamsSchema,
    querystring: BalanceQuerySchema,
    response: { 200: BalanceResponseSchema },
  };
  app.get<{
    Params: z.infer<typeof BalanceParamsSchema>;
    Querystring: z.infer<typeof BalanceQuerySchema>;
  }>('/v1/account/:address/balance', { schema }, async (request): Promise<BalanceResponse> => {
    const project = guardedProject(request);
    const account = parseEvmAddress(request.params.address);
    if (!account) throw badRequest('address', 'Invalid path parameter "address"');
    const query = request.query;
    const force = (query.forceUpdate ?? '') !== '';
    const publicUrl = services.publicUrl();
    const toTokenBalance = ({ icon, ...entry }: TokenBalanceEntry): TokenBalance => ({
      ...entry,
      iconUrl: publicLink(publicUrl, icon, project.id),
    });

    if (query.chainId) {
      const chainId = requireSupportedChain(services.rpc, query.chainId);
      if (!isEvmChain(chainId)) throw badRequest('chainId', `Balances on ${chainId} are not served yet`);
      const entries = await services.balances.balances(chainId, account, { force });
      return { balances: entries.map(toTokenBalance) };
    }
    // Every chain: the ones that answer (an all-chains view should not fail because one chain is down).
    const settled = await Promise.allSettled(
      services.rpc.chains
        .filter(isEvmChain)
        .map((chainId) => services.balances.balances(chainId, account, { force })),
    );
    const answered = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected');
    if (answered.length === 0 && failure) throw failure.reason;
    return { balances: answered.flat().map(toTokenBalance) };
  });
};
