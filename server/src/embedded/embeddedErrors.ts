// The login service's refusals. The frame picks SPEC §8's message by the code; the messages here are for logs.
import { ApiError } from '../errors/ApiError.ts';

export const emailCooldown = (retryAfterSeconds: number) =>
  new ApiError(429, 'EMAIL_COOLDOWN', `Please try again after ${retryAfterSeconds} seconds`, {
    retryAfterSeconds,
  });
export const otpInvalid = () => new ApiError(400, 'OTP_INVALID', 'The code is not valid', { field: 'otp' });
export const otpExpired = () =>
  new ApiError(400, 'OTP_EXPIRED', 'The code has expired; request a new one', { field: 'otp' });
export const otpLocked = () =>
  new ApiError(403, 'OTP_LOCKED', 'Too many wrong codes; request a new one', { field: 'otp' });
export const sessionInvalid = () =>
  new ApiError(401, 'SESSION_INVALID', 'The session is unknown, expired or revoked', {
    headers: { 'www-authenticate': 'Bearer' },
  });
export const deviceNotVerified = () =>
  new ApiError(403, 'DEVICE_NOT_VERIFIED', 'This device is not verified for the account');
export const stepUpRequired = () =>
  new ApiError(
    403,
    'STEP_UP_REQUIRED',
    'Key export needs a fresh login (a new code or a new social login), not only a live session',
  );
export const socialStateInvalid = (status: 400 | 401, message: string) =>
  new ApiError(status, 'SOCIAL_STATE_INVALID', message);
export const socialProviderNotConfigured = (provider: string) =>
  new ApiError(400, 'SOCIAL_PROVIDER_NOT_CONFIGURED', `No ${provider} app is configured for this project`, {
    field: 'provider',
  });
export const keyExists = (namespace: string) =>
  new ApiError(409, 'KEY_EXISTS', `The account already has a ${namespace} key`, { field: 'namespace' });
export const emailInUse = () =>
  new ApiError(409, 'EMAIL_IN_USE', 'Another account uses this e-mail address', { field: 'newEmail' });
export const farcasterLoginFailed = (status: 400 | 401, message: string) =>
  new ApiError(status, 'FARCASTER_LOGIN_FAILED', message);
