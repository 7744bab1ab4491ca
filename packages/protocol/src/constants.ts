// SPEC §9: every business constant and limit, defined once and imported everywhere (tests too). Those only code the
// widget loads lazily reads (embedded wallet, WalletConnect, Send, Activity, the API services) are in
// lazyConstants.ts: the initial bundle holds this module whole.
import type { ChainNamespace } from './caip/namespaces.ts';
import type { OnrampProvider, SocialProvider, SwapProvider } from './lazyConstants.ts';

// ---- SDK identity carried on every API call (SPEC §7: st, sv) ----
export const SDK_TYPE = 'gangway';
export const SDK_VERSION = 'gangway-0.1.0';

// ---- Time units ----
export const ONE_SECOND_MS = 1_000;
export const ONE_MINUTE_S = 60;
export const ONE_DAY_S = 86_400;
export const ONE_YEAR_DAYS = 365;

// ---- Timing ----
/**
 * Oldest wallet directory cache still shown while it is revalidated (SPEC §9 does not give one): a day, as long as
 * gangway-server lets a browser serve a stale directory answer (its stale-while-revalidate).
 */
export const DIRECTORY_CACHE_MAX_AGE_MS = ONE_DAY_S * ONE_SECOND_MS;
/** Longest cache entry (address caches, the wallet directory) kept in browser storage, in characters of its JSON. */
export const CACHE_ENTRY_MAX_CHARS = 256 * 1024;
/** Most token balances a cached balance list may hold. */
export const CACHED_BALANCES_MAX = 500;
export const IFRAME_READY_DELAY_MS = 500;
export const MODAL_SHAKE_MS = 500;
export const TOAST_SWAP_GAP_MS = 150;
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300;
export const RPC_TIMEOUT_MS = 10_000;
export const RPC_BATCH_SIZE = 1_000;
export const LOG_BUFFER_BYTES = 1_000_000;
export const DEFAULT_LOG_LEVEL = 'error';
/** Not in SPEC: how long a call to the provider's API may take before it fails (we chose the RPC timeout). */
export const API_TIMEOUT_MS = RPC_TIMEOUT_MS;

// ---- Wallet directory ----
export const WALLETS_PER_PAGE = 40;
export const RECOMMENDED_WALLETS_COUNT = 4;
export const SEARCH_WALLETS_ENTRIES = 100;
export const SEARCH_MIN_WAIT_MS = 300;
export const DEFAULT_FEATURED_WALLETS_COUNT = 4;
export const PREFETCHED_IMAGES_PER_PAGE = 20;
export const RECENT_WALLETS_KEPT = 2;

// ---- Limits and defaults ----
export const MAX_PENDING_TRANSACTIONS = 99;
export const DEFAULT_CHAIN_ID = 1;

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet'];

export type SocialOption = SocialProvider | 'farcaster';
export const DEFAULT_SOCIALS_ORDER: readonly SocialOption[] = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
];

export interface RemoteFeatures {
  swaps: readonly SwapProvider[] | false;
  onramp: readonly OnrampProvider[] | false;
  email: boolean;
  socials: readonly SocialOption[] | false;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
}
export const REMOTE_FEATURE_KEYS = [
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'reownBranding',
  'multiWallet',
] as const satisfies readonly (keyof RemoteFeatures)[];

export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = {
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  // SPEC does not give a default; a self-hosted widget shows no vendor branding unless asked.
  reownBranding: false,
  multiWallet: false,
};
/** Basic mode turns every remote feature off (SPEC §5, §6). */
export const BASIC_REMOTE_FEATURES: RemoteFeatures = {
  swaps: false,
  onramp: false,
  email: false,
  socials: false,
  activity: false,
  reownBranding: false,
  multiWallet: false,
};

export const CONNECTOR_TYPE_ORDER_KEYS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
export type ConnectorTypeOrderKey = (typeof CONNECTOR_TYPE_ORDER_KEYS)[number];
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderKey[] = CONNECTOR_TYPE_ORDER_KEYS;

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = WALLET_FEATURES;

export interface LocalFeatures {
  receive: boolean;
  send: boolean;
  emailShowWallets: boolean;
  connectorTypeOrder: readonly ConnectorTypeOrderKey[];
  /** Off unless the integrator opts in: no telemetry by default. */
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  walletFeaturesOrder: readonly WalletFeature[];
  connectMethodsOrder: readonly ConnectMethod[];
  pay: boolean;
}
export const DEFAULT_LOCAL_FEATURES: LocalFeatures = {
  receive: true,
  send: true,
  emailShowWallets: true,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
  analytics: false,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectMethodsOrder: DEFAULT_CONNECT_METHODS_ORDER,
  pay: false,
};

export const DEFAULT_NAME_SUFFIXES = ['.gangway.id', '.gw.id'] as const;
export const DEEP_LINK_WALLETS = ['phantom', 'solflare', 'coinbase'] as const;
export const BITCOIN_ACCOUNT_INDEX = { payment: 0, ordinal: 1 } as const;

export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
};

// ---- Display formats (SPEC §5) ----
export const QUANTITY_DECIMALS = 3;
export const TOKEN_BALANCE_DECIMALS = 2;
export const ACCOUNT_NAME_MIN_LENGTH = 4;
/** A name-service coin type's chain id must be below 2^31. */
export const MAX_COIN_TYPE_CHAIN_ID = 2 ** 31;
