// The calls of SPEC §7 that gangway-server answers, each answer checked: those the modal makes on opening by guards
// (openCalls.ts), the others against their zod schemas (schemaCalls.ts), loaded with the first of them.
import type {
  AnalyticsEvent,
  BadgeType,
  CaipAddress,
  CaipNetworkId,
  FungiblePrice,
  HistoryResponse,
  NftsResponse,
  SupportedChainsResponse,
  TokenBalance,
} from '@gangway/protocol';
import type { HttpOptions } from './apiFetch.ts';
import { createOpenCalls, type OpenCalls } from './openCalls.ts';

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

export interface SchemaCalls {
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
}

export interface ApiClient extends OpenCalls, SchemaCalls {}

export function createApiClient(options: HttpOptions): ApiClient {
  let loading: Promise<SchemaCalls> | undefined;
  const calls = () => {
    loading ??= import('./schemaCalls.ts').then(
      (module) => module.createSchemaCalls(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    ...createOpenCalls(options),
    isAnalyticsEnabled: () =>
      calls().then(
        (loaded) => loaded.isAnalyticsEnabled(),
        () => false,
      ),
    sendEvent: async (event) => (await calls()).sendEvent(event),
    getSupportedChains: async () => (await calls()).getSupportedChains(),
    getBalances: async (params) => (await calls()).getBalances(params),
    getPrices: async (addresses) => (await calls()).getPrices(addresses),
    getHistory: async (params) => (await calls()).getHistory(params),
    getNfts: async (params) => (await calls()).getNfts(params),
  };
}
