// Node-side checks of Bitcoin message signatures, independent of the wallet that made them: the signature hash and
// the secp256k1 checks come from bitcoinjs-lib and @bitcoinerlab/secp256k1 (through verify-input.ts).
import * as ecc from '@bitcoinerlab/secp256k1';
import { RawWitness } from '@scure/btc-signer';
import { address as addresses, networks, payments, Transaction } from 'bitcoinjs-lib';
import { bip322ToSignRaw, bip322ToSpendId } from './bip322-transactions.ts';
import { base64 } from './bytes.ts';
import { legacyMessageHash } from './legacy-message.ts';
import { inputFailure } from './verify-input.ts';

export interface BitcoinSignedMessage {
  /** Any network's address: mainnet, testnet or regtest. */
  address: string;
  /** Text (signed as UTF-8) or the bytes signed. */
  message: string | Uint8Array;
  /** Base64, or the decoded bytes. */
  signature: string | Uint8Array;
}

const NETWORKS = [networks.bitcoin, networks.testnet, networks.regtest];

function outputScript(address: string): Uint8Array | undefined {
  for (const network of NETWORKS) {
    try {
      return addresses.toOutputScript(address, network);
    } catch {
      // Try the next network.
    }
  }
  return undefined;
}

function parts(input: BitcoinSignedMessage) {
  const message = typeof input.message === 'string' ? new TextEncoder().encode(input.message) : input.message;
  let signature: Uint8Array | undefined;
  try {
    signature = typeof input.signature === 'string' ? base64.decode(input.signature) : input.signature;
  } catch {
    signature = undefined;
  }
  return { message, signature, script: outputScript(input.address) };
}

/** Why a BIP-322 simple signature does not prove `address` signed `message`, or undefined when it does. */
export function bip322Failure(input: BitcoinSignedMessage): string | undefined {
  const { message, signature, script } = parts(input);
  if (!script) return `not a Bitcoin address: ${input.address}`;
  if (!signature) return 'the signature is not base64';
  let witness: Uint8Array[];
  try {
    witness = RawWitness.decode(signature);
  } catch {
    return 'the signature is not a consensus-encoded witness';
  }
  const toSign = Transaction.fromBuffer(
    Buffer.from(bip322ToSignRaw(bip322ToSpendId(script, message), witness)),
  );
  return inputFailure(toSign, 0, [{ script, value: 0n, address: input.address }]);
}

/** BIP-137 header ranges (27 + recovery id + offset): which address the recovered key must hash to. */
function legacyPayment(header: number, publicKey: Uint8Array, network: networks.Network) {
  if (header >= 27 && header <= 34) return payments.p2pkh({ pubkey: publicKey, network });
  if (header <= 38)
    return payments.p2sh({ redeem: payments.p2wpkh({ pubkey: publicKey, network }), network });
  return payments.p2wpkh({ pubkey: publicKey, network });
}

/** Why a legacy 65-byte compact signature does not prove `address` signed `message`, or undefined when it does. */
export function legacySignatureFailure(input: BitcoinSignedMessage): string | undefined {
  const { message, signature, script } = parts(input);
  if (!script) return `not a Bitcoin address: ${input.address}`;
  if (signature?.length !== 65) return 'a legacy signature is 65 bytes of base64';
  const header = signature[0]!;
  if (header < 27 || header > 42) return `invalid signature header ${header}`;
  const recoveryId = ((header - 27) % 4) as 0 | 1 | 2 | 3;
  const compressed = header >= 31;
  const publicKey = ecc.recover(legacyMessageHash(message), signature.subarray(1), recoveryId, compressed);
  if (!publicKey) return 'no public key recovers from the signature';
  const expected = legacyPayment(header, publicKey, networks.bitcoin).output!;
  if (!Buffer.from(expected).equals(Buffer.from(script))) return 'the signature is from another key';
  return undefined;
}

/** True when the signature (BIP-322 simple, or legacy when it is 65 bytes with a BIP-137 header) is valid. */
export function verifyBitcoinMessage(input: BitcoinSignedMessage): boolean {
  const { signature } = parts(input);
  const legacy = signature?.length === 65 && signature[0]! >= 27 && signature[0]! <= 42;
  return (legacy ? legacySignatureFailure(input) : bip322Failure(input)) === undefined;
}
