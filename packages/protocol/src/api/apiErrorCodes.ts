// The codes of gangway-server's error answers (ApiErrorBodySchema's `code`). No zod here: the widget reads them on
// paths that load none.

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'UNKNOWN_PROJECT',
  'ORIGIN_NOT_ALLOWED',
  'FORBIDDEN',
  'ANALYTICS_DISABLED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
  // Swaps: the widget picks its message by them.
  /** SPEC §8 'Network not supported for Swaps' / 'Network not supported for Gas Price' */
  'UNSUPPORTED_NETWORK',
  /** No pool (or route) swaps the two tokens. */
  'NO_ROUTE',
  /** The pools hold too little for the amount. */
  'INSUFFICIENT_LIQUIDITY',
  // The embedded-wallet login service (embedded.ts); the frame picks SPEC §8's message by them.
  /** 429 with `retryAfterSeconds`: SPEC §8 'Please try again after N seconds'. */
  'EMAIL_COOLDOWN',
  'OTP_INVALID',
  'OTP_EXPIRED',
  /** Too many wrong codes: the code is void; a new one must be requested. */
  'OTP_LOCKED',
  'SESSION_INVALID',
  'DEVICE_NOT_VERIFIED',
  /** Key export needs a fresh login (a new code or a new social login), not just a live session. */
  'STEP_UP_REQUIRED',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_PROVIDER_NOT_CONFIGURED',
  /** A Farcaster sign-in that cannot complete: the channel expired or is unknown, or its message does not verify. */
  'FARCASTER_LOGIN_FAILED',
  'KEY_EXISTS',
  'EMAIL_IN_USE',
  // sign in with a wallet (siwx.ts) and names (profile.ts)
  /** The nonce is unknown, used, expired, or for another project or account. */
  'NONCE_INVALID',
  /** The signature does not verify for the message's account. */
  'SIGNATURE_INVALID',
  /** A name that ENSIP-15 refuses, or outside SPEC §5's rules. */
  'NAME_INVALID',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
