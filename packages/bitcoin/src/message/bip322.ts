// BIP-322 "simple" message signatures: the witness that spends the virtual to_spend output, whose script is the
// address's, from the virtual to_sign transaction. Used to check a wallet's signature (and by the test wallets).
import { sha256 } from '@noble/hashes/sha2.js';
import { OP, Script, Transaction } from '@scure/btc-signer';

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'));

/** The BIP-340 tagged hash of the message under "BIP0322-signed-message". */
function messageHash(message: Uint8Array): Uint8Array {
  const data = new Uint8Array(64 + message.length);
  data.set(TAG);
  data.set(TAG, 32);
  data.set(message, 64);
  return sha256(data);
}

/** The txid of to_spend: version 0, one input spending nothing with OP_0 <hash>, one 0-value output to `script`. */
function toSpendId(script: Uint8Array, message: Uint8Array): string {
  const tx = new Transaction({
    version: 0,
    allowUnknownVersion: true,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  });
  // The output first: once the input carries its script, the transaction counts as signed.
  tx.addOutput({ script, amount: 0n });
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode([OP.OP_0, messageHash(message)]),
  });
  return tx.id;
}

/** to_sign, unsigned: spends to_spend's output (0 sats, `script`) to a single OP_RETURN. */
export function bip322ToSign(
  script: Uint8Array,
  message: Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownVersion: true, allowUnknownOutputs: true });
  tx.addInput({
    txid: toSpendId(script, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return tx;
}
