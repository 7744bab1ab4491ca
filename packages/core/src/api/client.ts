// The calls of SPEC §7 that gangway-server answers, each validated against its shared schema.
import type { CaipAddress, CaipNetworkId, RemoteFeatures } from '@gangway/protocol';
import {
  AnalyticsAckSchema,
  AnalyticsConfigResponseSchema,
  type AnalyticsEvent,
  type BadgeType,
  BalanceResponseSchema,
  ConfigResponseSchema,
  type FungiblePrice,
  FungiblePriceResponseSchema,
  type GetWalletsResponse,
  GetWalletsResponseSchema,
  type HistoryResponse,
  HistoryResponseSchema,
  type NftsResponse,
  NftsResponseSchema,
  OriginsResponseSchema,
  type SupportedChainsResponse,
  SupportedChainsResponseSchema,
  type TokenBalance,
} from '@gangway/protocol';
import { ApiHttpError, apiRequest, type HttpOptions, statusCategory } from './http.ts';
import { apiUrl, type ImageKind, imageUrl } from './urls.ts';

/** getWallets parameters; lists are sent comma-joined. */
export interface WalletsQuery {
  page?: number;
  entries?: number;
  include?: readonly string[];
  exclude?: readonly string[];
  chains?: readonly string[];
  search?: string;
  badge_type?: BadgeType;
}

/** An account's paged list on one network: `cursor` is the previous page's `next`. */
export interface AccountPageQuery {
  address: string;
  chainId: CaipNetworkId;
  cursor?: string;
}

export interface ApiClient {
  getRemoteFeatures(): Promise<RemoteFeatures>;
  /** SPEC §7: 429 and 5xx are thrown (RATE_LIMITED, SERVER_ERROR); any other failure is an empty list. */
  getAllowedOrigins(): Promise<string[]>;
  getWallets(query: WalletsQuery): Promise<GetWalletsResponse>;
  imageUrl(kind: ImageKind, id: string): string;
  /** A failure disables analytics (SPEC §7). */
  isAnalyticsEnabled(): Promise<boolean>;
  sendEvent(event: AnalyticsEvent): Promise<void>;
  getSupportedChains(): Promise<SupportedChainsResponse>;
  getBalances(params: {
    address: string;
    chainId: CaipNetworkId;
    forceUpdate?: boolean;
  }): Promise<TokenBalance[]>;
  getPrices(addresses: readonly CaipAddress[]): Promise<FungiblePrice[]>;
  /** One page of the account's transactions on one network, newest first (SPEC §7 history). */
  getHistory(params: AccountPageQuery): Promise<HistoryResponse>;
  /** One page of the ERC-721 and ERC-1155 tokens the account holds on one network. */
  getNfts(params: AccountPageQuery): Promise<NftsResponse>;
  /** The RPC proxy URL for a chain: usable as a network's rpcUrls entry. */
  rpcUrl(chainId: CaipNetworkId): string;
}

export function createApiClient(options: HttpOptions): ApiClient {
  return {
    getRemoteFeatures: async () =>
      (await apiRequest(options, { path: '/appkit/v1/config', schema: ConfigResponseSchema }))
        .features as RemoteFeatures,
    getAllowedOrigins: async () => {
      try {
        return (await apiRequest(options, { path: '/projects/v1/origins', schema: OriginsResponseSchema }))
          .allowedOrigins;
      } catch (error) {
        // Only a status of 429 or 5xx counts: a network failure or a timeout has none, so it is an empty list too.
        const category = error instanceof ApiHttpError ? statusCategory(error) : 'OTHER';
        if (category === 'RATE_LIMITED' || category === 'SERVER_ERROR') throw error;
        return [];
      }
    },
    getWallets: (query) =>
      apiRequest(options, {
        path: '/getWallets',
        query: { ...query },
        schema: GetWalletsResponseSchema,
      }),
    imageUrl: (kind, id) => imageUrl(options, kind, id),
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
    rpcUrl: (chainId) => apiUrl(options, '/v1/', { chainId }),
  };
}
