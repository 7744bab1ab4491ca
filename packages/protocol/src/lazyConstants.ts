// SPEC §9's constants that only code the widget loads lazily reads: the embedded wallet, WalletConnect, Send,
// Activity, Swap, the on-ramp and the API services. A module of their own, as sendMessages.ts: the initial bundle
// holds constants.ts whole, and would carry these with it.
import type { ChainNamespace } from './caip/namespaces.ts';
import { ONE_MINUTE_S, ONE_SECOND_MS } from './constants.ts';

// ---- Timing ----
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;
export const IFRAME_LOAD_TIMEOUT_MS = 20_000;
/** Frame request timeout for connect email, device, otp, social and social redirect. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000;
export const SIGN_OUT_TIMEOUT_MS = 3_000;
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;
export const PAIRING_LIFETIME_MS = 4 * ONE_MINUTE_S * ONE_SECOND_MS;
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;
export const PAIRING_RETRY_AFTER_MS = 1_000;
/** Not in SPEC: how often Activity asks the history again while a transaction in it is pending. */
export const HISTORY_POLL_MS = 2_000;
/** Not in SPEC: how often ConnectingFarcaster asks whether the visitor approved in a Farcaster client. */
export const FARCASTER_POLL_MS = 1_500;
/** Not in SPEC: how long a Farcaster sign-in channel lives (the relay's own channels live longer). */
export const FARCASTER_CHANNEL_TTL_MS = 10 * ONE_MINUTE_S * ONE_SECOND_MS;

// ---- Limits ----
export const ERROR_EVENT_THROTTLE = { count: 5, windowMs: 60_000 } as const;
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const;

export const CHAIN_SUPPORT = {
  embeddedWallet: ['eip155', 'solana'],
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
} as const satisfies Record<string, readonly ChainNamespace[]>;

/**
 * The token address standing for a chain's native currency in token balances and prices (as in
 * `eip155:1:0xeeee…eeee`).
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

// ---- Swaps and the on-ramp ----
export const SWAP_SLIPPAGE_TOLERANCE = 1;

export const SWAP_NETWORK_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const;

export const ONRAMP_PROVIDER_INFO = [
  { id: 'meld', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
  { id: 'coinbase', feeRange: '1-2%', namespaces: ['eip155'] },
] as const satisfies readonly {
  id: OnrampProvider;
  feeRange: string;
  namespaces: readonly ChainNamespace[];
}[];
export const DEFAULT_PURCHASE_CURRENCY = { symbol: 'USDC', chainIds: [1, 137] } as const;
export const ONRAMP_FALLBACK_LIMITS_USD = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const;
export const ONRAMP_CURRENCIES = ['USD', 'EUR'] as const;

export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
] as const;

// ---- Display formats (SPEC §5) ----
export const AMOUNT_PLUS_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const;
export const AMOUNT_MINUS_OPERATIONS = ['withdraw', 'repay', 'burn'] as const;

// ---- Moved out of constants.ts: read only by code the widget loads lazily ----
// Address and balance caches (the API services, Account).
export const CACHE_TTL_MS = {
  balance: 30_000,
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 300_000,
  identity: 300_000,
} as const;
export const BALANCE_RETRY_GAP_MS = 30_000;

// Providers (schemas of the API answers and the embedded wallet's messages, Swap and On-Ramp).
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** What a project's remote features may list as socials: the OAuth providers and Farcaster. */
export const SOCIAL_OPTIONS = [...SOCIAL_PROVIDERS, 'farcaster'] as const;
export const SWAP_PROVIDERS = ['1inch'] as const;
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const;
export type SwapProvider = (typeof SWAP_PROVIDERS)[number];
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number];

// Display formats (SPEC §5).
export const ADDRESS_TRUNCATE = { start: 4, end: 6 } as const;
