// Script and signature checks for the input types wallets make: P2PKH, P2SH-P2WPKH, P2WPKH and P2TR key path.
// The signature hashes come from bitcoinjs-lib (legacy, BIP-143, BIP-341); anything else is refused, not guessed.
import * as ecc from '@bitcoinerlab/secp256k1';
import { crypto, payments, script as scripts, Transaction } from 'bitcoinjs-lib';
import type { TxOutput } from './ledger.ts';
import { scriptType } from './script-types.ts';

const ECDSA_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
const TAPROOT_ANNEX_TAG = 0x50;

const equal = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** Why input `index` of `tx` cannot spend `prevouts[index]`, or undefined when it can. */
export function inputFailure(
  tx: Transaction,
  index: number,
  prevouts: readonly TxOutput[],
): string | undefined {
  const input = tx.ins[index]!;
  const prevout = prevouts[index]!;
  const type = scriptType(prevout.script);
  switch (type) {
    case 'p2pkh':
      if (input.witness.length > 0) return 'witness given for a P2PKH input';
      return p2pkhFailure(tx, index, prevout);
    case 'v0_p2wpkh':
      if (input.script.length > 0) return 'scriptSig must be empty for a P2WPKH input';
      return p2wpkhFailure(tx, index, prevout.script.subarray(2), prevout.value);
    case 'p2sh':
      return p2shFailure(tx, index, prevout);
    case 'v1_p2tr':
      if (input.script.length > 0) return 'scriptSig must be empty for a P2TR input';
      return taprootFailure(tx, index, prevouts);
    default:
      return `the devnet verifies P2PKH, P2SH-P2WPKH, P2WPKH and P2TR key-path spends, not ${type}`;
  }
}

function ecdsaFailure(
  hash: (hashType: number) => Uint8Array,
  encodedSignature: Uint8Array,
  publicKey: Uint8Array,
) {
  let decoded: { signature: Uint8Array; hashType: number };
  try {
    decoded = scripts.signature.decode(encodedSignature);
  } catch {
    return 'non-DER signature';
  }
  if (!ECDSA_HASH_TYPES.has(decoded.hashType)) return 'invalid signature hash type';
  if (!ecc.isPoint(publicKey)) return 'invalid public key';
  // Strict: bitcoind relays only low-S signatures.
  if (!ecc.verify(hash(decoded.hashType), publicKey, decoded.signature, true)) return 'invalid signature';
  return undefined;
}

function p2pkhFailure(tx: Transaction, index: number, prevout: TxOutput): string | undefined {
  const chunks = scripts.decompile(tx.ins[index]!.script);
  const [signature, publicKey] = chunks ?? [];
  if (chunks?.length !== 2 || !(signature instanceof Uint8Array) || !(publicKey instanceof Uint8Array))
    return 'scriptSig is not <signature> <public key>';
  if (!equal(crypto.hash160(publicKey), prevout.script.subarray(3, 23)))
    return 'public key does not match the address';
  return ecdsaFailure(
    (hashType) => tx.hashForSignature(index, prevout.script, hashType),
    signature,
    publicKey,
  );
}

function p2wpkhFailure(
  tx: Transaction,
  index: number,
  keyHash: Uint8Array,
  value: bigint,
): string | undefined {
  const [signature, publicKey, ...rest] = tx.ins[index]!.witness;
  if (!signature || !publicKey || rest.length > 0) return 'witness is not <signature> <public key>';
  // BIP-143 needs compressed keys in segwit v0.
  if (publicKey.length !== 33) return 'witness public key is not compressed';
  if (!equal(crypto.hash160(publicKey), keyHash)) return 'public key does not match the address';
  const scriptCode = payments.p2pkh({ hash: keyHash }).output!;
  return ecdsaFailure(
    (hashType) => tx.hashForWitnessV0(index, scriptCode, value, hashType),
    signature,
    publicKey,
  );
}

function p2shFailure(tx: Transaction, index: number, prevout: TxOutput): string | undefined {
  const chunks = scripts.decompile(tx.ins[index]!.script);
  const [redeemScript] = chunks ?? [];
  if (chunks?.length !== 1 || !(redeemScript instanceof Uint8Array))
    return 'scriptSig is not one redeem script push';
  if (!equal(crypto.hash160(redeemScript), prevout.script.subarray(2, 22)))
    return 'redeem script does not match the address';
  if (scriptType(redeemScript) !== 'v0_p2wpkh') return 'the devnet verifies P2SH only around P2WPKH';
  return p2wpkhFailure(tx, index, redeemScript.subarray(2), prevout.value);
}

function taprootFailure(tx: Transaction, index: number, prevouts: readonly TxOutput[]): string | undefined {
  const witness = tx.ins[index]!.witness;
  if (witness.length > 1 && witness[witness.length - 1]![0] === TAPROOT_ANNEX_TAG)
    return 'taproot annex is non-standard';
  if (witness.length !== 1) return 'the devnet verifies P2TR key-path spends only (one witness element)';
  const encoded = witness[0]!;
  // 64 bytes: SIGHASH_DEFAULT; 65: an explicit hash type, which may not be 0 (BIP-341).
  if (encoded.length !== 64 && encoded.length !== 65) return 'invalid Schnorr signature size';
  const hashType = encoded.length === 65 ? encoded[64]! : Transaction.SIGHASH_DEFAULT;
  if (encoded.length === 65 && !ECDSA_HASH_TYPES.has(hashType)) return 'invalid Schnorr signature hash type';
  const outputKey = prevouts[index]!.script.subarray(2);
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    prevouts.map((prevout) => prevout.value),
    hashType,
  );
  if (!ecc.isXOnlyPoint(outputKey)) return 'output key is not a valid x-only point';
  if (!ecc.verifySchnorr(hash, outputKey, encoded.subarray(0, 64))) return 'invalid Schnorr signature';
  return undefined;
}
