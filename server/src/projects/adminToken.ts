// Per-project admin tokens: random, shown once, stored as a SHA-256 hash (they carry 256 bits of entropy,
// so a fast hash is enough), compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_PREFIX = 'gwa_';

export function generateAdminToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatchesHash(token: string, hash: string): boolean {
  const actual = Buffer.from(hashToken(token), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(given: string, expected: string): boolean {
  return tokenMatchesHash(given, hashToken(expected));
}

export function generateProjectId(): string {
  return randomBytes(16).toString('hex');
}
