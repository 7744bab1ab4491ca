// BIP-322's two virtual transactions (to_spend, to_sign) for a message and an output script. Browser-safe: the dev
// wallet signs to_sign with @scure/btc-signer, the devnet's Node verifier checks it with bitcoinjs-lib.
import { RawTx, Script } from '@scure/btc-signer';
import { sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js';
import { hex } from './bytes.ts';

const MESSAGE_TAG = 'BIP0322-signed-message';
const NO_TXID = new Uint8Array(32);
const NO_INDEX = 0xffffffff;

/** The BIP-340 tagged hash of the message bytes as they are (no length prefix). */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return tagSchnorr(MESSAGE_TAG, message);
}

/** to_sign's one output: OP_RETURN, nothing paid. */
export const BIP322_TO_SIGN_OUTPUT = { amount: 0n, script: Script.encode(['RETURN']) };

/** The txid (display order) of to_spend: the message hash in its scriptSig, paying 0 to `scriptPubKey`. */
export function bip322ToSpendId(scriptPubKey: Uint8Array, message: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: NO_TXID,
        index: NO_INDEX,
        finalScriptSig: Script.encode([0, bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: scriptPubKey }],
    witnesses: [],
    lockTime: 0,
  });
  return hex.encode(sha256x2(raw).reverse());
}

/** to_sign with this witness on its one input, serialised (without one: unsigned, the form its txid hashes). */
export function bip322ToSignRaw(toSpendId: string, witness: readonly Uint8Array[]): Uint8Array {
  return RawTx.encode({
    version: 0,
    segwitFlag: witness.length > 0,
    inputs: [{ txid: hex.decode(toSpendId), index: 0, finalScriptSig: new Uint8Array(), sequence: 0 }],
    outputs: [BIP322_TO_SIGN_OUTPUT],
    witnesses: [[...witness]],
    lockTime: 0,
  });
}
