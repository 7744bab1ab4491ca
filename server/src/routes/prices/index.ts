// POST /v1/fungible/price: USD prices of tokens given by CAIP-10 address; tokens without a price are
// left out of the answer.
import {
  type CaipNetworkId,
  type FungiblePrice,
  FungiblePriceRequestSchema,
  FungiblePriceResponseSchema,
  parseCaipAddress,
  parseEvmAddress,
} from '@gangway/protocol';
import type { Address } from 'viem';
import { badRequest } from '../../errors/ApiError.ts';
import { publicLink } from '../chainSupport.ts';
import { guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

const PRICE_BODY_LIMIT = 64 * 1024;

export const priceRoutes: RoutePlugin = async (app, { services }) => {
  const schema = { body: FungiblePriceRequestSchema, response: { 200: FungiblePriceResponseSchema } };
  app.post('/v1/fungible/price', { bodyLimit: PRICE_BODY_LIMIT, schema }, async (request) => {
    const project = guardedProject(request);
    const body = request.body;
    if (body.projectId !== undefined && body.projectId !== project.id) {
      throw badRequest('projectId', 'The body projectId differs from the query projectId');
    }
    const byChain = new Map<CaipNetworkId, Address[]>();
    body.addresses.forEach((caipAddress, index) => {
      const { caipNetworkId, namespace, address } = parseCaipAddress(caipAddress);
      const evmAddress = namespace === 'eip155' ? parseEvmAddress(address) : null;
      if (namespace === 'eip155' && !evmAddress) {
        throw badRequest(
          `addresses.${index}`,
          `Invalid body field "addresses.${index}": not an EVM token address`,
        );
      }
      // Tokens of chains without upstreams or a price source cannot be priced: they are left out.
      if (!evmAddress || !services.rpc.supports(caipNetworkId) || !services.prices.hasSource(caipNetworkId))
        return;
      byChain.set(caipNetworkId, [...(byChain.get(caipNetworkId) ?? []), evmAddress]);
    });
    const publicUrl = services.publicUrl();
    const perChain = await Promise.all(
      [...byChain].map(async ([chainId, addresses]): Promise<FungiblePrice[]> => {
        const [tokens, prices] = await Promise.all([
          services.catalog.describe(chainId, addresses),
          services.prices.prices(chainId, addresses),
        ]);
        return [...tokens].flatMap(([address, token]) => {
          const price = prices.get(address);
          if (!token || price === undefined) return [];
          const iconUrl = publicLink(publicUrl, token.icon, project.id);
          return [{ name: token.name, symbol: token.symbol, iconUrl, price, address: token.caipAddress }];
        });
      }),
    );
    return { fungibles: perChain.flat() };
  });
};
