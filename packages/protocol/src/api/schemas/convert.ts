// The /v1/convert/* calls of SPEC §7: the token list, quotes, allowance, gas price and the approval and swap
// transactions gangway-server builds. Amounts are integers in the token's smallest unit, as decimal strings.
import * as z from 'zod/mini';
import {
  CaipAddressSchema,
  CaipNetworkIdSchema,
  EvmAddressSchema,
  ProjectIdSchema,
  SdkQuerySchema,
} from './primitives.ts';

/** An amount in a token's smallest unit (at most uint256's 78 digits). */
export const BaseUnitsSchema = z
  .string()
  .check(z.regex(/^\d{1,78}$/, 'must be a whole number of the token’s smallest unit, as digits'));

/** Above zero, within uint256. */
export const PositiveBaseUnitsSchema = BaseUnitsSchema.check(
  // zod runs every check: the regex's failure does not stop this one, which must not throw on what it let through.
  z.refine(
    (value) => /^\d{1,78}$/.test(value) && /[1-9]/.test(value) && BigInt(value) < 2n ** 256n,
    'must be above 0 and below 2^256',
  ),
);

/**
 * Which side of a swap the amount names: what is sold (`exactIn`, SPEC §7's only reading) or what is bought
 * (`exactOut`, ours: the widget's "to" field).
 */
export const SWAP_KINDS = ['exactIn', 'exactOut'] as const;
export type SwapKind = (typeof SWAP_KINDS)[number];

/** Highest slippage tolerance a swap may be built with, in percent. */
export const MAX_SWAP_SLIPPAGE_PERCENT = 50;

export const SwapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10 token address; NATIVE_TOKEN_ADDRESS for the native currency. */
  address: CaipAddressSchema,
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(77)),
  logoUri: z.string(),
});
export type SwapToken = z.infer<typeof SwapTokenSchema>;

export const ConvertTokensQuerySchema = z.extend(SdkQuerySchema, { chainId: CaipNetworkIdSchema });
export const ConvertTokensResponseSchema = z.object({ tokens: z.array(SwapTokenSchema) });
export type ConvertTokensResponse = z.infer<typeof ConvertTokensResponseSchema>;

export const ConvertQuotesQuerySchema = z.extend(SdkQuerySchema, {
  /** Base units of `from` (exactIn) or of `to` (exactOut). */
  amount: PositiveBaseUnitsSchema,
  userAddress: EvmAddressSchema,
  from: CaipAddressSchema,
  to: CaipAddressSchema,
  /** Wei per gas the network fee is priced at; default the chain's. */
  gasPrice: z.optional(BaseUnitsSchema),
  kind: z.optional(z.enum(SWAP_KINDS)),
});
export type ConvertQuotesQuery = z.infer<typeof ConvertQuotesQuerySchema>;

export const SwapQuoteSchema = z.object({
  fromAmount: BaseUnitsSchema,
  fromAccount: CaipAddressSchema,
  toAmount: BaseUnitsSchema,
  toAccount: CaipAddressSchema,
  /** Which of the server's swap providers quoted (uniswapV2, 1inch, 0x). */
  provider: z.string(),
  /** How much worse than the pool's mid price, in percent; null when the provider does not say. */
  priceImpact: z.nullable(z.number()),
  /** Gas units the swap is expected to use. */
  gas: BaseUnitsSchema,
  /** Wei per gas the fee below is priced at. */
  gasPrice: BaseUnitsSchema,
  /** gas × gasPrice, in wei of the native currency. */
  networkFee: BaseUnitsSchema,
  /** How long the quote holds, from when it was answered; an older one is asked again. */
  validForMs: z.number().check(z.int(), z.minimum(0)),
});
export type SwapQuote = z.infer<typeof SwapQuoteSchema>;

export const ConvertQuotesResponseSchema = z.object({ quotes: z.array(SwapQuoteSchema) });
export type ConvertQuotesResponse = z.infer<typeof ConvertQuotesResponseSchema>;

export const ConvertAllowanceQuerySchema = z.extend(SdkQuerySchema, {
  /** The CAIP-10 address of the token to be sold. */
  tokenAddress: CaipAddressSchema,
  userAddress: EvmAddressSchema,
});
export const ConvertAllowanceResponseSchema = z.object({
  /** What the swap provider's contract may take of the user's token, in base units. */
  allowance: BaseUnitsSchema,
  /** The contract that takes it (the one an approval names). */
  spender: EvmAddressSchema,
});
export type ConvertAllowanceResponse = z.infer<typeof ConvertAllowanceResponseSchema>;

export const ConvertGasPriceQuerySchema = z.extend(SdkQuerySchema, { chainId: CaipNetworkIdSchema });
/** Wei per gas, for a transaction mined soon (standard), sooner (fast), at once (instant). */
export const ConvertGasPriceResponseSchema = z.object({
  standard: BaseUnitsSchema,
  fast: BaseUnitsSchema,
  instant: BaseUnitsSchema,
});
export type ConvertGasPriceResponse = z.infer<typeof ConvertGasPriceResponseSchema>;

export const ConvertBuildApproveQuerySchema = z.extend(SdkQuerySchema, {
  userAddress: EvmAddressSchema,
  /** The token to approve (CAIP-10). */
  from: CaipAddressSchema,
  /** The token it will be swapped to (CAIP-10): the same chain. */
  to: CaipAddressSchema,
  /** Base units to approve (the swap's own amount, by default in the widget); absent: unlimited. */
  amount: z.optional(PositiveBaseUnitsSchema),
});

export const SwapTransactionSchema = z.object({
  from: EvmAddressSchema,
  to: EvmAddressSchema,
  data: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes')),
  /** Wei sent with the call. */
  value: BaseUnitsSchema,
  eip155: z.object({ gas: BaseUnitsSchema, gasPrice: BaseUnitsSchema }),
});
export type SwapTransaction = z.infer<typeof SwapTransactionSchema>;

export const ConvertBuildApproveResponseSchema = z.object({ tx: SwapTransactionSchema });
export type ConvertBuildApproveResponse = z.infer<typeof ConvertBuildApproveResponseSchema>;

export const ConvertBuildTransactionBodySchema = z.object({
  /** Base units of `from` (exactIn) or `to` (exactOut). */
  amount: PositiveBaseUnitsSchema,
  eip155: z.object({
    /** Percent the price may move against the visitor before the swap reverts (SPEC §9's tolerance: 1). */
    slippage: z.number().check(z.gt(0), z.maximum(MAX_SWAP_SLIPPAGE_PERCENT)),
  }),
  /** SPEC §7 sends it in the body too; when present it must equal the query's projectId. */
  projectId: z.optional(ProjectIdSchema),
  from: CaipAddressSchema,
  to: CaipAddressSchema,
  userAddress: EvmAddressSchema,
  /** Skip the gas estimate (the allowance may not be mined yet): a default limit is used. */
  disableEstimate: z.optional(z.boolean()),
  kind: z.optional(z.enum(SWAP_KINDS)),
});
export type ConvertBuildTransactionBody = z.infer<typeof ConvertBuildTransactionBodySchema>;

export const ConvertBuildTransactionResponseSchema = z.object({
  tx: SwapTransactionSchema,
  /** The quote the transaction was built on: what it sells and buys at the current price. */
  fromAmount: BaseUnitsSchema,
  toAmount: BaseUnitsSchema,
  /** exactIn: the least it may buy, or it reverts. exactOut: what it buys exactly. */
  minimumReceived: BaseUnitsSchema,
  /** exactIn: what it sells exactly. exactOut: the most it may sell, or it reverts. */
  maximumSold: BaseUnitsSchema,
});
export type ConvertBuildTransactionResponse = z.infer<typeof ConvertBuildTransactionResponseSchema>;
