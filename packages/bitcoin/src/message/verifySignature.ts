// Checks a wallet's message signature before handing it to the app: BIP-322 simple for segwit and taproot
// addresses, the legacy compact signature ("Bitcoin Signed Message") for P2PKH.

import type { ParsedBitcoinAddress } from '@gangway/protocol';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { OutScript, RawWitness, SigHash } from '@scure/btc-signer';
import { bip322ToSign } from './bip322.ts';

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
const hash160 = (data: Uint8Array) => ripemd160(sha256(data));

function varint(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  return Uint8Array.of(0xfd, length & 0xff, length >> 8);
}

/** The double SHA-256 a legacy message signature signs. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
  const data = new Uint8Array([...magic, ...varint(message.length), ...message]);
  return sha256(sha256(data));
}

function verifyLegacy(address: ParsedBitcoinAddress, message: Uint8Array, signature: Uint8Array): boolean {
  const header = signature[0]!;
  if (signature.length !== 65 || header < 27 || header > 34) return false;
  const recovery = (header - 27) & 3;
  const compressed = header >= 31;
  const recovered = Uint8Array.of(recovery, ...signature.subarray(1));
  const key = secp256k1.recoverPublicKey(recovered, legacyMessageHash(message), { prehash: false });
  const point = secp256k1.Point.fromBytes(key);
  return equal(hash160(point.toBytes(compressed)), address.program);
}

function verifyBip322(address: ParsedBitcoinAddress, message: Uint8Array, signature: Uint8Array): boolean {
  const witness = RawWitness.decode(signature);
  const script = OutScript.encode(
    address.type === 'p2tr'
      ? { type: 'tr', pubkey: address.program }
      : { type: 'wpkh', hash: address.program },
  );
  const toSign = bip322ToSign(script, message);
  if (address.type === 'p2tr') {
    const [sig] = witness;
    if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false;
    const hashType = sig.length === 65 ? sig[64]! : SigHash.DEFAULT;
    const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n]);
    return schnorr.verify(sig.subarray(0, 64), digest, address.program);
  }
  const [sig, publicKey] = witness;
  if (witness.length !== 2 || !sig || !publicKey || publicKey.length !== 33) return false;
  if (!equal(hash160(publicKey), address.program)) return false;
  const scriptCode = OutScript.encode({ type: 'pkh', hash: address.program });
  const digest = toSign.preimageWitnessV0(0, scriptCode, sig[sig.length - 1]!, 0n);
  return secp256k1.verify(sig.subarray(0, -1), digest, publicKey, {
    prehash: false,
    format: 'der',
    lowS: false,
  });
}

/**
 * Whether `signature` is `address`'s over `message`. Addresses whose key the signature alone cannot show (P2SH,
 * P2WSH, future witness versions) only need a well-formed witness.
 */
export function verifyMessageSignature(
  address: ParsedBitcoinAddress,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  try {
    if (address.type === 'p2pkh') return verifyLegacy(address, message, signature);
    if (address.type === 'p2wpkh' || address.type === 'p2tr')
      return verifyBip322(address, message, signature);
    return RawWitness.decode(signature).length > 0;
  } catch {
    return false;
  }
}
