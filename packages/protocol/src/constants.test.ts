import { describe, expect, it } from 'vitest';
import * as Initial from './constants.ts';
import * as Lazy from './lazyConstants.ts';

const C = { ...Initial, ...Lazy };

describe('SPEC §9 constants', () => {
  it('hold the timing values', () => {
    expect(C.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
    expect(C.CACHE_TTL_MS).toEqual({
      balance: 30_000,
      portfolio: 30_000,
      nativeBalance: 30_000,
      name: 300_000,
      identity: 300_000,
    });
    expect(C.BALANCE_RETRY_GAP_MS).toBe(30_000);
    expect(C.IFRAME_LOAD_TIMEOUT_MS).toBe(20_000);
    expect(C.FRAME_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(C.SIGN_OUT_TIMEOUT_MS).toBe(3_000);
    expect(C.IFRAME_READY_DELAY_MS).toBe(500);
    expect(C.MODAL_SHAKE_MS).toBe(500);
    expect(C.TOAST_SWAP_GAP_MS).toBe(150);
    expect(C.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000);
    expect(C.NOT_ALLOWED_MESSAGE_DELAY_MS).toBe(300);
    expect(C.PAIRING_LIFETIME_MS).toBe(240_000);
    expect(C.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(C.PAIRING_RETRY_AFTER_MS).toBe(1_000);
    expect(C.RPC_TIMEOUT_MS).toBe(10_000);
    expect(C.RPC_BATCH_SIZE).toBe(1_000);
    expect(C.DEFAULT_LOG_LEVEL).toBe('error');
    expect([C.ONE_MINUTE_S, C.ONE_DAY_S, C.ONE_YEAR_DAYS]).toEqual([60, 86_400, 365]);
  });

  it('hold the wallet directory and limit values', () => {
    expect(C.WALLETS_PER_PAGE).toBe(40);
    expect(C.RECOMMENDED_WALLETS_COUNT).toBe(4);
    expect(C.SEARCH_WALLETS_ENTRIES).toBe(100);
    expect(C.SEARCH_MIN_WAIT_MS).toBe(300);
    expect(C.DEFAULT_FEATURED_WALLETS_COUNT).toBe(4);
    expect(C.PREFETCHED_IMAGES_PER_PAGE).toBe(20);
    expect(C.RECENT_WALLETS_KEPT).toBe(2);
    expect(C.MAX_PENDING_TRANSACTIONS).toBe(99);
    expect(C.ERROR_EVENT_THROTTLE).toEqual({ count: 5, windowMs: 60_000 });
    expect(C.DEFAULT_CHAIN_ID).toBe(1);
    expect(C.SOCIAL_POPUP_SIZE).toEqual({ width: 600, height: 800 });
  });

  it('hold the default orders and features', () => {
    expect(C.DEFAULT_CONNECT_METHODS_ORDER).toEqual(['email', 'social', 'wallet']);
    expect(C.DEFAULT_SOCIALS_ORDER).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ]);
    expect(C.DEFAULT_CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
    expect(C.DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(C.DEFAULT_REMOTE_FEATURES).toMatchObject({
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      email: true,
      activity: true,
      multiWallet: false,
    });
    expect(C.DEFAULT_REMOTE_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
    for (const key of C.REMOTE_FEATURE_KEYS) expect(C.BASIC_REMOTE_FEATURES[key]).toBe(false);
    expect(C.SWAP_NETWORK_CHAIN_IDS).toHaveLength(12);
    expect(C.DEFAULT_ACCOUNT_TYPES).toMatchObject({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    });
    expect(C.ONRAMP_FALLBACK_LIMITS_USD.card).toEqual({ min: '10.00', max: '7500.00' });
    expect(C.ONRAMP_FALLBACK_LIMITS_USD.ach_bank_account).toEqual({ min: '10.00', max: '25000.00' });
    expect(C.BITCOIN_ACCOUNT_INDEX).toEqual({ payment: 0, ordinal: 1 });
    expect(C.ADDRESS_TRUNCATE).toEqual({ start: 4, end: 6 });
  });
});
