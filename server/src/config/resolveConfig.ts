// Validates a configuration and fills in the defaults.
import { CACHE_TTL_MS, type CaipNetworkId, RPC_TIMEOUT_MS } from '@gangway/protocol';
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import { type BitcoinNetworkName, knownBitcoinNetwork } from '../chains/bitcoinNetworks.ts';
import type { NftImageLimits } from '../nfts/nftImages.ts';
import type { RateLimit } from '../projects/project.ts';
import { DEFAULT_RPC_IN_FLIGHT, type RpcInFlightLimits } from '../rateLimit/rpcConcurrency.ts';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../upstreams/rpc/HttpRpcUpstream.ts';
import { ConfigError } from './configError.ts';
import {
  type ChainConfig,
  type HistoryConfig,
  type LOG_LEVELS,
  type MintConfig,
  type ServerConfig,
  ServerConfigSchema,
  type TokenConfig,
} from './configSchema.ts';
import { type ResolvedEmbeddedConfig, resolveEmbeddedConfig } from './embeddedConfig.ts';
import { type ResolvedIdentityConfig, resolveIdentityConfig } from './identityConfig.ts';
import type { OnrampConfig } from './onrampConfig.ts';
import { type Env, readSecrets } from './readSecrets.ts';
import type { SwapConfig } from './swapConfig.ts';

export interface ResolvedChainConfig
  extends Required<
    Omit<
      ChainConfig,
      | 'prices'
      | 'network'
      | 'rpcUrls'
      | 'esploraUrls'
      | 'tokens'
      | 'nftCollections'
      | 'mints'
      | 'history'
      | 'bundlerUrl'
      | 'paymasterUrl'
      | 'swap'
    >
  > {
  id: CaipNetworkId;
  /** JSON-RPC upstreams (eip155, solana); empty on bip122. */
  rpcUrls: string[];
  /** Esplora upstreams (bip122); empty elsewhere. */
  esploraUrls: string[];
  /** bip122: the network whose addresses the chain takes. */
  network: BitcoinNetworkName | undefined;
  tokens: TokenConfig[];
  /** Lower-cased addresses of the NFT collections the app knows. */
  nftCollections: string[];
  mints: MintConfig[];
  prices: ChainConfig['prices'];
  /** eip155 only: how its history is kept; undefined: the chain keeps none (not configured, or not eip155). */
  history: ResolvedHistoryConfig | undefined;
  /** eip155: the ERC-4337 bundler the RPC proxy sends user operations to; undefined: none. */
  bundlerUrl: string | undefined;
  /** eip155: the ERC-7677 paymaster service the RPC proxy sends pm_ calls to; undefined: none. */
  paymasterUrl: string | undefined;
  /** eip155: the swap upstream of the convert routes; undefined: the chain has no swaps. */
  swap: SwapConfig | undefined;
}

export interface ResolvedHistoryConfig {
  index: boolean;
  startBlock: number;
  batchSize: number;
  confirmations: number;
  pollIntervalMs: number;
  api: HistoryConfig['api'];
}

const DEFAULT_HISTORY = { startBlock: 0, batchSize: 100, confirmations: 0, pollIntervalMs: 1_000 } as const;

function resolveHistory(id: string, history: HistoryConfig | undefined): ResolvedHistoryConfig | undefined {
  if (!id.startsWith('eip155:') || history === undefined) return undefined;
  return {
    index: history?.index ?? true,
    startBlock: history?.startBlock ?? DEFAULT_HISTORY.startBlock,
    batchSize: history?.batchSize ?? DEFAULT_HISTORY.batchSize,
    confirmations: history?.confirmations ?? DEFAULT_HISTORY.confirmations,
    pollIntervalMs: history?.pollIntervalMs ?? DEFAULT_HISTORY.pollIntervalMs,
    api: history?.api,
  };
}

export interface ResolvedConfig extends ResolvedIdentityConfig {
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared budgets and relay fan-out for several instances (with databaseUrl). */
  redisUrl: string | undefined;
  /** How long a stopping instance answers /readyz 503 before it closes its listener. */
  drainDelayMs: number;
  operatorToken: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** false, a hop count, or the proxies' addresses and CIDRs (never true: see TrustProxySchema). */
  trustProxy: false | number | string[];
  analyticsEnabled: boolean;
  analyticsRetentionDays: number;
  analyticsQuota: { maxEvents: number; maxBytes: number; maxEventsPerIpPerDay: number };
  rateLimit: RateLimit;
  rpcTimeoutMs: number;
  /** The deadline of one proxied call (RPC and Esplora proxies), fallbacks included. */
  rpcProxyTimeoutMs: number;
  rpcInFlight: RpcInFlightLimits;
  rpcMaxResponseBytes: number;
  balanceTtlMs: number;
  priceTtlMs: number;
  projectTtlMs: number;
  chains: ResolvedChainConfig[];
  relay: RelayConfig;
  nfts: { allowPrivateHosts: boolean; images: NftImageLimits };
  embedded: ResolvedEmbeddedConfig;
  /** On-ramp providers and what they sell (/v1/onramp/*). */
  onramp: OnrampConfig;
}

export interface RelayConfig {
  enabled: boolean;
  maxMessageBytes: number;
  maxSubscriptionsPerClient: number;
  maxTtlSeconds: number;
  maxJwtTtlSeconds: number;
  maxConnectionsPerIp: number;
  connectionRate: RateLimit;
  mailboxBytesPerProject: number;
  mailboxBytesPerIp: number;
  mailboxBytesPerTopic: number;
  /** The relay the bridge subscribes and publishes on (relay/bridge); undefined: only this relay's wallets pair. */
  upstream: RelayUpstreamConfig | undefined;
}

export interface RelayUpstreamConfig {
  /** ws(s) URL, e.g. wss://relay.walletconnect.org. */
  url: string;
  /** The integrator's WalletConnect project id: the upstream's, never sent to browsers. */
  projectId: string;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = './.data/gangway';
export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 500, burst: 1_000 };
export const DEFAULT_ANALYTICS = {
  retentionDays: 90,
  maxEvents: 1_000_000,
  maxBytes: 256 * 1024 * 1024,
  maxEventsPerIpPerDay: 2_000,
};
/** Half the widget's own RPC timeout (SPEC §9: 10 s): a slow call gives its places back sooner. */
export const DEFAULT_PROXY_TIMEOUT_MS = 5_000;
const DEFAULT_PRICE_TTL_MS = 30_000;
const DEFAULT_PROJECT_TTL_MS = 5_000;
const NATIVE_CURRENCIES = {
  eip155: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  solana: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  bip122: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
} as const;
export const DEFAULT_NFT_IMAGES: NftImageLimits = { maxTotalBytes: 256 * 1024 * 1024, retentionDays: 30 };
export const DEFAULT_RELAY: RelayConfig = {
  enabled: true,
  maxMessageBytes: 256 * 1024,
  maxSubscriptionsPerClient: 1_000,
  maxTtlSeconds: 86_400,
  maxJwtTtlSeconds: 86_400,
  maxConnectionsPerIp: 50,
  connectionRate: { perSecond: 20, burst: 100 },
  mailboxBytesPerProject: 64 * 1024 * 1024,
  mailboxBytesPerIp: 8 * 1024 * 1024,
  mailboxBytesPerTopic: 1024 * 1024,
  upstream: undefined,
};

export { ConfigError };

function resolveRelay(relay: ServerConfig['relay']): RelayConfig {
  const given = Object.entries(relay ?? {}).filter(([, value]) => value !== undefined);
  const resolved: RelayConfig = { ...DEFAULT_RELAY, ...Object.fromEntries(given) };
  // Every message a client may publish must fit in a topic's share of the mailbox.
  if (resolved.mailboxBytesPerTopic < resolved.maxMessageBytes) {
    throw new ConfigError(
      `Invalid gangway-server configuration:\n  relay.mailboxBytesPerTopic: must be at least relay.maxMessageBytes (${resolved.maxMessageBytes})`,
    );
  }
  return resolved;
}

/**
 * `env` gives the secrets' environment variables (readSecrets.ts); loadConfig() passes the process's, a
 * programmatic start none.
 */
export function resolveConfig(input: unknown, env: Env = {}): ResolvedConfig {
  const { config, sources } =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? readSecrets(input as Record<string, unknown>, env)
      : { config: input, sources: new Map<string, string>() };
  const result = z.safeParse(ServerConfigSchema, config ?? {}, { error: en().localeError });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const path = issue.path
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('')
        .replace(/^\./, '');
      // A bad record key reports its own check's message one level down.
      const message =
        issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
      const source = sources.get(path);
      return `  ${path || '(root)'}: ${message}${source ? ` (given by ${source})` : ''}`;
    });
    throw new ConfigError(`Invalid gangway-server configuration:\n${lines.join('\n')}`);
  }
  if (result.data.redisUrl && !result.data.databaseUrl) {
    throw new ConfigError(
      'Invalid gangway-server configuration:\n  redisUrl: Redis shares budgets between instances of one PostgreSQL database: set databaseUrl too (the embedded database allows one instance)',
    );
  }
  return withDefaults(result.data);
}

function withDefaults(config: ServerConfig): ResolvedConfig {
  return {
    host: config.host ?? '127.0.0.1',
    port: config.port ?? DEFAULT_PORT,
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    dataDir: config.dataDir ?? DEFAULT_DATA_DIR,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    drainDelayMs: config.shutdown?.drainDelayMs ?? 0,
    onramp: config.onramp ?? {},
    operatorToken: config.operatorToken,
    logLevel: config.logLevel ?? 'info',
    trustProxy: typeof config.trustProxy === 'boolean' ? false : (config.trustProxy ?? false),
    analyticsEnabled: config.analytics?.enabled ?? true,
    analyticsRetentionDays: config.analytics?.retentionDays ?? DEFAULT_ANALYTICS.retentionDays,
    analyticsQuota: {
      maxEvents: config.analytics?.maxEventsPerProject ?? DEFAULT_ANALYTICS.maxEvents,
      maxBytes: config.analytics?.maxBytesPerProject ?? DEFAULT_ANALYTICS.maxBytes,
      maxEventsPerIpPerDay: config.analytics?.maxEventsPerIpPerDay ?? DEFAULT_ANALYTICS.maxEventsPerIpPerDay,
    },
    rateLimit: config.rateLimit ?? DEFAULT_RATE_LIMIT,
    rpcTimeoutMs: config.rpc?.timeoutMs ?? RPC_TIMEOUT_MS,
    rpcProxyTimeoutMs: config.rpc?.proxyTimeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS,
    rpcInFlight: {
      perProject: config.rpc?.maxInFlightPerProject ?? DEFAULT_RPC_IN_FLIGHT.perProject,
      perIp: config.rpc?.maxInFlightPerIp ?? DEFAULT_RPC_IN_FLIGHT.perIp,
    },
    rpcMaxResponseBytes: config.rpc?.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    balanceTtlMs: config.cache?.balanceTtlMs ?? CACHE_TTL_MS.balance,
    priceTtlMs: config.cache?.priceTtlMs ?? DEFAULT_PRICE_TTL_MS,
    projectTtlMs: config.cache?.projectTtlMs ?? DEFAULT_PROJECT_TTL_MS,
    chains: Object.entries(config.chains ?? {}).map(([id, chain]) => ({
      id: id as CaipNetworkId,
      name: chain.name ?? id,
      rpcUrls: chain.rpcUrls ?? [],
      esploraUrls: chain.esploraUrls ?? [],
      network: id.startsWith('bip122:') ? (chain.network ?? knownBitcoinNetwork(id)) : undefined,
      nativeCurrency:
        chain.nativeCurrency ??
        NATIVE_CURRENCIES[id.slice(0, id.indexOf(':')) as keyof typeof NATIVE_CURRENCIES],
      tokens: chain.tokens ?? [],
      nftCollections: (chain.nftCollections ?? []).map((collection) => collection.address.toLowerCase()),
      mints: chain.mints ?? [],
      prices: chain.prices,
      history: resolveHistory(id, chain.history),
      bundlerUrl: chain.bundlerUrl,
      paymasterUrl: chain.paymasterUrl,
      swap: chain.swap,
    })),
    relay: resolveRelay(config.relay),
    nfts: {
      allowPrivateHosts: config.nfts?.allowPrivateHosts ?? false,
      images: {
        maxTotalBytes: config.nfts?.maxImageBytes ?? DEFAULT_NFT_IMAGES.maxTotalBytes,
        retentionDays: config.nfts?.imageRetentionDays ?? DEFAULT_NFT_IMAGES.retentionDays,
      },
    },
    embedded: resolveEmbeddedConfig(config.embedded),
    ...resolveIdentityConfig(config),
  };
}
