// SPEC §7's on-ramp calls: /v1/onramp/options (SPEC §3's on-ramp currencies and the providers), /v1/onramp/quote
// (what an amount of fiat buys, from each provider) and /v1/generators/onrampurl (the provider's checkout, with the
// visitor's address filled in), and ours: /v1/onramp/purchases/{id}, the purchase's status as the provider's signed
// webhooks left it. Fiat amounts are decimal strings with at most two decimals; crypto amounts decimal strings.
import * as z from 'zod/mini';
import { ONRAMP_CURRENCIES } from '../../lazyConstants.ts';
import { CaipAddressSchema, CaipNetworkIdSchema, ProjectIdSchema, SdkQuerySchema } from './primitives.ts';

/** SPEC §9's payment methods with fallback limits. */
export const ONRAMP_PAYMENT_METHODS = ['card', 'ach_bank_account'] as const;
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number];
export type OnrampFiatCurrency = (typeof ONRAMP_CURRENCIES)[number];

export const ONRAMP_PURCHASE_STATUSES = ['pending', 'completed', 'failed'] as const;
export type OnrampPurchaseStatus = (typeof ONRAMP_PURCHASE_STATUSES)[number];

/** A fiat amount: digits, at most two decimals, above zero. */
export const FIAT_AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
export const FiatAmountSchema = z.string().check(
  z.regex(FIAT_AMOUNT_PATTERN, 'must be an amount with at most 2 decimals'),
  z.refine((value) => Number(value) > 0, 'must be above 0'),
);

/** A crypto amount in whole units (decimal, as providers quote it). */
export const DecimalAmountSchema = z.string().check(z.regex(/^\d{1,40}(\.\d{1,40})?$/));

/** SPEC §3: payment_method_limits (id, min, max). */
export const PaymentMethodLimitSchema = z.object({
  id: z.enum(ONRAMP_PAYMENT_METHODS),
  min: z.string(),
  max: z.string(),
});
export type PaymentMethodLimit = z.infer<typeof PaymentMethodLimitSchema>;

/** One network a currency is bought on: its CAIP-2 id and the token (NATIVE_TOKEN_ADDRESS for the native one). */
export const OnrampNetworkSchema = z.object({
  chainId: CaipNetworkIdSchema,
  name: z.string(),
  asset: CaipAddressSchema,
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(77)),
});
export type OnrampNetwork = z.infer<typeof OnrampNetworkSchema>;

/**
 * SPEC §3's on-ramp currency: id, name, symbol, networks, payment_method_limits. A crypto currency has networks and
 * no limits; a fiat currency limits per payment method and no networks.
 */
export const OnrampCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(OnrampNetworkSchema),
  payment_method_limits: z.array(PaymentMethodLimitSchema),
});
export type OnrampCurrency = z.infer<typeof OnrampCurrencySchema>;

export const OnrampProviderSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The CAIP-2 networks it sells on. */
  chainIds: z.array(CaipNetworkIdSchema),
});
export type OnrampProviderSummary = z.infer<typeof OnrampProviderSummarySchema>;

export const OnrampOptionsQuerySchema = SdkQuerySchema;
export const OnrampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(OnrampCurrencySchema),
  paymentCurrencies: z.array(OnrampCurrencySchema),
  providers: z.array(OnrampProviderSummarySchema),
  /** SPEC §9's default purchase currency, when this server sells it. */
  defaultPurchaseCurrency: z.optional(z.string()),
});
export type OnrampOptionsResponse = z.infer<typeof OnrampOptionsResponseSchema>;

export const OnrampQuoteBodySchema = z.strictObject({
  /** CAIP-10 token bought (NATIVE_TOKEN_ADDRESS for the network's native currency). */
  purchaseCurrency: CaipAddressSchema,
  paymentCurrency: z.enum(ONRAMP_CURRENCIES),
  amount: FiatAmountSchema,
  network: CaipNetworkIdSchema,
  /** Ours: the payment method whose limits apply (default card). */
  paymentMethod: z.optional(z.enum(ONRAMP_PAYMENT_METHODS)),
});
export type OnrampQuoteBody = z.infer<typeof OnrampQuoteBodySchema>;

const MoneySchema = z.object({ amount: z.string(), currency: z.string() });

export const OnrampProviderQuoteSchema = z.object({
  provider: z.string(),
  purchaseAmount: MoneySchema,
  paymentSubtotal: MoneySchema,
  paymentTotal: MoneySchema,
  /** The provider's fee, in the payment currency. */
  fee: MoneySchema,
  networkFee: MoneySchema,
});
export type OnrampProviderQuote = z.infer<typeof OnrampProviderQuoteSchema>;

export const OnrampQuoteResponseSchema = z.object({
  /** SPEC §7: the best quote's amount bought. */
  purchaseAmount: MoneySchema,
  /** Every provider that quoted, best first. */
  quotes: z.array(OnrampProviderQuoteSchema),
  /** Providers that could not quote, with the reason. */
  failures: z.array(z.object({ provider: z.string(), message: z.string() })),
});
export type OnrampQuoteResponse = z.infer<typeof OnrampQuoteResponseSchema>;

export const OnrampDestinationWalletSchema = z.strictObject({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  /** CAIP-2 networks the address receives on. */
  blockchains: z.array(CaipNetworkIdSchema).check(z.minLength(1), z.maxLength(10)),
  /** CAIP-10 tokens, as in quotes. */
  assets: z.optional(z.array(CaipAddressSchema).check(z.maxLength(10))),
});

export const OnrampUrlBodySchema = z.strictObject({
  destinationWallets: z.array(OnrampDestinationWalletSchema).check(z.minLength(1), z.maxLength(1)),
  defaultNetwork: CaipNetworkIdSchema,
  partnerUserId: z.optional(z.string().check(z.maxLength(128))),
  defaultExperience: z.optional(z.literal('buy')),
  presetCryptoAmount: z.optional(DecimalAmountSchema),
  presetFiatAmount: FiatAmountSchema,
  /** Ours: the provider whose checkout opens, the fiat paid, and the method whose limits apply. */
  provider: z.string().check(z.minLength(1), z.maxLength(32)),
  paymentCurrency: z.enum(ONRAMP_CURRENCIES),
  paymentMethod: z.optional(z.enum(ONRAMP_PAYMENT_METHODS)),
  projectId: z.optional(ProjectIdSchema),
});
export type OnrampUrlBody = z.infer<typeof OnrampUrlBodySchema>;

export const OnrampUrlResponseSchema = z.object({
  url: z.string(),
  /** Ours: the purchase this checkout pays, for its status. */
  purchaseId: z.string(),
});
export type OnrampUrlResponse = z.infer<typeof OnrampUrlResponseSchema>;

export const OnrampPurchaseParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });
export const OnrampPurchaseSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(ONRAMP_PURCHASE_STATUSES),
  chainId: CaipNetworkIdSchema,
  asset: CaipAddressSchema,
  address: z.string(),
  symbol: z.string(),
  fiatAmount: z.string(),
  fiatCurrency: z.string(),
  /** What arrived (or was quoted, while pending). */
  cryptoAmount: z.nullable(z.string()),
  transactionHash: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OnrampPurchase = z.infer<typeof OnrampPurchaseSchema>;
