// What the on-ramp routes need of one provider: its limits, a quote for an amount of fiat, a checkout URL for one
// purchase with the visitor's address filled in, and its webhooks (signature checked over the raw body, then read
// as an event naming our purchase). Meld and Coinbase speak to their APIs with a key kept on this server; devnet's
// sandbox speaks to its loopback twin.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CaipNetworkId,
  OnrampFiatCurrency,
  OnrampPaymentMethod,
  OnrampPurchaseStatus,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import { ApiError } from '../../errors/ApiError.ts';
import { VendorRefusal } from '../vendorApi.ts';

/** A currency on one network, as the providers are asked for it. */
export interface OnrampAsset {
  chainId: CaipNetworkId;
  symbol: string;
  /** 0x / base58 token address, or 'native'. */
  address: string | 'native';
  decimals: number;
}

export interface OnrampQuoteRequest {
  asset: OnrampAsset;
  fiat: OnrampFiatCurrency;
  /** Fiat to pay, fees included, two decimals at most. */
  fiatAmount: string;
  paymentMethod: OnrampPaymentMethod;
}

export interface OnrampQuote {
  /** Whole units of the asset bought, as a decimal string. */
  purchaseAmount: string;
  /** Fiat for the asset itself, the provider's fee, the network fee, and their total (decimal strings). */
  paymentSubtotal: string;
  fee: string;
  networkFee: string;
  paymentTotal: string;
}

export interface OnrampCheckoutRequest extends OnrampQuoteRequest {
  /** Our purchase id: the provider hands it back in its webhooks. */
  purchaseId: string;
  address: string;
}

/** Min and max per payment method, decimal strings in the fiat's unit. */
export type OnrampLimits = Partial<Record<OnrampPaymentMethod, { min: string; max: string }>>;

export interface OnrampWebhookRequest {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The absolute URL the provider posted to (Meld signs it). */
  url: string;
}

export interface OnrampWebhookEvent {
  /** The provider's event id: a replay of the same id changes nothing. */
  eventId: string;
  purchaseId: string;
  status: OnrampPurchaseStatus;
  transactionHash?: string;
  cryptoAmount?: string;
}

export interface OnrampProvider {
  /** 'meld', 'coinbase' or 'sandbox': what quotes and purchases name. */
  readonly id: string;
  readonly name: string;
  /** Whether it sells on this network at all. */
  sells(chainId: CaipNetworkId): boolean;
  /** The provider's own limits for a fiat currency; empty when it gives none (SPEC §9's fallback applies). */
  limits(fiat: OnrampFiatCurrency): Promise<OnrampLimits>;
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  checkoutUrl(request: OnrampCheckoutRequest): Promise<string>;
  /** True when the webhook's signature is the provider's (over the raw body, with the secret of the configuration). */
  verifyWebhook(request: OnrampWebhookRequest): boolean;
  /** The event of a verified webhook; null for events that concern no purchase status. */
  readWebhook(body: unknown): OnrampWebhookEvent | null;
}

/** How old a signed webhook may be: older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_S = 300;

export function hmacSha256(secret: string, payload: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** Constant-time comparison of two signatures of any encoding. */
export function sameSignature(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function headerOf(headers: OnrampWebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A Unix-seconds timestamp within the tolerance of now. */
export function freshTimestamp(value: string | undefined, nowMs = Date.now()): boolean {
  if (value === undefined || !/^\d{1,13}$/.test(value)) return false;
  const seconds = value.length > 10 ? Number(value) / 1000 : Number(value);
  return Math.abs(nowMs / 1000 - seconds) <= WEBHOOK_TOLERANCE_S;
}

/** Well-known network names of the providers' APIs by CAIP-2 id. */
export const PROVIDER_NETWORK_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:137': 'polygon',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum',
  'eip155:43114': 'avalanche-c-chain',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
};

/** "12.345" → 12345n / 10^3 arithmetic on decimal strings, enough for fees and totals in the sandbox and checks. */
export function decimalToUnits(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

export function unitsToDecimal(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * A provider's refusal (its 4xx, with the reason it gave) as the visitor's 400 on the amount; `describe` words it
 * from the provider's message (at most 200 characters), or from the HTTP status when it gave none.
 */
export async function refusalsAsBadRequest<T>(
  call: Promise<T>,
  describe: (message: string | undefined, status: number) => string,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof VendorRefusal)) throw error;
    const reason = z.safeParse(z.object({ message: z.string() }), error.body);
    throw new ApiError(
      400,
      'BAD_REQUEST',
      describe(reason.success ? reason.data.message.slice(0, 200) : undefined, error.status),
      {
        field: 'amount',
      },
    );
  }
}
