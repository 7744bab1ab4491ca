import type { AnalyticsQuota } from '../analytics/AnalyticsQuota.ts';
import type { AnalyticsWriter } from '../analytics/AnalyticsWriter.ts';
import type { ChainSet } from '../chains/chainSet.ts';
import type { Readiness } from '../cluster/readiness.ts';
import type { ResolvedConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { WalletIndex } from '../directory/walletIndex.ts';
import type { EmbeddedService } from '../embedded/EmbeddedService.ts';
import type { HistoryService } from '../history/HistoryService.ts';
import type { ImageStore } from '../images/imageStore.ts';
import type { NameService } from '../names/NameService.ts';
import type { NftMetadataService } from '../nfts/NftMetadataService.ts';
import type { OnrampService } from '../onramp/OnrampService.ts';
import type { ProjectCache } from '../projects/projectCache.ts';
import type { ConcurrencyLimiter } from '../rateLimit/ConcurrencyLimiter.ts';
import type { CounterStore } from '../rateLimit/CounterStore.ts';
import type { RateLimiter } from '../rateLimit/RateLimiter.ts';
import type { Relay } from '../relay/Relay.ts';
import type { SmartSessionService } from '../sessions/SmartSessionService.ts';
import type { SiwxService } from '../siwx/SiwxService.ts';
import type { HttpEsploraUpstream } from '../upstreams/esplora/HttpEsploraUpstream.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import type { BalanceService } from './balanceService.ts';
import type { PriceService } from './priceService.ts';
import type { RpcProxy } from './rpcProxy.ts';
import type { SwapService } from './swapService.ts';
import type { TokenCatalog } from './tokenCatalog.ts';

/** Everything the routes use, built once by startServer. */
export interface Services {
  config: ResolvedConfig;
  database: GangwayDatabase;
  projects: ProjectCache;
  /** Budgets of requests per second (token buckets). */
  limiter: RateLimiter;
  /** Budgets of amounts held: places in flight, connections, mailbox bytes, events a day. */
  counters: CounterStore;
  /** Upstream requests in flight through the RPC and Esplora proxies, per project and client. */
  rpcInFlight: ConcurrencyLimiter;
  wallets: WalletIndex;
  images: ImageStore;
  catalog: TokenCatalog;
  prices: PriceService;
  balances: BalanceService;
  rpc: RpcUpstream;
  /** Swaps per chain: providers, swappable tokens, allowances, gas prices (the convert routes). */
  swaps: SwapService;
  /** On-ramp providers, quotes, checkouts and purchases (/v1/onramp/*, /v1/generators/onrampurl). */
  onramp: OnrampService;
  rpcProxy: RpcProxy;
  /** History sources per chain and the EVM indexers. */
  history: HistoryService;
  nfts: NftMetadataService;
  /** Esplora APIs of the bip122 chains. */
  esplora: HttpEsploraUpstream;
  /** Every chain with upstreams (JSON-RPC or Esplora). */
  chains: ChainSet;
  analytics: AnalyticsWriter;
  analyticsQuota: AnalyticsQuota;
  /** The WalletConnect relay; undefined when the configuration turns it off. */
  relay: Relay | undefined;
  /** The embedded wallet's login service (/v1/embedded). */
  embedded: EmbeddedService;
  /** Sign in with a wallet (/v1/siwx). */
  siwx: SiwxService;
  /** Account names and identity (/v1/profile, /v1/identity). */
  names: NameService;
  /** Session keys of smart accounts (/v1/sessions). */
  smartSessions: SmartSessionService;
  /** What /readyz reports: the database, Redis, upstreams, and whether the instance is stopping. */
  readiness: Readiness;
  /** Base URL of the links the server hands out (known once it listens). */
  publicUrl(): string;
}

export interface RouteOptions {
  services: Services;
}
