// POST /v1/fungible/price: prices of fungible tokens by CAIP-10 address.
import * as z from 'zod/mini';
import { FiatCurrencySchema } from './balance.ts';
import { CaipAddressSchema, ProjectIdSchema } from './primitives.ts';

/** Most addresses priced in one request. */
export const FUNGIBLE_PRICE_MAX_ADDRESSES = 100;

export const FungiblePriceRequestSchema = z.object({
  currency: FiatCurrencySchema,
  addresses: z.array(CaipAddressSchema).check(z.minLength(1), z.maxLength(FUNGIBLE_PRICE_MAX_ADDRESSES)),
  /** SPEC §7 sends it in the body too; when present it must equal the query's projectId. */
  projectId: z.optional(ProjectIdSchema),
});
export type FungiblePriceRequest = z.infer<typeof FungiblePriceRequestSchema>;

export const FungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
  address: CaipAddressSchema,
});
export type FungiblePrice = z.infer<typeof FungiblePriceSchema>;

/** Tokens the server cannot price are left out. */
export const FungiblePriceResponseSchema = z.object({ fungibles: z.array(FungiblePriceSchema) });
export type FungiblePriceResponse = z.infer<typeof FungiblePriceResponseSchema>;
