// What bitcoind's sendrawtransaction checks before a transaction enters the mempool, with its reject reasons
// and error codes, so a client written against a real node reads the same failures here.
import { Transaction } from 'bitcoinjs-lib';
import { inputTxid, type Ledger, type TxOutput } from './ledger.ts';
import { dustThreshold, isStandardOutput } from './script-types.ts';
import { inputFailure } from './verify-input.ts';

const MAX_MONEY = 21_000_000n * 100_000_000n;
const MAX_STANDARD_TX_WEIGHT = 400_000;
/** bitcoind's default -minrelaytxfee: 1 sat/vB. */
const MIN_RELAY_SATS_PER_VBYTE = 1n;

/** bitcoind's RPC error codes for sendrawtransaction. */
export const RPC_DESERIALIZATION_ERROR = -22;
export const RPC_VERIFY_ERROR = -25;
export const RPC_VERIFY_REJECTED = -26;
export const RPC_VERIFY_ALREADY_IN_CHAIN = -27;

export class TransactionRejectedError extends Error {
  override readonly name = 'TransactionRejectedError';
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface ValidTransaction {
  tx: Transaction;
  prevouts: TxOutput[];
  fee: bigint;
}

const reject = (reason: string, code = RPC_VERIFY_REJECTED) => new TransactionRejectedError(code, reason);

export function decodeTransaction(rawHex: string): Transaction {
  const hex = rawHex.trim();
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex))
    throw reject('TX decode failed', RPC_DESERIALIZATION_ERROR);
  try {
    return Transaction.fromHex(hex);
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    throw reject(`TX decode failed${detail}`, RPC_DESERIALIZATION_ERROR);
  }
}

/** Checks a raw transaction against the ledger; throws TransactionRejectedError with bitcoind's reason. */
export function validateTransaction(ledger: Ledger, rawHex: string): ValidTransaction {
  const tx = decodeTransaction(rawHex);
  checkShape(tx);
  const txid = tx.getId();
  const known = ledger.tx(txid);
  if (known?.block) throw reject('Transaction already in block chain', RPC_VERIFY_ALREADY_IN_CHAIN);
  if (known) throw reject('txn-already-in-mempool');
  const prevouts = tx.ins.map((_, vin) => spentOutput(ledger, tx, vin));
  const valueIn = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n);
  const valueOut = tx.outs.reduce((sum, out) => sum + out.value, 0n);
  if (valueIn < valueOut) throw reject(`bad-txns-in-belowout, ${valueIn} < ${valueOut}`);
  const fee = valueIn - valueOut;
  const minimumFee = BigInt(tx.virtualSize()) * MIN_RELAY_SATS_PER_VBYTE;
  if (fee < minimumFee) throw reject(`min relay fee not met, ${fee} < ${minimumFee}`);
  tx.ins.forEach((_, vin) => {
    let failure: string | undefined;
    try {
      failure = inputFailure(tx, vin, prevouts);
    } catch (error) {
      failure = error instanceof Error ? error.message : 'script verification failed';
    }
    if (failure) throw reject(`mandatory-script-verify-flag-failed (input ${vin}: ${failure})`);
  });
  return { tx, prevouts, fee };
}

/** The context-free checks (bitcoind's CheckTransaction and IsStandardTx). */
function checkShape(tx: Transaction): void {
  if (tx.ins.length === 0) throw reject('bad-txns-vin-empty');
  if (tx.outs.length === 0) throw reject('bad-txns-vout-empty');
  if (tx.weight() > MAX_STANDARD_TX_WEIGHT) throw reject('tx-size');
  let total = 0n;
  for (const out of tx.outs) {
    if (out.value > MAX_MONEY) throw reject('bad-txns-vout-toolarge');
    total += out.value;
    if (total > MAX_MONEY) throw reject('bad-txns-txouttotal-toolarge');
  }
  if (tx.isCoinbase()) throw reject('coinbase');
  const outpoints = new Set(tx.ins.map((_, vin) => `${inputTxid(tx, vin)}:${tx.ins[vin]!.index}`));
  if (outpoints.size !== tx.ins.length) throw reject('bad-txns-inputs-duplicate');
  if (tx.version < 1 || tx.version > 3) throw reject('version');
  tx.outs.forEach((out, vout) => {
    if (!isStandardOutput(out.script)) throw reject(`scriptpubkey (output ${vout})`);
    const dust = dustThreshold(out.script);
    if (out.value < dust) throw reject(`dust (output ${vout}: ${out.value} < ${dust} sats)`);
  });
}

function spentOutput(ledger: Ledger, tx: Transaction, vin: number): TxOutput {
  const txid = inputTxid(tx, vin);
  const vout = tx.ins[vin]!.index;
  const unspent = ledger.unspentOutput(txid, vout);
  if (unspent) return unspent;
  const spend = ledger.spendOf(txid, vout);
  if (spend && !ledger.tx(spend.txid)?.block)
    throw reject(
      `txn-mempool-conflict (input ${vin}: ${txid}:${vout} is spent by ${spend.txid} in the mempool)`,
    );
  const detail = spend ? `is spent by ${spend.txid}` : ledger.tx(txid) ? 'does not exist' : 'is unknown';
  throw reject(`bad-txns-inputs-missingorspent (input ${vin}: ${txid}:${vout} ${detail})`, RPC_VERIFY_ERROR);
}
