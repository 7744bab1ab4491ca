// The on-ramp providers gangway-server quotes and opens checkouts with (/v1/onramp/*, /v1/generators/onrampurl), each
// with its API key and the secret its webhooks are signed with. Keys stay on the server; the widget never sees them.
import * as z from 'zod/mini';

const HttpUrlSchema = z
  .string()
  .check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'), z.maxLength(2_000));
const ApiKeySchema = z.string().check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(2_048));
const WebhookSecretSchema = z
  .string()
  .check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(512));

const VendorSchema = z.strictObject({
  apiKey: ApiKeySchema,
  /** Signs the provider's webhooks to POST /v1/onramp/webhooks/<provider>. */
  webhookSecret: WebhookSecretSchema,
  /** The provider's API (default its production host). */
  apiUrl: z.optional(HttpUrlSchema),
});

export const OnrampConfigSchema = z.strictObject({
  /** Meld's API (api.meld.io): quotes from the providers it aggregates, a checkout widget per session. */
  meld: z.optional(VendorSchema),
  /** Coinbase Onramp (api.developer.coinbase.com); `apiKey` is the bearer token (a CDP JWT) its API takes. */
  coinbase: z.optional(
    z.strictObject({
      ...VendorSchema.shape,
      /** Where the checkout opens (default https://pay.coinbase.com). */
      payUrl: z.optional(HttpUrlSchema),
    }),
  ),
  /** devnet's sandbox provider (a test-card checkout on loopback that funds devnet chains). Never in production. */
  sandbox: z.optional(z.strictObject({ apiUrl: HttpUrlSchema, webhookSecret: WebhookSecretSchema })),
  /** Symbols sold on every chain that lists them, besides each chain's native currency (default ["USDC"]). */
  tokens: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(32))).check(z.maxLength(20))),
});
export type OnrampConfig = z.infer<typeof OnrampConfigSchema>;
