// One-time codes: 6 digits from the CSPRNG, stored as an HMAC under a key the database does not hold, so a
// database copy cannot turn a pending code's hash back into the code by trying the million candidates.
import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@gangway/protocol';
import { constantTimeEqual } from '../secrets.ts';

export const newOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** The stored form of `code` for the code row `id` (the id keeps two rows' hashes of one code apart). */
export const otpHash = (key: Uint8Array, id: string, code: string): string =>
  createHmac('sha256', key).update(`${id}:${code}`).digest('hex');

export const otpMatches = (key: Uint8Array, id: string, code: string, storedHash: string): boolean =>
  constantTimeEqual(otpHash(key, id, code), storedHash);
