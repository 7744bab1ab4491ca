// The embedded-wallet login service's part of the configuration: mail, OAuth/OIDC apps per project, the key
// wrappers (a local key-encryption key or a PKCS#11 token), sessions and budgets. Secrets live here (or in the
// environment and secret files, readSecrets.ts), never in the database (server/README.md).
import {
  EMAIL_LOGIN_COOLDOWN_MS,
  FARCASTER_ID_REGISTRY,
  ONE_DAY_S,
  ONE_SECOND_MS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@gangway/protocol';
import * as z from 'zod/mini';

const HttpUrlSchema = z
  .string()
  .check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'), z.maxLength(2_000));
const positiveInt = (max: number) => z.number().check(z.int(), z.minimum(1), z.maximum(max));
const Base64Url32Schema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url (43 characters)'));

/** `max` requests per `perSeconds`, refilled evenly. */
export const WindowLimitSchema = z.strictObject({
  max: positiveInt(1_000_000),
  perSeconds: positiveInt(86_400),
});
export type WindowLimit = z.infer<typeof WindowLimitSchema>;

/**
 * One OAuth 2 / OpenID Connect app. `issuer`: OIDC discovery (the ID token's nonce is checked). Or the explicit
 * endpoints of a plain OAuth 2 provider (GitHub, X, Discord, Facebook): the account comes from `userinfoEndpoint`.
 */
export const OAuthAppSchema = z
  .strictObject({
    issuer: z.optional(HttpUrlSchema),
    authorizationEndpoint: z.optional(HttpUrlSchema),
    tokenEndpoint: z.optional(HttpUrlSchema),
    userinfoEndpoint: z.optional(HttpUrlSchema),
    clientId: z.string().check(z.minLength(1), z.maxLength(500)),
    clientSecret: z.string().check(z.minLength(1), z.maxLength(2_000)),
    /** Default: "openid email profile" with an issuer, none without. */
    scope: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine(
      (app) =>
        app.issuer !== undefined ||
        (app.authorizationEndpoint !== undefined &&
          app.tokenEndpoint !== undefined &&
          app.userinfoEndpoint !== undefined),
      'needs an issuer, or authorizationEndpoint, tokenEndpoint and userinfoEndpoint',
    ),
  );
export type OAuthAppConfig = z.infer<typeof OAuthAppSchema>;

const ProviderAppsSchema = z.partialRecord(z.enum(SOCIAL_PROVIDERS), OAuthAppSchema);

/** A key-encryption key inside a hardware security module, used through its PKCS#11 library; it never leaves it. */
export const Pkcs11ConfigSchema = z.strictObject({
  /** The HSM's PKCS#11 module, e.g. /usr/lib/softhsm/libsofthsm2.so. */
  library: z.string().check(z.minLength(1), z.maxLength(1_000)),
  /** The label of the token that holds the key. */
  tokenLabel: z.string().check(z.minLength(1), z.maxLength(32)),
  /** The token's user PIN. */
  pin: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The label (CKA_LABEL) of the AES-256 key; `gangway-server pkcs11 create-key` makes one. */
  keyLabel: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type Pkcs11Config = z.infer<typeof Pkcs11ConfigSchema>;

const oneWrapper = (wrapper: { keyEncryptionKey?: unknown; pkcs11?: unknown }) =>
  (wrapper.keyEncryptionKey === undefined) !== (wrapper.pkcs11 === undefined);

/** A key wrapper that only unwraps: the previous one while keys are re-wrapped, or the next one (see the README). */
const AdditionalKeyWrapperSchema = z
  .strictObject({
    keyEncryptionKey: z.optional(Base64Url32Schema),
    pkcs11: z.optional(Pkcs11ConfigSchema),
  })
  .check(z.refine(oneWrapper, 'needs keyEncryptionKey or pkcs11 (one of them)'));

export const EmbeddedConfigSchema = z
  .strictObject({
    /** The key-encryption key of the local KeyWrapper; without it (or pkcs11) the keys routes answer 503. */
    keyEncryptionKey: z.optional(Base64Url32Schema),
    /** The PKCS#11 KeyWrapper, instead of keyEncryptionKey. */
    pkcs11: z.optional(Pkcs11ConfigSchema),
    /** Unwraps too (never wraps); every key it wrapped is re-wrapped by the current wrapper in the background. */
    additionalKeyWrapper: z.optional(AdditionalKeyWrapperSchema),
    /** Default 7 days. */
    sessionTtlSeconds: z.optional(positiveInt(365 * ONE_DAY_S)),
    /** How long an inbox waits between two codes mailed to it; default SPEC §9's 30 s. */
    emailCooldownSeconds: z.optional(positiveInt(3_600)),
    /** SMTP server the one-time codes are mailed through; without it the e-mail routes answer 503. */
    smtp: z.optional(
      z.strictObject({
        host: z.string().check(z.minLength(1), z.maxLength(255)),
        port: z.number().check(z.int(), z.minimum(1), z.maximum(65_535)),
        /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
        secure: z.optional(z.boolean()),
        auth: z.optional(z.strictObject({ user: z.string(), pass: z.string() })),
        /** The From header, e.g. "Gangway <login@example.com>". */
        from: z.string().check(z.minLength(3), z.maxLength(300)),
      }),
    ),
    /**
     * Farcaster login (Sign In With Farcaster): offered to the projects that list 'farcaster' in their socials once
     * this is present, even empty (`{}`: the public relay, the canonical IdRegistry, Optimism's public RPC).
     */
    farcaster: z.optional(
      z.strictObject({
        /** The relay the server opens sign-in channels at. */
        relayUrl: z.optional(HttpUrlSchema),
        /** An Optimism (chain 10) JSON-RPC endpoint the IdRegistry is read from. */
        optimismRpcUrl: z.optional(HttpUrlSchema),
        idRegistryAddress: z.optional(
          z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address')),
        ),
      }),
    ),
    /** OAuth/OIDC apps per project id, per provider. */
    social: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(100)), ProviderAppsSchema)),
    /** Budgets, each per project and per client IP (and mail per inbox and per domain too). */
    limits: z.optional(
      z.strictObject({
        mailPerAddress: z.optional(WindowLimitSchema),
        mailPerDomain: z.optional(WindowLimitSchema),
        mailPerIp: z.optional(WindowLimitSchema),
        mailPerProject: z.optional(WindowLimitSchema),
        otpPerIp: z.optional(WindowLimitSchema),
        otpPerProject: z.optional(WindowLimitSchema),
        socialPerIp: z.optional(WindowLimitSchema),
        socialPerProject: z.optional(WindowLimitSchema),
        farcasterPerIp: z.optional(WindowLimitSchema),
        farcasterPerProject: z.optional(WindowLimitSchema),
        sessionPerIp: z.optional(WindowLimitSchema),
        sessionPerProject: z.optional(WindowLimitSchema),
        framePerIp: z.optional(WindowLimitSchema),
        framePerProject: z.optional(WindowLimitSchema),
      }),
    ),
  })
  .check(
    z.superRefine((config, context) => {
      if (config.keyEncryptionKey !== undefined && config.pkcs11 !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['pkcs11'],
          message: 'give keyEncryptionKey or pkcs11, not both',
        });
      if (config.additionalKeyWrapper && config.keyEncryptionKey === undefined && config.pkcs11 === undefined)
        context.addIssue({
          code: 'custom',
          path: ['additionalKeyWrapper'],
          message: 'needs a current wrapper (keyEncryptionKey or pkcs11) to re-wrap its keys',
        });
    }),
  );
export type EmbeddedConfig = z.infer<typeof EmbeddedConfigSchema>;

export interface EmbeddedLimits {
  mailPerAddress: WindowLimit;
  mailPerDomain: WindowLimit;
  mailPerIp: WindowLimit;
  mailPerProject: WindowLimit;
  otpPerIp: WindowLimit;
  otpPerProject: WindowLimit;
  socialPerIp: WindowLimit;
  socialPerProject: WindowLimit;
  farcasterPerIp: WindowLimit;
  farcasterPerProject: WindowLimit;
  sessionPerIp: WindowLimit;
  sessionPerProject: WindowLimit;
  framePerIp: WindowLimit;
  framePerProject: WindowLimit;
}

/** One key wrapper's configuration. */
export type KeyWrapperConfig =
  | { kind: 'local'; keyEncryptionKey: string }
  | ({ kind: 'pkcs11' } & Pkcs11Config);

export interface KeyWrappingConfig {
  /** Wraps new keys, and re-wraps the additional wrapper's. */
  current: KeyWrapperConfig;
  additional: KeyWrapperConfig | undefined;
}

export interface ResolvedEmbeddedConfig {
  /** Undefined: no key wrapper, the keys routes answer 503. */
  keyWrapping: KeyWrappingConfig | undefined;
  sessionTtlSeconds: number;
  emailCooldownSeconds: number;
  smtp: EmbeddedConfig['smtp'];
  social: Record<string, Partial<Record<SocialProvider, OAuthAppConfig>>>;
  /** Undefined: Farcaster login is not offered. */
  farcaster: FarcasterConfig | undefined;
  limits: EmbeddedLimits;
}

export interface FarcasterConfig {
  relayUrl: string;
  optimismRpcUrl: string;
  idRegistryAddress: `0x${string}`;
}

/** Farcaster's public relay, the IdRegistry's canonical address on Optimism, and Optimism's public RPC. */
export const FARCASTER_DEFAULTS: FarcasterConfig = {
  relayUrl: 'https://relay.farcaster.xyz',
  optimismRpcUrl: 'https://mainnet.optimism.io',
  idRegistryAddress: FARCASTER_ID_REGISTRY,
};

export const DEFAULT_EMBEDDED_LIMITS: EmbeddedLimits = {
  mailPerAddress: { max: 5, perSeconds: 600 },
  // Across projects: a mail bomb spread over the addresses of one company's domain, or the server's sender reputation.
  mailPerDomain: { max: 1_000, perSeconds: 600 },
  mailPerIp: { max: 20, perSeconds: 600 },
  mailPerProject: { max: 1_000, perSeconds: 60 },
  otpPerIp: { max: 30, perSeconds: 60 },
  otpPerProject: { max: 3_000, perSeconds: 60 },
  // A login is a start, the provider's callback and a finish.
  socialPerIp: { max: 60, perSeconds: 60 },
  socialPerProject: { max: 10_000, perSeconds: 60 },
  // A Farcaster login is a start and a status poll every FARCASTER_POLL_MS while the visitor approves in the app.
  farcasterPerIp: { max: 120, perSeconds: 60 },
  farcasterPerProject: { max: 20_000, perSeconds: 60 },
  // The frame asks for the user and the unlock key on each page load, the user before each signature.
  sessionPerIp: { max: 300, perSeconds: 60 },
  sessionPerProject: { max: 30_000, perSeconds: 60 },
  // The frame page: one load per visit of a page of the project's sites.
  framePerIp: { max: 120, perSeconds: 60 },
  framePerProject: { max: 30_000, perSeconds: 60 },
};

function wrapperOf(config: {
  keyEncryptionKey?: string | undefined;
  pkcs11?: Pkcs11Config | undefined;
}): KeyWrapperConfig | undefined {
  if (config.keyEncryptionKey !== undefined)
    return { kind: 'local', keyEncryptionKey: config.keyEncryptionKey };
  return config.pkcs11 && { kind: 'pkcs11', ...config.pkcs11 };
}

export function resolveEmbeddedConfig(config: EmbeddedConfig | undefined): ResolvedEmbeddedConfig {
  const current = config && wrapperOf(config);
  return {
    keyWrapping: current && {
      current,
      additional: config?.additionalKeyWrapper && wrapperOf(config.additionalKeyWrapper),
    },
    sessionTtlSeconds: config?.sessionTtlSeconds ?? 7 * ONE_DAY_S,
    emailCooldownSeconds: config?.emailCooldownSeconds ?? EMAIL_LOGIN_COOLDOWN_MS / ONE_SECOND_MS,
    smtp: config?.smtp,
    social: config?.social ?? {},
    farcaster: config?.farcaster && {
      ...FARCASTER_DEFAULTS,
      ...config.farcaster,
      idRegistryAddress: (config.farcaster.idRegistryAddress ??
        FARCASTER_DEFAULTS.idRegistryAddress) as `0x${string}`,
    },
    limits: { ...DEFAULT_EMBEDDED_LIMITS, ...config?.limits },
  };
}
