// SPEC §8 messages of the embedded wallet, in one place for the frame and the host's (lazy) frame client. Kept out
// of the main catalogue so the initial bundle does not carry them.
import type { ApiErrorCode } from '../api/apiErrorCodes.ts';
import { ALERTS, type AlertCode } from '../errors/alerts.ts';
import { ERROR_MESSAGES, type ErrorCode } from '../errors/catalogue.ts';
import { type VisitorMessage, visitorMessage } from '../errors/visitorMessage.ts';

/** What the visitor reads when the login service refuses a step (SPEC §4 e-mail login, §8), beyond ERROR_MESSAGES. */
export const LOGIN_MESSAGES = {
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'The code has expired: request a new one',
  OTP_LOCKED: 'Too many wrong codes: request a new one',
  SESSION_INVALID: 'Session Expired',
  DEVICE_NOT_VERIFIED: 'This device is not verified yet',
  EMAIL_IN_USE: 'This e-mail address is used by another account',
} as const;
type LoginMessageCode = keyof typeof LOGIN_MESSAGES;

/** The login service's refusals that SPEC §8's catalogue already words. */
const LOGIN_ERRORS = {
  SOCIAL_STATE_INVALID: 'SOCIAL_CONNECTION_FAILED',
  SOCIAL_PROVIDER_NOT_CONFIGURED: 'SOCIAL_CONNECTION_FAILED',
  FARCASTER_LOGIN_FAILED: 'FARCASTER_CONNECTION_FAILED',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'SERVER_ERROR',
  /** An upstream of the login service failed: a code that could not be mailed. */
  UPSTREAM_ERROR: 'FAILED_TO_CONNECT',
  UPSTREAM_TIMEOUT: 'FAILED_TO_CONNECT',
  /** The login service did not answer at all. */
  NETWORK: 'FAILED_TO_CONNECT',
} as const satisfies Partial<Record<ApiErrorCode | 'NETWORK', ErrorCode>>;

function isLoginMessageCode(code: string): code is LoginMessageCode {
  return code in LOGIN_MESSAGES;
}

/** What the visitor is told about a refusal of the login service. */
export function loginMessage(code: ApiErrorCode | 'NETWORK', retryAfterSeconds?: number): VisitorMessage {
  if (code === 'EMAIL_COOLDOWN')
    return visitorMessage(ERROR_MESSAGES, 'EMAIL_COOLDOWN', { seconds: retryAfterSeconds ?? 30 });
  // Key export after a stale login: the visitor logs in again, as after an expired session.
  if (code === 'STEP_UP_REQUIRED') return visitorMessage(LOGIN_MESSAGES, 'SESSION_INVALID');
  if (isLoginMessageCode(code)) return visitorMessage(LOGIN_MESSAGES, code);
  if (code in LOGIN_ERRORS)
    return visitorMessage(ERROR_MESSAGES, LOGIN_ERRORS[code as keyof typeof LOGIN_ERRORS]);
  return visitorMessage(ERROR_MESSAGES, 'FRAME_ERROR');
}

export function loginErrorMessage(code: ApiErrorCode | 'NETWORK', retryAfterSeconds?: number): string {
  return loginMessage(code, retryAfterSeconds).text;
}

/** SPEC §8, §9: how the frame client fails: iframe_load_failed, iframe_request_timeout, or the frame's error. */
export const FRAME_FAILURE_ALERTS = {
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
  unverified_domain: 'UNVERIFIED_DOMAIN',
} as const satisfies Record<string, AlertCode>;
export type FrameFailure = keyof typeof FRAME_FAILURE_ALERTS;
export const FRAME_FAILURES = Object.fromEntries(
  Object.entries(FRAME_FAILURE_ALERTS).map(([failure, alert]) => [failure, ALERTS[alert].shortMessage]),
) as Record<FrameFailure, string>;

/**
 * An error the embedded wallet answered with, or the frame client's own failure. `code` is the EIP-1193 / JSON-RPC
 * code for RPC requests (4001 rejected, 4200 not allowed…); `apiCode` the login service's; `errorCode` the
 * catalogue's, when the host wrote the message from it.
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
      errorCode?: ErrorCode;
      /** In debug mode: the login service's reason for a failure of its own, shown after the visitor's message. */
      reason?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
  get code(): number | undefined {
    return this.details.code;
  }
  /** What the visitor is told (the widget translates it by its code); the frame's own words as 'An error occurred'. */
  get visitorMessage(): VisitorMessage {
    const { apiCode, retryAfterSeconds, failure, errorCode, reason } = this.details;
    if (apiCode) {
      const message = loginMessage(apiCode as ApiErrorCode, retryAfterSeconds);
      return reason ? { ...message, detail: reason } : message;
    }
    if (failure) return { code: `alert.${FRAME_FAILURE_ALERTS[failure]}`, text: this.message };
    return { code: errorCode ?? 'FRAME_ERROR', text: this.message };
  }
}
