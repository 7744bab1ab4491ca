// Random tokens and the digests the login service stores instead of them.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes from the CSPRNG, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const sha256Base64Url = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

/** Compares two strings without leaking where they differ (their lengths are not secret). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
