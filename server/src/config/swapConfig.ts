// A chain's swap upstream (eip155 only): a Uniswap V2-style router read on the chain, or an aggregator's API
// behind the operator's key. The widget never sees the key or talks to the vendor.
import * as z from 'zod/mini';

const HexAddressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex-digit address'));
const HttpUrlSchema = z
  .string()
  .check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'), z.maxLength(2_000));
const ApiKeySchema = z.string().check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(512));

export const SwapConfigSchema = z.discriminatedUnion('source', [
  z.strictObject({
    /** Router02 of a Uniswap V2-style exchange; its factory and wrapped native token are read from it. */
    source: z.literal('uniswapV2'),
    router: HexAddressSchema,
    /**
     * Tokens a swap may pass through when its two tokens share no pair (after the wrapped native token), in order of
     * preference: a chain's main stablecoin, typically.
     */
    via: z.optional(z.array(HexAddressSchema).check(z.maxLength(5))),
  }),
  z.strictObject({
    /** 1inch's Classic Swap API v6.0 (exact input amounts only). */
    source: z.literal('1inch'),
    apiKey: ApiKeySchema,
    /** Default https://api.1inch.dev. */
    apiUrl: z.optional(HttpUrlSchema),
  }),
  z.strictObject({
    /** 0x's Swap API v2, AllowanceHolder flavour (exact input amounts only). */
    source: z.literal('0x'),
    apiKey: ApiKeySchema,
    /** Default https://api.0x.org. */
    apiUrl: z.optional(HttpUrlSchema),
    /** The AllowanceHolder the chain's 0x deployment uses, if not the Cancun chains' one. */
    allowanceHolder: z.optional(HexAddressSchema),
  }),
]);
export type SwapConfig = z.infer<typeof SwapConfigSchema>;
