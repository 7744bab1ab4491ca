// The on-ramp providers this server offers, with their keys and webhook secrets (kept here, never in the database
// and never sent to the widget), and the devnet sandbox that stands in for them offline.
import { RPC_TIMEOUT_MS } from '@gangway/core';
import * as z from 'zod/mini';

const HttpUrlSchema = z
  .string()
  .check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'), z.maxLength(2_000));
const SecretSchema = z.string().check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(4_096));
const CountrySchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code, like US'));

export const OnrampConfigSchema = z.strictObject({
  /** The deadline of one call to a provider's API (default 10 s). */
  timeoutMs: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(60_000))),
  providers: z.strictObject({
    /** Meld's aggregated on-ramp (API key `BASIC …`; webhook signed with the profile's secret). */
    meld: z.optional(
      z.strictObject({
        apiKey: SecretSchema,
        webhookSecret: SecretSchema,
        /** Default https://api.meld.io. */
        apiUrl: z.optional(HttpUrlSchema),
        /** The visitors' country for quotes (default US). */
        countryCode: z.optional(CountrySchema),
      }),
    ),
    /** Coinbase Onramp (a CDP secret API key: its name and its EC private key in PEM; webhook: Hook0 secret). */
    coinbase: z.optional(
      z.strictObject({
        apiKeyName: z.string().check(z.minLength(1), z.maxLength(512)),
        apiKeySecret: SecretSchema,
        webhookSecret: SecretSchema,
        /** Default https://api.developer.coinbase.com. */
        apiUrl: z.optional(HttpUrlSchema),
        /** Default https://pay.coinbase.com. */
        payUrl: z.optional(HttpUrlSchema),
        country: z.optional(CountrySchema),
      }),
    ),
    /** The devnet sandbox (devnet/README.md): a test-card checkout that funds addresses on the devnet chains. */
    sandbox: z.optional(
      z.strictObject({
        apiUrl: HttpUrlSchema,
        apiKey: SecretSchema,
        webhookSecret: SecretSchema,
      }),
    ),
  }),
});
export type OnrampConfig = z.infer<typeof OnrampConfigSchema>;
export type OnrampProvidersConfig = OnrampConfig['providers'];

export interface ResolvedOnrampConfig {
  timeoutMs: number;
  providers: OnrampProvidersConfig;
}

export function resolveOnrampConfig(config: OnrampConfig | undefined): ResolvedOnrampConfig {
  return { timeoutMs: config?.timeoutMs ?? RPC_TIMEOUT_MS, providers: config?.providers ?? {} };
}
