// SPEC §7's on-ramp calls: the currencies and limits (/v1/onramp/options), quotes from every provider the project
// allows (/v1/onramp/quote), the provider's checkout for a new pending purchase (/v1/generators/onrampurl), and ours:
// the purchase's status (/v1/onramp/purchases/{id}). Behind the project guard and SPEC §3's remote `onramp` flag.
import {
  OnrampOptionsQuerySchema,
  OnrampOptionsResponseSchema,
  OnrampPurchaseParamsSchema,
  OnrampPurchaseSchema,
  OnrampQuoteBodySchema,
  OnrampQuoteResponseSchema,
  OnrampUrlBodySchema,
  OnrampUrlResponseSchema,
  SdkQuerySchema,
} from '@gangway/protocol';
import { badRequest, forbidden } from '../../errors/ApiError.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import { charge, guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

/** A checkout writes a purchase and calls the provider (twice for Meld): it costs this many requests' budget. */
const CHECKOUT_COST = 10;
const BODY_LIMIT = 8 * 1024;

export const onrampRoutes: RoutePlugin = async (app, { services }) => {
  const { onramp } = services;
  const allowedProviders = (features: { onramp: readonly string[] | false }) =>
    features.onramp === false ? [] : features.onramp;

  app.addHook('onRequest', async (request) => {
    if (guardedProject(request).features.onramp === false)
      throw forbidden('FORBIDDEN', 'The on-ramp is turned off for this project');
  });

  app.get(
    '/v1/onramp/options',
    { schema: { querystring: OnrampOptionsQuerySchema, response: { 200: OnrampOptionsResponseSchema } } },
    async (request) => onramp.options(allowedProviders(guardedProject(request).features)),
  );

  app.post(
    '/v1/onramp/quote',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        querystring: SdkQuerySchema,
        body: OnrampQuoteBodySchema,
        response: { 200: OnrampQuoteResponseSchema },
      },
    },
    async (request) => {
      const project = guardedProject(request);
      const allowed = allowedProviders(project.features);
      // One quote asks every provider: each past the first is another request of the client's and project's budgets.
      const extra = onramp.allowed(allowed).length - 1;
      if (extra > 0) await charge(services.limiter, request, 'api', project.rateLimit, extra);
      const body = request.body;
      return onramp.quote(allowed, {
        purchaseCurrency: body.purchaseCurrency,
        network: body.network,
        fiat: body.paymentCurrency,
        amount: body.amount,
        paymentMethod: body.paymentMethod ?? 'card',
      });
    },
  );

  app.post(
    '/v1/generators/onrampurl',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        querystring: SdkQuerySchema,
        body: OnrampUrlBodySchema,
        response: { 200: OnrampUrlResponseSchema },
      },
    },
    async (request) => {
      const project = guardedProject(request);
      const body = request.body;
      if (body.projectId !== undefined && body.projectId !== project.id)
        throw badRequest('projectId', 'The body projectId differs from the query projectId');
      const [wallet] = body.destinationWallets;
      const asset = wallet?.assets?.[0];
      if (!wallet || !asset)
        throw badRequest('destinationWallets.0.assets', 'Required: the token bought (a CAIP-10 address)');
      if (!wallet.blockchains.includes(body.defaultNetwork))
        throw badRequest(
          'defaultNetwork',
          `Invalid chainId: ${body.defaultNetwork} is not among the wallet's blockchains`,
        );
      await charge(services.limiter, request, 'api', project.rateLimit, CHECKOUT_COST - 1);
      return onramp.checkout({
        projectId: project.id,
        allowedProviders: allowedProviders(project.features),
        clientKey: requestClientKey(request),
        provider: body.provider,
        chainId: body.defaultNetwork,
        asset,
        address: wallet.address,
        fiat: body.paymentCurrency,
        fiatAmount: body.presetFiatAmount,
        paymentMethod: body.paymentMethod ?? 'card',
      });
    },
  );

  app.get(
    '/v1/onramp/purchases/:id',
    {
      schema: {
        params: OnrampPurchaseParamsSchema,
        querystring: SdkQuerySchema,
        response: { 200: OnrampPurchaseSchema },
      },
    },
    async (request) => onramp.purchase(guardedProject(request).id, request.params.id),
  );
};
