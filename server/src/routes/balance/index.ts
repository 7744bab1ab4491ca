// GET /v1/account/{address}/balance: native and listed token balances with USD values, on eip155 (ERC20),
// solana (SPL mints) and bip122 (BTC) chains. The address says its family; with no chainId, every chain of
// that family (of its network, for Bitcoin) is read.
import type { CaipNetworkId } from '@gangway/protocol';
import { BalanceQuerySchema, BalanceResponseSchema, type TokenBalance } from '@gangway/protocol';
import * as z from 'zod/mini';
import { parseAccountAddress } from '../../chains/accountAddress.ts';
import { badRequest } from '../../errors/ApiError.ts';
import type { TokenBalanceEntry } from '../../services/balanceService.ts';
import { publicLink, requireSupportedChain } from '../chainSupport.ts';
import { guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

/** Any family's address: which one it must be depends on the chain, so it is checked in the handler. */
const AccountParamsSchema = z.object({ address: z.string().check(z.minLength(1), z.maxLength(128)) });

export const balanceRoutes: RoutePlugin = async (app, { services }) => {
  const schema = {
    params: AccountParamsSchema,
    querystring: BalanceQuerySchema,
    response: { 200: BalanceResponseSchema },
  };
  const chainConfig = (chainId: CaipNetworkId) => {
    const chain = services.config.chains.find((candidate) => candidate.id === chainId);
    if (!chain) throw new Error(`No configuration for ${chainId}`);
    return chain;
  };

  app.get('/v1/account/:address/balance', { schema }, async (request) => {
    const project = guardedProject(request);
    const { address } = request.params;
    const query = request.query;
    const force = (query.forceUpdate ?? '') !== '';
    const publicUrl = services.publicUrl();
    const toTokenBalance = ({ icon, ...entry }: TokenBalanceEntry): TokenBalance => ({
      ...entry,
      iconUrl: publicLink(publicUrl, icon, project.id),
    });

    if (query.chainId) {
      const chainId = requireSupportedChain(services.chains, query.chainId);
      const account = parseAccountAddress(chainConfig(chainId), address);
      if (!account)
        throw badRequest('address', `Invalid path parameter "address": not an account of ${chainId}`);
      const entries = await services.balances.balances(chainId, account, { force });
      return { balances: entries.map(toTokenBalance) };
    }
    const reads = services.chains.chains.flatMap((chainId) => {
      const account = parseAccountAddress(chainConfig(chainId), address);
      return account ? [services.balances.balances(chainId, account, { force })] : [];
    });
    if (reads.length === 0) {
      throw badRequest(
        'address',
        'Invalid path parameter "address": not an account of any chain this server supports',
      );
    }
    // The chains that answer: an all-chains view should not fail because one chain is down.
    const settled = await Promise.allSettled(reads);
    const answered = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected');
    if (answered.length === 0 && failure) throw failure.reason;
    return { balances: answered.flat().map(toTokenBalance) };
  });
};
