// What the wallet does with a PSBT a site hands over: decode it, describe it for the panel, sign the inputs asked
// for with the matching dev key, finalise them and extract the transaction.
import { Transaction } from '@scure/btc-signer';
import { hex } from '../../bitcoin/bytes.ts';
import { REGTEST_BTC_NETWORK } from '../../bitcoin/chain-params.ts';
import { internalError, invalidParams } from '../errors.ts';
import type { BitcoinWalletKey } from './keys.ts';

const SATS_PER_BTC = 100_000_000n;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 0.0001 BTC style: no trailing zeros. */
export function formatBtc(sats: bigint): string {
  const sign = sats < 0n ? '-' : '';
  const abs = sats < 0n ? -sats : sats;
  const fraction = (abs % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '');
  return `${sign}${abs / SATS_PER_BTC}${fraction ? `.${fraction}` : ''} BTC`;
}

export function decodePsbt(bytes: Uint8Array): Transaction {
  try {
    return Transaction.fromPSBT(bytes, { allowUnknownOutputs: true });
  } catch (error) {
    throw invalidParams(`Not a PSBT: ${reason(error)}`);
  }
}

/** Lines for the panel: each output (recipient or own change) with its amount, then the fee. */
export function psbtSummary(tx: Transaction, own: readonly BitcoinWalletKey[]): string[] {
  const lines: string[] = [];
  for (let index = 0; index < tx.outputsLength; index++) {
    const amount = tx.getOutput(index).amount ?? 0n;
    const address = tx.getOutputAddress(index, REGTEST_BTC_NETWORK) ?? 'a script without an address';
    const mine = own.find((key) => key.address === address);
    lines.push(
      mine
        ? `Change ${formatBtc(amount)} to your ${mine.purpose} address ${address}`
        : `Send ${formatBtc(amount)} to ${address}`,
    );
  }
  let fee: string;
  try {
    fee = formatBtc(tx.fee);
  } catch {
    fee = 'unknown (inputs without their amounts)';
  }
  return [...lines, `Fee: ${fee}`];
}

/** Signs (SIGHASH_ALL, or the Taproot default) and finalises each input at `indexes` with `key`. */
export function signInputs(tx: Transaction, key: BitcoinWalletKey, indexes: readonly number[]): void {
  for (const index of indexes) {
    if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
      throw invalidParams(`The PSBT has no input ${index}.`);
    }
    // A BIP-86 key-path spend needs the internal key; sites often leave it out of their PSBTs.
    if (key.addressType === 'p2tr' && !tx.getInput(index).tapInternalKey) {
      tx.updateInput(index, { tapInternalKey: key.publicKey });
    }
    try {
      tx.signIdx(key.privateKey, index);
      tx.finalizeIdx(index);
    } catch (error) {
      throw invalidParams(`Cannot sign input ${index} with ${key.address}: ${reason(error)}`);
    }
  }
}

/** The raw transaction hex, to broadcast; every input must be final. */
export function extractTransaction(tx: Transaction): string {
  if (!tx.isFinal) throw invalidParams('The PSBT has inputs nobody signed; it cannot be broadcast.');
  try {
    return hex.encode(tx.extract());
  } catch (error) {
    throw internalError(`The signed PSBT is not a complete transaction: ${reason(error)}`);
  }
}
