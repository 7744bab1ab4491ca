// GET /v1/account/{address}/balance: token balances of SPEC §3, valued in USD.
import * as z from 'zod/mini';
import { CaipAddressSchema, CaipNetworkIdSchema, SdkQuerySchema } from './primitives.ts';

// Every token balance and price carries a CAIP-10 address; the native currency's is NATIVE_TOKEN_ADDRESS, so the
// price route can price it too. Defined with the constants: the widget's views need it without zod.
export { NATIVE_TOKEN_ADDRESS } from '../../lazyConstants.ts';

export const FIAT_CURRENCIES = ['usd'] as const;
export const FiatCurrencySchema = z.enum(FIAT_CURRENCIES);

export const BalanceQuerySchema = z.extend(SdkQuerySchema, {
  currency: z.optional(FiatCurrencySchema),
  /** One network; without it, every network the server supports. */
  chainId: z.optional(CaipNetworkIdSchema),
  /** Any non-empty value skips the server's cache (the widget passes it after a send). */
  forceUpdate: z.optional(z.string().check(z.maxLength(256))),
});
export type BalanceQueryInput = z.input<typeof BalanceQuerySchema>;
export type BalanceQuery = z.infer<typeof BalanceQuerySchema>;

export const TokenQuantitySchema = z.object({
  /** Token decimals as a decimal string ("6"). */
  decimals: z.string().check(z.regex(/^\d{1,3}$/)),
  /** Amount in whole units as a decimal string ("1250.5"). */
  numeric: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
});

export const TokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: CaipNetworkIdSchema,
  /** CAIP-10 token address; NATIVE_TOKEN_ADDRESS for the native currency. */
  address: CaipAddressSchema,
  /** quantity × price, in the requested currency (0 when no price is known). */
  value: z.number(),
  /** Price of one whole token (0 when no price is known). */
  price: z.number(),
  quantity: TokenQuantitySchema,
  iconUrl: z.string(),
});
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

export const BalanceResponseSchema = z.object({ balances: z.array(TokenBalanceSchema) });
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;
