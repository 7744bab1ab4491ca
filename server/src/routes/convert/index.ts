// SPEC §7's /v1/convert/* calls: the tokens a chain swaps, quotes in either direction, the allowance a swap needs,
// gas prices, and the approval and swap transactions the widget hands to the visitor's wallet. Every token must be
// in the chain's list; the swap itself comes from the chain's swap provider (a Uniswap V2 router read on the chain,
// or an aggregator behind the operator's key, which the widget never sees).
import {
  ConvertAllowanceQuerySchema,
  ConvertAllowanceResponseSchema,
  ConvertBuildApproveQuerySchema,
  ConvertBuildApproveResponseSchema,
  ConvertBuildTransactionBodySchema,
  ConvertBuildTransactionResponseSchema,
  ConvertGasPriceQuerySchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesQuerySchema,
  ConvertQuotesResponseSchema,
  ConvertTokensQuerySchema,
  ConvertTokensResponseSchema,
} from '@gangway/protocol';
import { type Address, getAddress } from 'viem';
import { badRequest, forbidden } from '../../errors/ApiError.ts';
import { SWAP_QUOTE_VALIDITY_MS } from '../../services/swapService.ts';
import { publicLink } from '../chainSupport.ts';
import { guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

const BUILD_BODY_LIMIT = 8 * 1024;

export const convertRoutes: RoutePlugin = async (app, { services }) => {
  const { swaps } = services;

  // SPEC §3's remote `swaps` flag: a project that turned swaps off (or basic mode) gets none, whatever its widget asks.
  app.addHook('onRequest', async (request) => {
    if (guardedProject(request).features.swaps === false)
      throw forbidden('FORBIDDEN', 'Swaps are turned off for this project');
  });

  app.get(
    '/v1/convert/tokens',
    { schema: { querystring: ConvertTokensQuerySchema, response: { 200: ConvertTokensResponseSchema } } },
    async (request) => {
      const project = guardedProject(request);
      const tokens = await swaps.tokens(request.query.chainId);
      const publicUrl = services.publicUrl();
      return {
        tokens: tokens.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: token.caipAddress,
          decimals: token.decimals,
          logoUri: publicLink(publicUrl, token.icon, project.id),
        })),
      };
    },
  );

  app.get(
    '/v1/convert/quotes',
    { schema: { querystring: ConvertQuotesQuerySchema, response: { 200: ConvertQuotesResponseSchema } } },
    async (request) => {
      const query = request.query;
      const { chainId, from, to } = await swaps.pair(query.from, query.to);
      const provider = swaps.provider(chainId, 'from');
      const [quote, gasPrice] = await Promise.all([
        provider.quote({
          from: from.asset,
          to: to.asset,
          amount: BigInt(query.amount),
          kind: query.kind ?? 'exactIn',
          taker: evmAddress(query.userAddress),
        }),
        query.gasPrice === undefined
          ? swaps.gasPrices(chainId).then((prices) => prices.standard)
          : Promise.resolve(BigInt(query.gasPrice)),
      ]);
      return {
        quotes: [
          {
            fromAmount: quote.fromAmount.toString(),
            fromAccount: from.info.caipAddress,
            toAmount: quote.toAmount.toString(),
            toAccount: to.info.caipAddress,
            provider: provider.name,
            priceImpact: quote.priceImpact,
            gas: quote.gas.toString(),
            gasPrice: gasPrice.toString(),
            networkFee: (quote.gas * gasPrice).toString(),
            validForMs: SWAP_QUOTE_VALIDITY_MS,
          },
        ],
      };
    },
  );

  app.get(
    '/v1/convert/allowance',
    {
      schema: { querystring: ConvertAllowanceQuerySchema, response: { 200: ConvertAllowanceResponseSchema } },
    },
    async (request) => {
      const token = await swaps.token(request.query.tokenAddress, 'tokenAddress');
      const { allowance, spender } = await swaps.allowance(
        token.chainId,
        token,
        evmAddress(request.query.userAddress),
      );
      return { allowance: allowance.toString(), spender };
    },
  );

  app.get(
    '/v1/convert/gas-price',
    { schema: { querystring: ConvertGasPriceQuerySchema, response: { 200: ConvertGasPriceResponseSchema } } },
    async (request) => {
      const prices = await swaps.gasPrices(request.query.chainId);
      return {
        standard: prices.standard.toString(),
        fast: prices.fast.toString(),
        instant: prices.instant.toString(),
      };
    },
  );

  app.get(
    '/v1/convert/build-approve',
    {
      schema: {
        querystring: ConvertBuildApproveQuerySchema,
        response: { 200: ConvertBuildApproveResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { chainId, from } = await swaps.pair(query.from, query.to);
      const owner = evmAddress(query.userAddress);
      const approval = await swaps.approval(
        chainId,
        from,
        owner,
        query.amount === undefined ? undefined : BigInt(query.amount),
      );
      return {
        tx: {
          from: owner,
          to: approval.to,
          data: approval.data,
          value: '0',
          eip155: { gas: approval.gas.toString(), gasPrice: approval.gasPrice.toString() },
        },
      };
    },
  );

  app.post(
    '/v1/convert/build-transaction',
    {
      bodyLimit: BUILD_BODY_LIMIT,
      schema: {
        body: ConvertBuildTransactionBodySchema,
        response: { 200: ConvertBuildTransactionResponseSchema },
      },
    },
    async (request) => {
      const project = guardedProject(request);
      const body = request.body;
      if (body.projectId !== undefined && body.projectId !== project.id)
        throw badRequest('projectId', 'The body projectId differs from the query projectId');
      const { chainId, from, to } = await swaps.pair(body.from, body.to);
      const taker = evmAddress(body.userAddress);
      const [built, prices] = await Promise.all([
        swaps.provider(chainId, 'from').build({
          from: from.asset,
          to: to.asset,
          amount: BigInt(body.amount),
          kind: body.kind ?? 'exactIn',
          taker,
          slippageBps: Math.max(1, Math.round(body.eip155.slippage * 100)),
          disableEstimate: body.disableEstimate ?? false,
        }),
        swaps.gasPrices(chainId),
      ]);
      return {
        tx: {
          from: taker,
          to: built.to,
          data: built.data,
          value: built.value.toString(),
          eip155: { gas: built.quote.gas.toString(), gasPrice: prices.standard.toString() },
        },
        fromAmount: built.quote.fromAmount.toString(),
        toAmount: built.quote.toAmount.toString(),
        minimumReceived: built.minimumReceived.toString(),
        maximumSold: built.maximumSold.toString(),
      };
    },
  );
};

function evmAddress(value: string): Address {
  return getAddress(value.startsWith('0x') ? value : `0x${value}`);
}
