// The embedded wallet's keys, made in the frame: secp256k1 for eip155, an ed25519 seed for solana. 32 random
// bytes each; the address is derived here and again by the server when the key is stored (PUT /v1/embedded/keys).
import type { EmbeddedNamespace } from '@gangway/protocol';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64urlnopad } from '@scure/base';
import { bytesToHex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

export interface EvmKey {
  namespace: 'eip155';
  address: `0x${string}`;
  account: PrivateKeyAccount;
  secret: Uint8Array;
}
export interface SolanaKey {
  namespace: 'solana';
  address: string;
  publicKey: Uint8Array;
  secret: Uint8Array;
}
export type WalletKey = EvmKey | SolanaKey;

export function keyFromSecret(namespace: EmbeddedNamespace, secret: Uint8Array): WalletKey {
  if (secret.length !== 32) throw new Error('A key is 32 bytes');
  if (namespace === 'eip155') {
    const account = privateKeyToAccount(bytesToHex(secret));
    return { namespace, address: account.address, account, secret };
  }
  const publicKey = ed25519.getPublicKey(secret);
  return { namespace, address: base58.encode(publicKey), publicKey, secret };
}

/** A new key; secp256k1 scalars out of range are drawn again (vanishingly rare). */
export function createKey(namespace: EmbeddedNamespace): WalletKey {
  for (;;) {
    const secret = crypto.getRandomValues(new Uint8Array(32));
    try {
      return keyFromSecret(namespace, secret);
    } catch {
      // out of the curve order: draw again
    }
  }
}

export const encodeSecret = (key: WalletKey) => base64urlnopad.encode(key.secret);
export const decodeSecret = (text: string) => base64urlnopad.decode(text);
