// The legacy ("Bitcoin Signed Message", BIP-137) message hash, shared by the dev wallet and the Node verifier.
import { concatBytes, sha256x2 } from '@scure/btc-signer/utils.js';

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');

function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/** double-SHA256 of the prefix, the message length and the message: what legacy signatures sign. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  return sha256x2(concatBytes(PREFIX, compactSize(message.length), message));
}
