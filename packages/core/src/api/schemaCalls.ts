// The calls whose answers are checked against their zod schema, loaded on the first of them (client.ts): analytics,
// balances, prices, history, NFTs and the supported chains. None is made when a visitor first opens the modal.
import {
  AnalyticsAckSchema,
  AnalyticsConfigResponseSchema,
  BalanceResponseSchema,
  FungiblePriceResponseSchema,
  HistoryResponseSchema,
  NftsResponseSchema,
  SupportedChainsResponseSchema,
} from '@gangway/protocol';
import type { SchemaCalls } from './client.ts';
import { apiRequest, type HttpOptions } from './http.ts';

export function createSchemaCalls(options: HttpOptions): SchemaCalls {
  return {
    isAnalyticsEnabled: async () => {
      try {
        return (
          await apiRequest(options, { path: '/getAnalyticsConfig', schema: AnalyticsConfigResponseSchema })
        ).isAnalyticsEnabled;
      } catch {
        return false;
      }
    },
    sendEvent: async (event) => {
      await apiRequest(options, { path: '/e', method: 'POST', body: event, schema: AnalyticsAckSchema });
    },
    getSupportedChains: () =>
      apiRequest(options, { path: '/v1/supported-chains', schema: SupportedChainsResponseSchema }),
    getBalances: async ({ address, chainId, forceUpdate }) =>
      (
        await apiRequest(options, {
          path: `/v1/account/${encodeURIComponent(address)}/balance`,
          query: { currency: 'usd', chainId, forceUpdate: forceUpdate ? String(Date.now()) : undefined },
          schema: BalanceResponseSchema,
        })
      ).balances,
    getPrices: async (addresses) =>
      (
        await apiRequest(options, {
          path: '/v1/fungible/price',
          method: 'POST',
          body: { currency: 'usd', addresses, projectId: options.projectId },
          schema: FungiblePriceResponseSchema,
        })
      ).fungibles,
    getHistory: ({ address, chainId, cursor }) =>
      apiRequest(options, {
        path: `/v1/account/${encodeURIComponent(address)}/history`,
        query: { chainId, cursor },
        schema: HistoryResponseSchema,
      }),
    getNfts: ({ address, chainId, cursor }) =>
      apiRequest(options, {
        path: `/v1/account/${encodeURIComponent(address)}/nfts`,
        query: { chainId, cursor },
        schema: NftsResponseSchema,
      }),
  };
}
