// The chain's state: every transaction ever accepted, the unspent outputs, who spent what, the mempool and
// the blocks. Nothing is ever evicted or reorganised, so every change only adds.
import type { Transaction } from 'bitcoinjs-lib';
import {
  type BlockRecord,
  buildBlock,
  type CoinbaseOutput,
  coinbaseTransaction,
  genesisBlock,
} from './blocks.ts';
import { scriptAddress } from './script-types.ts';

export interface TxOutput {
  script: Uint8Array;
  value: bigint;
  address: string | undefined;
}

export interface LedgerTx {
  txid: string;
  tx: Transaction;
  /** The output each input spends; undefined for a coinbase input. */
  prevouts: readonly (TxOutput | undefined)[];
  outputs: readonly TxOutput[];
  fee: bigint;
  /** Undefined while in the mempool. */
  block: BlockRecord | undefined;
}

export interface Spend {
  txid: string;
  vin: number;
}

function ledgerEntry(tx: Transaction, prevouts: readonly (TxOutput | undefined)[], fee: bigint): LedgerTx {
  const outputs = tx.outs.map((out) => ({
    script: out.script,
    value: out.value,
    address: scriptAddress(out.script),
  }));
  return { txid: tx.getId(), tx, prevouts, outputs, fee, block: undefined };
}

export const outpointKey = (txid: string, vout: number) => `${txid}:${vout}`;

/** Input i's previous txid in display (reversed) hex. */
export function inputTxid(tx: Transaction, index: number): string {
  const input = tx.ins[index];
  if (!input) throw new RangeError(`No input ${index}`);
  return Buffer.from(input.hash).reverse().toString('hex');
}

export class Ledger {
  readonly #blocks: BlockRecord[] = [genesisBlock()];
  readonly #blocksByHash = new Map<string, BlockRecord>(this.#blocks.map((block) => [block.hash, block]));
  readonly #txs = new Map<string, LedgerTx>();
  readonly #unspent = new Map<string, TxOutput>();
  readonly #spends = new Map<string, Spend>();
  /** Txids in the order they arrived, which is also the order they are mined in. */
  readonly #mempool = new Set<string>();
  /** Per address, the txids touching it, oldest first. */
  readonly #byAddress = new Map<string, string[]>();

  /** Mines one block whose coinbase pays `outputs`: the devnet's funding, spendable at once (no maturity). */
  fund(outputs: readonly CoinbaseOutput[], time: number): LedgerTx {
    const coinbase = coinbaseTransaction(this.tip().height + 1, outputs);
    const entry = this.#add(coinbase, [undefined], 0n);
    this.#appendBlock(coinbase, [], time);
    return entry;
  }

  tip(): BlockRecord {
    return this.#blocks[this.#blocks.length - 1]!;
  }

  blockAt(height: number): BlockRecord | undefined {
    return this.#blocks[height];
  }

  blockByHash(hash: string): BlockRecord | undefined {
    return this.#blocksByHash.get(hash);
  }

  tx(txid: string): LedgerTx | undefined {
    return this.#txs.get(txid);
  }

  unspentOutput(txid: string, vout: number): TxOutput | undefined {
    return this.#unspent.get(outpointKey(txid, vout));
  }

  spendOf(txid: string, vout: number): Spend | undefined {
    return this.#spends.get(outpointKey(txid, vout));
  }

  mempoolTxids(): string[] {
    return [...this.#mempool];
  }

  /** Txids touching the address, oldest first. */
  addressTxids(address: string): readonly string[] {
    return this.#byAddress.get(address) ?? [];
  }

  /** Adds a transaction the caller has validated against this ledger to the mempool. */
  addToMempool(tx: Transaction, prevouts: readonly TxOutput[], fee: bigint): LedgerTx {
    const entry = this.#add(tx, prevouts, fee);
    this.#mempool.add(entry.txid);
    return entry;
  }

  /** Mines `count` blocks; the first takes the whole mempool. */
  mine(count: number, now: number): BlockRecord[] {
    const mined: BlockRecord[] = [];
    for (let i = 0; i < count; i++) {
      const height = this.tip().height + 1;
      const coinbase = coinbaseTransaction(height);
      // Its only output is an unspendable OP_RETURN, so it touches no address and adds no unspent output.
      this.#txs.set(coinbase.getId(), ledgerEntry(coinbase, [undefined], 0n));
      const included = [...this.#mempool].map((txid) => this.#txs.get(txid)!.tx);
      this.#mempool.clear();
      mined.push(this.#appendBlock(coinbase, included, now));
    }
    return mined;
  }

  #add(tx: Transaction, prevouts: readonly (TxOutput | undefined)[], fee: bigint): LedgerTx {
    const entry = ledgerEntry(tx, prevouts, fee);
    const { txid } = entry;
    this.#txs.set(txid, entry);
    const touched = new Set<string>();
    tx.ins.forEach((_, vin) => {
      const prevout = prevouts[vin];
      if (!prevout) return;
      const key = outpointKey(inputTxid(tx, vin), tx.ins[vin]!.index);
      this.#unspent.delete(key);
      this.#spends.set(key, { txid, vin });
      if (prevout.address) touched.add(prevout.address);
    });
    entry.outputs.forEach((output, vout) => {
      this.#unspent.set(outpointKey(txid, vout), output);
      if (output.address) touched.add(output.address);
    });
    for (const address of touched) {
      const list = this.#byAddress.get(address);
      if (list) list.push(txid);
      else this.#byAddress.set(address, [txid]);
    }
    return entry;
  }

  #appendBlock(coinbase: Transaction, included: Transaction[], now: number): BlockRecord {
    // Block times only move forward, even when several blocks are mined within one second.
    const time = Math.max(now, this.tip().time + 1);
    const block = buildBlock(this.tip(), time, [coinbase, ...included]);
    this.#blocks.push(block);
    this.#blocksByHash.set(block.hash, block);
    for (const txid of block.txids) {
      const entry = this.#txs.get(txid);
      if (entry) entry.block = block;
    }
    return block;
  }
}
