// The address a 32-byte secret yields: secp256k1 → EVM address; ed25519 seed → Solana address (base58 public key).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { EmbeddedNamespace } from '@gangway/protocol';
import { base58 } from '@scure/base';
import { bytesToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

/** DER of a PKCS#8 Ed25519 private key, up to the 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** Undefined when the bytes are no valid key (zero or past the secp256k1 order). */
export function addressOfSecret(namespace: EmbeddedNamespace, secret: Uint8Array): string | undefined {
  if (secret.length !== 32) return undefined;
  try {
    if (namespace === 'eip155') return privateKeyToAddress(bytesToHex(secret));
    const privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, secret]),
      format: 'der',
      type: 'pkcs8',
    });
    const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
    return x === undefined ? undefined : base58.encode(Buffer.from(x, 'base64url'));
  } catch {
    return undefined;
  }
}

/** Whether `address` is the one the secret yields (EVM addresses in any letter case). */
export function secretYieldsAddress(
  namespace: EmbeddedNamespace,
  secret: Uint8Array,
  address: string,
): boolean {
  const derived = addressOfSecret(namespace, secret);
  if (derived === undefined) return false;
  return namespace === 'eip155' ? derived.toLowerCase() === address.toLowerCase() : derived === address;
}
