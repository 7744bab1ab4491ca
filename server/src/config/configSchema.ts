// The shape of gangway-server's configuration (JSON file named by GANGWAY_CONFIG, env, or startServer()).
import { isIP } from 'node:net';
import { isSolanaAddress } from '@gangway/protocol';
import * as z from 'zod/mini';
import { BITCOIN_NETWORKS } from '../chains/bitcoinNetworks.ts';
import { checkChainFields } from './chainRules.ts';
import { EmbeddedConfigSchema } from './embeddedConfig.ts';
import { NamesConfigSchema, SiwxConfigSchema } from './identityConfig.ts';
import { OnrampConfigSchema } from './onrampConfig.ts';
import { SwapConfigSchema } from './swapConfig.ts';

const HexAddressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex-digit address'));
const HttpUrlSchema = z
  .string()
  .check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'), z.maxLength(2_000));
const positiveInt = (max: number) => z.number().check(z.int(), z.minimum(1), z.maximum(max));

export const TokenConfigSchema = z.strictObject({
  address: HexAddressSchema,
  /** Overrides of what the chain says (name(), symbol(), decimals()). */
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  symbol: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  decimals: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(77))),
  iconUrl: z.optional(HttpUrlSchema),
});
export type TokenConfig = z.infer<typeof TokenConfigSchema>;

const SolanaAddressSchema = z
  .string()
  .check(z.refine(isSolanaAddress, 'must be a base58 Solana address (32 bytes)'));

/** An SPL token mint the balance route lists; the chain holds no names or symbols, so they are given here. */
export const MintConfigSchema = z.strictObject({
  address: SolanaAddressSchema,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  symbol: z.string().check(z.minLength(1), z.maxLength(32)),
  /** Checked against the chain: a token account's own decimals win when they differ. */
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
  iconUrl: z.optional(HttpUrlSchema),
});
export type MintConfig = z.infer<typeof MintConfigSchema>;

export const PriceSourceConfigSchema = z.discriminatedUnion('source', [
  z.strictObject({
    /** Prices from Uniswap V2-style pair reserves against a USD stablecoin (priced at 1). */
    source: z.literal('uniswapV2'),
    factory: HexAddressSchema,
    stablecoin: HexAddressSchema,
    /** Wrapped native token: prices the native currency and tokens paired only with it. */
    wrappedNative: z.optional(HexAddressSchema),
  }),
  z.strictObject({
    /**
     * Fixed USD prices by token address (an ERC20 address, a Solana mint), "native" for the native currency
     * (tests, devnets, stablecoin-only chains).
     */
    source: z.literal('fixed'),
    prices: z.record(
      z
        .string()
        .check(
          z.regex(
            /^(native|0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
            'must be "native" or a token address',
          ),
        ),
      z.number().check(z.minimum(0)),
    ),
  }),
]);
export type PriceSourceConfig = z.infer<typeof PriceSourceConfigSchema>;

export const NativeCurrencySchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  symbol: z.string().check(z.minLength(1), z.maxLength(32)),
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(77)),
});

const UpstreamUrlsSchema = z.array(HttpUrlSchema).check(z.minLength(1), z.maxLength(10));

/**
 * eip155: where the history and NFT routes read from (a chain without it has neither). gangway-server
 * indexes the chain itself through its rpcUrls; `index: false` with an `api` reads an Etherscan-compatible or
 * Blockscout API instead.
 */
export const HistoryConfigSchema = z.strictObject({
  index: z.optional(z.boolean()),
  /** First block indexed (default 0). */
  startBlock: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** Blocks read per round (default 100). */
  batchSize: z.optional(positiveInt(10_000)),
  /** Blocks behind the head left unindexed until this many follow them (default 0: follow the head). */
  confirmations: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1_000))),
  /** Wait between rounds once caught up (default 1000 ms). */
  pollIntervalMs: z.optional(positiveInt(3_600_000)),
  api: z.optional(
    z.strictObject({
      kind: z.enum(['etherscan', 'blockscout']),
      /** Etherscan: the /api endpoint (…/api); Blockscout: the instance's base URL. */
      url: HttpUrlSchema,
      apiKey: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    }),
  ),
});
export type HistoryConfig = z.infer<typeof HistoryConfigSchema>;

/** One schema for every namespace; which fields a namespace takes is checked by CHAIN_FIELDS below. */
export const ChainConfigSchema = z.strictObject({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** eip155 and solana: upstream JSON-RPC endpoints, tried in this order (the next one when one fails or times out). */
  rpcUrls: z.optional(UpstreamUrlsSchema),
  /** bip122: upstream Esplora API bases (e.g. https://blockstream.info/api), tried in order like rpcUrls. */
  esploraUrls: z.optional(UpstreamUrlsSchema),
  /** bip122: which network's addresses the chain takes; known from the chain id for the public networks. */
  network: z.optional(z.enum(BITCOIN_NETWORKS)),
  /** Default: Ether (ETH, 18 decimals) on eip155, SOL (9 decimals) on solana, Bitcoin (BTC, 8) on bip122. */
  nativeCurrency: z.optional(NativeCurrencySchema),
  /** eip155: ERC20 tokens the balance route lists. */
  tokens: z.optional(z.array(TokenConfigSchema).check(z.maxLength(100))),
  /** eip155: NFT collections the app knows; their transfers are never spam (see the README's spam rule). */
  nftCollections: z.optional(z.array(z.strictObject({ address: HexAddressSchema })).check(z.maxLength(100))),
  /** solana: SPL token mints the balance route lists. */
  mints: z.optional(z.array(MintConfigSchema).check(z.maxLength(100))),
  prices: z.optional(PriceSourceConfigSchema),
  history: z.optional(HistoryConfigSchema),
  /**
   * eip155: an ERC-4337 bundler (v0.7 / v0.8 EntryPoints). The RPC proxy sends it eth_sendUserOperation and the
   * other bundler methods; the URL (and any key in it) stays on the server.
   */
  bundlerUrl: z.optional(HttpUrlSchema),
  /** eip155: an ERC-7677 paymaster service; the RPC proxy sends it pm_getPaymasterStubData and pm_getPaymasterData. */
  paymasterUrl: z.optional(HttpUrlSchema),
  /** eip155: where the convert routes (/v1/convert/*) quote and build swaps; a chain without it has no swaps. */
  swap: z.optional(SwapConfigSchema),
});
export type ChainConfig = z.infer<typeof ChainConfigSchema>;

export const RateLimitSchema = z.strictObject({
  perSecond: positiveInt(1_000_000),
  burst: positiveInt(1_000_000),
});

/**
 * `true` would take any client's X-Forwarded-For as its address (every per-IP budget forged away), so it is refused:
 * a hop count believes only the addresses the operator's own proxies appended, a list only the listed proxies.
 */
export const TrustProxySchema = z.union([
  z
    .boolean()
    .check(
      z.refine(
        (trust) => !trust,
        'true would believe any X-Forwarded-For: give the number of proxies in front of the server, or their addresses or CIDRs',
      ),
    ),
  z.number().check(z.int(), z.minimum(1), z.maximum(16)),
  z
    .array(
      z
        .string()
        .check(
          z.maxLength(100),
          z.refine(isAddressOrCidr, 'must be an IP address or a CIDR (10.0.0.0/8, 2001:db8::/32)'),
        ),
    )
    .check(z.minLength(1), z.maxLength(100)),
]);

function isAddressOrCidr(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every field is optional; resolveConfig() fills the defaults. */
export const ServerConfigSchema = z.strictObject({
  host: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  /** 0 picks a free port. */
  port: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(65_535))),
  /** Base of the URLs the server hands out (token icons); default http://host:port. */
  publicUrl: z.optional(HttpUrlSchema),
  /** PGlite data directory, relative to the working directory. Ignored with databaseUrl. */
  dataDir: z.optional(z.string().check(z.minLength(1))),
  /** PostgreSQL instead of the embedded database. */
  databaseUrl: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  ),
  /**
   * Redis, for several instances on one PostgreSQL database: budgets, in-flight limits and quotas, and the relay's
   * fan-out go through it (without it PostgreSQL does the sharing, at a lower throughput). Needs databaseUrl.
   */
  redisUrl: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
  /** Stopping (SIGTERM): how long /readyz answers 503 before the listener closes, so a load balancer moves on first. */
  shutdown: z.optional(
    z.strictObject({ drainDelayMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(120_000))) }),
  ),
  /** Bearer token of the admin API that may create and manage every project. None: only per-project tokens work. */
  operatorToken: z.optional(
    z.string().check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(512)),
  ),
  logLevel: z.optional(z.enum(LOG_LEVELS)),
  /**
   * Behind a load balancer: whose X-Forwarded-For to believe — the number of proxies in front of the server, or
   * their addresses or CIDRs. Client budgets are per IP, so without it every client behind the proxy shares one.
   */
  trustProxy: z.optional(TrustProxySchema),
  analytics: z.optional(
    z.strictObject({
      enabled: z.optional(z.boolean()),
      /** Events older than this are deleted (default 90). */
      retentionDays: z.optional(positiveInt(3_650)),
      /** Per project: events stored at most (default 1,000,000). */
      maxEventsPerProject: z.optional(positiveInt(1_000_000_000)),
      /** Per project: bytes of events stored at most (default 256 MiB). Past either, the oldest events go. */
      maxBytesPerProject: z.optional(positiveInt(2 ** 40)),
      /** Per project and IP (an IPv6 /64): events in any 24 hours (default 2,000). */
      maxEventsPerIpPerDay: z.optional(positiveInt(1_000_000_000)),
    }),
  ),
  /** Default per-project rate limit (a project may set its own). */
  rateLimit: z.optional(RateLimitSchema),
  rpc: z.optional(
    z.strictObject({
      timeoutMs: z.optional(positiveInt(600_000)),
      /**
       * The whole of one call through the RPC and Esplora proxies, fallbacks included (default 5 s): a client's slow
       * calls hold its in-flight places for no longer than this, and their duration is charged to its upstream time.
       */
      proxyTimeoutMs: z.optional(positiveInt(600_000)),
      /** Proxied calls in flight at once per project (default 16); twice as many may wait up to 2 s for a place. */
      maxInFlightPerProject: z.optional(positiveInt(100_000)),
      /** …per client IP (an IPv6 /64) of a project (default 2). */
      maxInFlightPerIp: z.optional(positiveInt(100_000)),
      /** Largest upstream answer passed on (default 4 MiB); larger ones are answered 502. */
      maxResponseBytes: z.optional(positiveInt(64 * 1024 * 1024)),
    }),
  ),
  cache: z.optional(
    z.strictObject({
      balanceTtlMs: z.optional(positiveInt(86_400_000)),
      priceTtlMs: z.optional(positiveInt(86_400_000)),
      projectTtlMs: z.optional(positiveInt(3_600_000)),
    }),
  ),
  /** NFT names and images, fetched from the URLs token contracts name. */
  nfts: z.optional(
    z.strictObject({
      /**
       * Fetch from loopback, private and other non-public addresses, on any port (default false). Only for a devnet
       * whose metadata servers are local: a contract's URL is anyone's, and this lets it reach the server's network.
       */
      allowPrivateHosts: z.optional(z.boolean()),
      /** Bytes of NFT images stored at most (default 256 MiB); the oldest go first. */
      maxImageBytes: z.optional(positiveInt(2 ** 40)),
      /** Days an NFT image is kept after it was stored (default 30); the token is then described again. */
      imageRetentionDays: z.optional(positiveInt(3_650)),
    }),
  ),
  /** The WalletConnect relay at /v1/relay (on by default). */
  relay: z.optional(
    z.strictObject({
      enabled: z.optional(z.boolean()),
      /** Largest `message` a client may publish, in bytes (default 256 KiB). */
      maxMessageBytes: z.optional(positiveInt(4 * 1024 * 1024)),
      /** Topics one connection may subscribe to (default 1,000). */
      maxSubscriptionsPerClient: z.optional(positiveInt(100_000)),
      /** Longest a message waits for its subscribers, in seconds (default 1 day: sign-client's longest TTL). */
      maxTtlSeconds: z.optional(positiveInt(365 * 86_400)),
      /** Longest a client's auth JWT may still be valid when it connects, in seconds (default 1 day). */
      maxJwtTtlSeconds: z.optional(positiveInt(30 * 86_400)),
      /** Relay connections open at once from one IP (an IPv6 /64), across projects (default 50). */
      maxConnectionsPerIp: z.optional(positiveInt(1_000_000)),
      /**
       * Requests (publish, subscribe, fetch…) per connection (default 20/s, burst 100); each also spends its IP's
       * share and its project's `rateLimit` (a relay bucket of their own).
       */
      connectionRate: z.optional(RateLimitSchema),
      /** Bytes of live messages the mailbox keeps per project (default 64 MiB). */
      mailboxBytesPerProject: z.optional(positiveInt(2 ** 40)),
      /** …published from one IP (an IPv6 /64) per project (default 8 MiB). */
      mailboxBytesPerIp: z.optional(positiveInt(2 ** 40)),
      /** …per topic (default 1 MiB; at least maxMessageBytes). */
      mailboxBytesPerTopic: z.optional(positiveInt(2 ** 40)),
      /**
       * The relay to bridge to (none by default), so that phone wallets built for it pair: the public WalletConnect
       * relay, wss://relay.walletconnect.org, with the integrator's WalletConnect project id. Without it, only wallets
       * configured for this relay can pair.
       */
      upstream: z.optional(
        z.strictObject({
          url: z.string().check(z.regex(/^wss?:\/\/[^\s]+$/, 'must be a ws:// or wss:// URL')),
          projectId: z.string().check(z.minLength(1), z.maxLength(256)),
        }),
      ),
    }),
  ),
  /** The embedded-wallet login service (/v1/embedded): mail, social apps, key encryption. */
  embedded: z.optional(EmbeddedConfigSchema),
  /** Sign in with a wallet (/v1/siwx): nonce lifetime, longest session, clock skew. */
  siwx: z.optional(SiwxConfigSchema),
  /** Account names and identity (/v1/profile, /v1/identity): the zone names are registered under. */
  names: z.optional(NamesConfigSchema),
  /** On-ramp providers (/v1/onramp/*): their keys and webhook secrets; none configured, no on-ramp. */
  onramp: z.optional(OnrampConfigSchema),
  /**
   * Upstreams per CAIP-2 chain id: eip155; solana (its reference: the first 32 characters of the genesis hash);
   * bip122 (the first 32 hex characters of the genesis block hash).
   */
  chains: z.optional(
    z
      .record(
        z
          .string()
          .check(
            z.regex(
              /^(eip155:[1-9]\d{0,17}|solana:[1-9A-HJ-NP-Za-km-z]{32}|bip122:[0-9a-f]{32})$/,
              'must be an eip155, solana or bip122 CAIP-2 chain id',
            ),
          ),
        ChainConfigSchema,
      )
      .check(z.superRefine(checkChainFields)),
  ),
});
export type ServerConfig = z.infer<typeof ServerConfigSchema>;
