// The two message signatures the wallet makes: BIP-322 simple (P2WPKH and P2TR) and the legacy "Bitcoin Signed
// Message" compact signature (BIP-137 headers).
import { RawWitness, Transaction } from '@scure/btc-signer';
import { concatBytes } from '@scure/btc-signer/utils.js';
import { bytesToHex, hexToBytes } from 'viem';
import { sign } from 'viem/accounts';
import { BIP322_TO_SIGN_OUTPUT, bip322ToSpendId } from '../../bitcoin/bip322-transactions.ts';
import { legacyMessageHash } from '../../bitcoin/legacy-message.ts';
import type { BitcoinWalletKey } from './keys.ts';

/** The BIP-322 simple signature: to_sign's witness, consensus-encoded. */
export function signBip322(key: BitcoinWalletKey, message: Uint8Array): Uint8Array {
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true, lowR: true });
  toSign.addInput({
    txid: bip322ToSpendId(key.scriptPubKey, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.scriptPubKey, amount: 0n },
    ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
  });
  toSign.addOutput(BIP322_TO_SIGN_OUTPUT);
  toSign.signIdx(key.privateKey, 0);
  toSign.finalizeIdx(0);
  return RawWitness.encode(toSign.getInput(0).finalScriptWitness ?? []);
}

/** BIP-137 header base per address type (compressed keys): P2PKH 31, P2SH-P2WPKH 35, P2WPKH 39. */
const LEGACY_HEADER: Record<BitcoinWalletKey['addressType'], number | undefined> = {
  p2wpkh: 39,
  p2tr: undefined,
};

/** 65 bytes: header (27 + recovery id, plus the address type's offset), r, s. */
export async function signLegacy(key: BitcoinWalletKey, message: Uint8Array): Promise<Uint8Array> {
  const base = LEGACY_HEADER[key.addressType];
  if (base === undefined)
    throw new TypeError(`Legacy message signatures need an ECDSA key, not ${key.addressType}`);
  const signature = await sign({
    hash: bytesToHex(legacyMessageHash(message)),
    privateKey: bytesToHex(key.privateKey),
  });
  return concatBytes(
    Uint8Array.of(base + (signature.yParity ?? 0)),
    hexToBytes(signature.r, { size: 32 }),
    hexToBytes(signature.s, { size: 32 }),
  );
}
