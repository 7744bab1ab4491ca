// SPEC §8 messages of the embedded wallet, in one place for the frame and the host's (lazy) frame client. Kept out
// of the main catalogue so the initial bundle does not carry them.
import type { ApiErrorCode } from '../api/schemas/apiError.ts';
import { ALERTS } from '../errors/alerts.ts';
import { ERROR_MESSAGES } from '../errors/catalogue.ts';

/** What the visitor reads when the login service refuses a step (SPEC §4 e-mail login, §8). */
export const LOGIN_MESSAGES = {
  EMAIL_COOLDOWN: (seconds: number) => ERROR_MESSAGES.EMAIL_COOLDOWN({ seconds }),
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'The code has expired: request a new one',
  OTP_LOCKED: 'Too many wrong codes: request a new one',
  SESSION_INVALID: 'Session Expired',
  DEVICE_NOT_VERIFIED: 'This device is not verified yet',
  STEP_UP_REQUIRED: 'Session Expired',
  SOCIAL_STATE_INVALID: ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED,
  SOCIAL_PROVIDER_NOT_CONFIGURED: ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED,
  EMAIL_IN_USE: 'This e-mail address is used by another account',
  RATE_LIMITED: ERROR_MESSAGES.RATE_LIMITED,
  UNAVAILABLE: ERROR_MESSAGES.SERVER_ERROR,
  /** An upstream of the login service failed: a code that could not be mailed. */
  UPSTREAM_ERROR: ERROR_MESSAGES.FAILED_TO_CONNECT,
  UPSTREAM_TIMEOUT: ERROR_MESSAGES.FAILED_TO_CONNECT,
  /** The login service did not answer at all. */
  NETWORK: ERROR_MESSAGES.FAILED_TO_CONNECT,
} as const;

export function loginErrorMessage(code: ApiErrorCode | 'NETWORK', retryAfterSeconds?: number): string {
  if (code === 'EMAIL_COOLDOWN') return LOGIN_MESSAGES.EMAIL_COOLDOWN(retryAfterSeconds ?? 30);
  const message: unknown = (LOGIN_MESSAGES as Record<string, unknown>)[code];
  if (typeof message === 'string') return message;
  return ERROR_MESSAGES.FRAME_ERROR;
}

/** SPEC §8, §9: how the frame client fails: iframe_load_failed, iframe_request_timeout, or the frame's error. */
export const FRAME_FAILURES = {
  iframe_load_failed: ALERTS.IFRAME_LOAD_FAILED.shortMessage,
  iframe_request_timeout: ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage,
  unverified_domain: ALERTS.UNVERIFIED_DOMAIN.shortMessage,
} as const;
export type FrameFailure = keyof typeof FRAME_FAILURES;

/**
 * An error the embedded wallet answered with, or the frame client's own failure. `code` is the EIP-1193 / JSON-RPC
 * code for RPC requests (4001 rejected, 4200 not allowed…); `apiCode` the login service's.
 */
export class EmbeddedWalletError extends Error {
  override readonly name = 'EmbeddedWalletError';
  constructor(
    message: string,
    readonly details: {
      code?: number;
      apiCode?: string;
      retryAfterSeconds?: number;
      failure?: FrameFailure;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
  get code(): number | undefined {
    return this.details.code;
  }
}
