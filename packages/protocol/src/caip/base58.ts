import { sha256 } from './sha256.ts';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes of a base58 string (leading '1's are zero bytes), or null when a character is not in the alphabet. */
export function decodeBase58(value: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const character of value) {
    let carry = ALPHABET.indexOf(character);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (let i = 0; value[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** The payload of a Base58Check string (version byte first), or null when a character or the checksum is wrong. */
export function decodeBase58Check(value: string): Uint8Array | null {
  const decoded = decodeBase58(value);
  if (!decoded || decoded.length < 5) return null;
  const payload = decoded.subarray(0, -4);
  const checksum = sha256(sha256(payload));
  return decoded.subarray(-4).every((byte, i) => byte === checksum[i]) ? payload : null;
}

/** The base58 text of `bytes` (zero bytes first become '1's). */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i]! << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  let text = '';
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) text += '1';
  return (
    text +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}
