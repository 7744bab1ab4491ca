// The embedded-wallet login service of gangway-server (issue 10): the HTTP calls the frame page makes to its own
// origin under /v1/embedded/. Only the frame calls them: same origin, JSON bodies only (so a host page cannot
// send one as a CORS "simple request"), the session token in `Authorization: Bearer <token>`, never a cookie.
// The host page talks to the frame by postMessage (SPEC §7), never to these routes.
import * as z from 'zod/mini';
import type { SocialOption } from '../../constants.ts';
import { SOCIAL_PROVIDERS } from '../../lazyConstants.ts';
import { ProjectIdSchema } from './primitives.ts';

/** The frame's random id for this browser, kept in the frame origin's storage (SPEC §4 device verification). */
export const DeviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a device id'));

/** SPEC §5: e-mail payloads are well-formed addresses. Stored and compared lower-cased. */
export const EmailSchema = z.pipe(
  z.string().check(z.maxLength(254), z.email('Invalid email')),
  z.transform((email: string) => email.toLowerCase()),
);

/** A one-time code as mailed: 6 digits. */
export const OTP_LENGTH = 6;
export const OtpSchema = z.string().check(z.regex(/^\d{6}$/, 'must be the 6-digit code'));

export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
/**
 * The social login of a session: an OAuth provider, or farcaster (SocialOption). Not features.ts's SocialOptionSchema:
 * importing it would split that module into a chunk of its own, one more file before the first click.
 */
export const SocialLoginSchema = z.enum([
  ...SOCIAL_PROVIDERS,
  'farcaster',
] as const satisfies readonly SocialOption[]);

/** The chain families an embedded wallet holds a key for (SPEC §9 chain support). */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const;
export type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number];

/** SPEC §3 preferredAccountType; only 'eoa' is built (smart accounts are a later issue). */
export const AccountTypeSchema = z.enum(['eoa', 'smartAccount']);

// ---- E-mail login: connect email → otp (which also verifies a new device) → session ----

/**
 * POST /v1/embedded/email/start: mails a login code. The answer is the same for a known and an unknown address, on a
 * known or a new device (no account enumeration); the code logs in and verifies the device at once.
 */
export const EmailStartRequestSchema = z.object({
  projectId: ProjectIdSchema,
  email: EmailSchema,
  deviceId: DeviceIdSchema,
});
export const EmailStartResponseSchema = z.object({ action: z.literal('VERIFY_OTP') });

/** POST /v1/embedded/email/verify: the login code; answers a session (SessionResponseSchema). */
export const EmailVerifyRequestSchema = z.object({
  projectId: ProjectIdSchema,
  email: EmailSchema,
  deviceId: DeviceIdSchema,
  otp: OtpSchema,
});

// ---- Social login (authorization code + PKCE + nonce, SPEC §2 popup or redirect) ----

/** Loopback hosts, the only ones a provider address may use plain http on (devnet's OIDC provider). */
const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Whether the host page may send the visitor to `value` for a social login: https, or http on a loopback host. An
 * allowlist, so a javascript:, data: or plain-http address from a frame that went wrong is never navigated to.
 */
export function isProviderUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
}
export const ProviderUrlSchema = z
  .string()
  .check(z.maxLength(4_000), z.refine(isProviderUrl, 'must be an https URL (http on loopback only)'));

/** An origin as a browser reports it: scheme://host[:port], nothing after it. */
export const OriginSchema = z
  .string()
  .check(
    z.regex(
      /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/,
      'must be an origin',
    ),
  );

/** The one-time code the callback hands to the browser that completed the provider's login. */
export const SocialCompletionCodeSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be the completion code'));

/**
 * POST /v1/embedded/social/start, from the frame in a browser (an `Origin` header of the server's own origin; none is
 * refused). The frame keeps `verifier` (random, never leaves the frame and the server) and the answer's `state`; the
 * widget opens `uri` in the 600x800 popup, or navigates to it (redirect mode). The provider returns to the server's
 * /v1/embedded/social/callback, which exchanges the code and hands a one-time completion code to that browser only:
 * posted to the popup's opener at `hostOrigin` (popup), or in the address of `returnTo` (redirect mode).
 */
export const SocialStartRequestSchema = z.object({
  projectId: ProjectIdSchema,
  provider: SocialProviderSchema,
  deviceId: DeviceIdSchema,
  /** base64url of SHA-256 of the frame's verifier. */
  verifierHash: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url SHA-256')),
  /** The page that embeds the frame (as the browser reports it): one of the project's allowed origins. */
  hostOrigin: OriginSchema,
  /** Redirect mode only: the host page to return to, on `hostOrigin`. */
  returnTo: z.optional(z.url('Invalid url')),
});
export const SocialStartResponseSchema = z.object({ uri: ProviderUrlSchema, state: z.string() });

/**
 * POST /v1/embedded/social/finish: the frame, with its verifier and the completion code its browser received, gets
 * the session once. A wrong verifier, device or code, or an attempt not completed, is a 400/401 and ends the attempt.
 */
export const SocialFinishRequestSchema = z.object({
  projectId: ProjectIdSchema,
  state: z.string().check(z.minLength(16), z.maxLength(128)),
  verifier: z.string().check(z.regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be the verifier')),
  deviceId: DeviceIdSchema,
  code: SocialCompletionCodeSchema,
});

// ---- Farcaster login (Sign In With Farcaster through a relay channel, SPEC §2 ConnectingFarcaster) ----

const VerifierHashSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url SHA-256'));
const VerifierSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be the verifier'));

/**
 * POST /v1/embedded/farcaster/start, from the frame in a browser: gangway-server opens a channel at the Farcaster
 * relay (the browser never talks to the relay) for a sign-in to `hostOrigin`, and answers the channel's `url`, which
 * the widget shows as a QR code and an "open in app" link. The frame keeps its verifier and the answer's `state`.
 */
export const FarcasterStartRequestSchema = z.object({
  projectId: ProjectIdSchema,
  deviceId: DeviceIdSchema,
  verifierHash: VerifierHashSchema,
  hostOrigin: OriginSchema,
});
export const FarcasterStartResponseSchema = z.object({ state: z.string(), url: ProviderUrlSchema });

/**
 * POST /v1/embedded/farcaster/status, polled by the frame: `pending` while the visitor has not approved in a Farcaster
 * client; once approved, the server verifies the signed message against the FID's custody address and answers the
 * session, once. A refused or expired channel is a 400/401 FARCASTER_LOGIN_FAILED and ends the attempt.
 */
export const FarcasterStatusRequestSchema = z.object({
  projectId: ProjectIdSchema,
  state: z.string().check(z.minLength(16), z.maxLength(128)),
  verifier: VerifierSchema,
  deviceId: DeviceIdSchema,
});

// ---- Sessions and the user ----

export const EmbeddedAccountSchema = z.object({
  namespace: z.enum(EMBEDDED_NAMESPACES),
  address: z.string(),
  type: AccountTypeSchema,
});

/** SPEC §3 User (embedded wallet). */
export const EmbeddedUserSchema = z.object({
  email: z.nullable(z.string()),
  socialProvider: z.nullable(SocialLoginSchema),
  /** The social account's display name (SPEC §5 cuts it to 30 characters when shown). */
  userName: z.nullable(z.string()),
  accounts: z.array(EmbeddedAccountSchema),
  preferredAccountType: AccountTypeSchema,
});
export type EmbeddedUser = z.infer<typeof EmbeddedUserSchema>;

/** The answer of a completed login: an opaque bearer token (stored hashed on the server) and the user. */
export const SessionResponseSchema = z.object({
  status: z.literal('ok'),
  token: z.string(),
  expiresAt: z.string(),
  user: EmbeddedUserSchema,
});

export const FarcasterStatusResponseSchema = z.union([
  z.object({ status: z.literal('pending') }),
  SessionResponseSchema,
]);

/** GET /v1/embedded/user (Bearer): the user; 401 when the session is unknown, expired or revoked. */
export const UserResponseSchema = z.object({ user: EmbeddedUserSchema });

/**
 * POST /v1/embedded/session/revoke (Bearer): sign out; the token is refused from then on.
 * POST /v1/embedded/session/revoke-all (Bearer): sign out everywhere; every session of the user is refused.
 */
export const RevokeResponseSchema = z.object({ revoked: z.literal(true) });

/**
 * GET /v1/embedded/session/unlock (Bearer): the key that opens the keys the frame sealed in its storage at login. It
 * is derived on the server from the session (nothing stored), so a revoked or expired session opens nothing, and a
 * token without that storage gets no keys.
 */
export const SessionUnlockResponseSchema = z.object({
  unlockKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url')),
});

// ---- Keys (see server/README.md, "Embedded wallet keys") ----

/**
 * PUT /v1/embedded/keys (Bearer): the frame made a key for a namespace the user has none for yet and stores it.
 * `secret` is the 32-byte private key (secp256k1 for eip155, the ed25519 seed for solana) in base64url; the server
 * checks that it yields `address`, envelope-encrypts it and refuses a second key for the namespace (409).
 */
export const PutKeyRequestSchema = z.object({
  namespace: z.enum(EMBEDDED_NAMESPACES),
  address: z.string(),
  secret: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url')),
});

/**
 * GET /v1/embedded/keys (Bearer): the user's keys (key export), for a verified device and a fresh login only (a new
 * code or a new social login within KEY_EXPORT_WINDOW_SECONDS); a live but older session gets STEP_UP_REQUIRED.
 */
export const KEY_EXPORT_WINDOW_SECONDS = 120;
export const KeysResponseSchema = z.object({
  keys: z.array(
    z.object({ namespace: z.enum(EMBEDDED_NAMESPACES), address: z.string(), secret: z.string() }),
  ),
});

// ---- E-mail update (SPEC §4: primary OTP to the current address, then secondary OTP to the new one) ----

/** POST /v1/embedded/email/update (Bearer): mails a code to the current address. */
export const EmailUpdateRequestSchema = z.object({ newEmail: EmailSchema });
/** POST /v1/embedded/email/update/primary (Bearer): that code; mails a code to the new address. */
export const EmailUpdateOtpRequestSchema = z.object({ otp: OtpSchema });
/** POST /v1/embedded/email/update/secondary (Bearer): the new address's code; answers UserResponseSchema. */
export const EmailUpdateStepResponseSchema = z.object({
  action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
});

// Errors: the server's usual ApiError body (apiError.ts), with the embedded codes listed there.
