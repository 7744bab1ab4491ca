// The on-ramp calls of SPEC §7: GET /v1/onramp/options, POST /v1/onramp/quote, POST /v1/generators/onrampurl, and
// the purchases the history answers with its `onramp` parameter. Fiat amounts are decimal strings with at most two
// decimals ("100.00"); crypto amounts are decimal strings in whole units.
import * as z from 'zod/mini';
import { ONRAMP_CURRENCIES } from '../../constants.ts';
import { CaipAddressSchema, CaipNetworkIdSchema, SdkQuerySchema } from './primitives.ts';

/** SPEC §9's payment methods with fallback limits. */
export const ONRAMP_PAYMENT_METHODS = ['card', 'ach_bank_account'] as const;
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number];

export const OnrampFiatSchema = z.enum(ONRAMP_CURRENCIES);

/** A fiat amount: digits with at most two decimals, at most 12 before the point. */
export const FiatAmountSchema = z
  .string()
  .check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount with at most 2 decimals, like 100.00'));

/** A crypto amount in whole units: digits with an optional fraction. */
export const DecimalAmountSchema = z
  .string()
  .check(z.regex(/^\d{1,40}(\.\d{1,40})?$/, 'must be a decimal amount'));

export const PaymentMethodLimitSchema = z.object({
  id: z.enum(ONRAMP_PAYMENT_METHODS),
  min: FiatAmountSchema,
  max: FiatAmountSchema,
});
export type PaymentMethodLimit = z.infer<typeof PaymentMethodLimitSchema>;

/** Where a purchase currency can be received: a network (CAIP-2) and the token's contract or mint on it ('' native). */
export const OnrampNetworkSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: CaipNetworkIdSchema,
  contract_address: z.string(),
});
export type OnrampNetwork = z.infer<typeof OnrampNetworkSchema>;

/** SPEC §3's on-ramp currency: a purchase currency has networks; a payment (fiat) currency has limits. */
export const OnrampCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(OnrampNetworkSchema),
  payment_method_limits: z.array(PaymentMethodLimitSchema),
});
export type OnrampCurrency = z.infer<typeof OnrampCurrencySchema>;

export const OnrampProviderInfoSchema = z.object({
  /** 'meld', 'coinbase', or 'sandbox' (devnet). */
  id: z.string(),
  name: z.string(),
  /** As the provider advertises it ("1-2%"). */
  feeRange: z.string(),
  /** Purchase currency ids it sells. */
  purchaseCurrencies: z.array(z.string()),
  /** Its own limits per fiat currency, where it gives them; SPEC §9's fallback where it does not. */
  paymentCurrencies: z.array(OnrampCurrencySchema),
});
export type OnrampProviderInfo = z.infer<typeof OnrampProviderInfoSchema>;

export const OnrampOptionsQuerySchema = z.extend(SdkQuerySchema, {
  /** Only the currencies receivable on this network. */
  chainId: z.optional(CaipNetworkIdSchema),
});
export const OnrampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(OnrampCurrencySchema),
  /** The widest limits any provider gives per fiat currency (each provider's own are in `providers`). */
  paymentCurrencies: z.array(OnrampCurrencySchema),
  providers: z.array(OnrampProviderInfoSchema),
});
export type OnrampOptionsResponse = z.infer<typeof OnrampOptionsResponseSchema>;

export const OnrampQuoteBodySchema = z.object({
  /** A purchase currency id of the options. */
  purchaseCurrency: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentCurrency: OnrampFiatSchema,
  /** Fiat to spend, fees included. */
  amount: FiatAmountSchema,
  network: CaipNetworkIdSchema,
  paymentMethod: z.optional(z.enum(ONRAMP_PAYMENT_METHODS)),
  /** Which provider quotes; default the first the project offers. */
  provider: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
});
export type OnrampQuoteBody = z.infer<typeof OnrampQuoteBodySchema>;

export const MoneySchema = z.object({ amount: DecimalAmountSchema, currency: z.string() });

export const OnrampQuoteResponseSchema = z.object({
  provider: z.string(),
  /** What arrives at the address. */
  purchaseAmount: MoneySchema,
  /** What the visitor pays, fees included. */
  paymentTotal: MoneySchema,
  /** The provider's fee and the network fee, in the fiat currency. */
  providerFee: MoneySchema,
  networkFee: MoneySchema,
});
export type OnrampQuoteResponse = z.infer<typeof OnrampQuoteResponseSchema>;

export const DestinationWalletSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  blockchains: z.array(CaipNetworkIdSchema).check(z.minLength(1), z.maxLength(10)),
  assets: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(20))),
});

export const OnrampUrlBodySchema = z.object({
  destinationWallets: z.array(DestinationWalletSchema).check(z.minLength(1), z.maxLength(1)),
  defaultNetwork: CaipNetworkIdSchema,
  partnerUserId: z.string().check(z.minLength(1), z.maxLength(128)),
  defaultExperience: z.optional(z.literal('buy')),
  presetCryptoAmount: z.optional(DecimalAmountSchema),
  /** Fiat to spend, fees included: what was quoted. */
  presetFiatAmount: FiatAmountSchema,
  // Ours: which provider, currency and method the visitor chose.
  provider: z.string().check(z.minLength(1), z.maxLength(32)),
  purchaseCurrency: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentCurrency: OnrampFiatSchema,
  paymentMethod: z.optional(z.enum(ONRAMP_PAYMENT_METHODS)),
});
export type OnrampUrlBody = z.infer<typeof OnrampUrlBodySchema>;

export const OnrampUrlResponseSchema = z.object({
  /** The provider's checkout, with the address filled in. */
  url: z.string(),
  /** The purchase as the history lists it (its id there). */
  purchaseId: z.string(),
});
export type OnrampUrlResponse = z.infer<typeof OnrampUrlResponseSchema>;

export const PURCHASE_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
