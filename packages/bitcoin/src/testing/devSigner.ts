// What a test wallet does with a private key: BIP-322 and legacy message signatures, signing and broadcasting a
// PSBT through an Esplora API (POST /tx). Real signatures, so the adapter's checks and the chain judge them.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2tr, p2wpkh, RawWitness, Transaction } from '@scure/btc-signer';
import { bip322ToSign } from '../message/bip322.ts';
import { legacyMessageHash } from '../message/verifySignature.ts';
import { BTC_SIGNER_NETWORKS } from '../network/btcSignerNetwork.ts';

export interface DevKey {
  purpose: 'payment' | 'ordinals';
  privateKey: Uint8Array;
  /** Compressed (33 bytes) for payment, x-only (32) for ordinals: what wallets hand out. */
  publicKey: Uint8Array;
  address: string;
  script: Uint8Array;
}

/** A payment (P2WPKH) or ordinals (P2TR key path) key on regtest; random unless `privateKeyHex` is given. */
export function devKey(purpose: 'payment' | 'ordinals', privateKeyHex?: string): DevKey {
  const privateKey = privateKeyHex ? hex.decode(privateKeyHex) : secp256k1.utils.randomSecretKey();
  const compressed = secp256k1.getPublicKey(privateKey, true);
  const network = BTC_SIGNER_NETWORKS.regtest;
  const payment =
    purpose === 'payment' ? p2wpkh(compressed, network) : p2tr(compressed.subarray(1), undefined, network);
  return {
    purpose,
    privateKey,
    publicKey: purpose === 'payment' ? compressed : compressed.subarray(1),
    address: payment.address!,
    script: payment.script,
  };
}

/** The BIP-322 simple signature (the serialised witness) of `message` by `key`. */
export function signBip322(key: DevKey, message: Uint8Array): Uint8Array {
  const tx = bip322ToSign(key.script, message, key.purpose === 'ordinals' ? key.publicKey : undefined);
  tx.signIdx(key.privateKey, 0);
  tx.finalizeIdx(0);
  return RawWitness.encode(tx.getInput(0).finalScriptWitness!);
}

/** The 65-byte legacy compact signature (header 31 + recovery: compressed key). */
export function signLegacy(key: DevKey, message: Uint8Array): Uint8Array {
  const recovered = secp256k1.sign(legacyMessageHash(message), key.privateKey, {
    prehash: false,
    format: 'recovered',
  });
  return Uint8Array.of(31 + recovered[0]!, ...recovered.subarray(1));
}

/** Signs every input of the PSBT with `key`, finalises it and broadcasts it; resolves with the txid. */
export async function signAndBroadcast(psbt: Uint8Array, key: DevKey, esploraUrl: string): Promise<string> {
  const tx = Transaction.fromPSBT(psbt);
  tx.sign(key.privateKey);
  tx.finalize();
  const response = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: tx.hex });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /tx: ${response.status} ${text}`);
  return text;
}
