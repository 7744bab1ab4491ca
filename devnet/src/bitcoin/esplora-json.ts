// The JSON shapes of the Esplora REST API (Blockstream / mempool.space), built from the ledger.
import type { BlockRecord } from './blocks.ts';
import { inputTxid, type Ledger, type LedgerTx, type TxOutput } from './ledger.ts';
import { scriptAsm, scriptType } from './script-types.ts';

export type TxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number };

export interface EsploraOutput {
  scriptpubkey: string;
  scriptpubkey_asm: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string;
  value: number;
}

export interface EsploraInput {
  txid: string;
  vout: number;
  prevout: EsploraOutput | null;
  scriptsig: string;
  scriptsig_asm: string;
  witness?: string[];
  is_coinbase: boolean;
  sequence: number;
}

export interface EsploraTx {
  txid: string;
  version: number;
  locktime: number;
  vin: EsploraInput[];
  vout: EsploraOutput[];
  size: number;
  weight: number;
  fee: number;
  status: TxStatus;
}

export interface EsploraBlock {
  id: string;
  height: number;
  version: number;
  timestamp: number;
  tx_count: number;
  size: number;
  weight: number;
  merkle_root: string;
  previousblockhash: string | null;
  mediantime: number;
  nonce: number;
  bits: number;
  difficulty: number;
}

export interface AddressTxoStats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: TxStatus;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const reversedHex = (bytes: Uint8Array) => Buffer.from(bytes).reverse().toString('hex');

export function statusJson(block: BlockRecord | undefined): TxStatus {
  if (!block) return { confirmed: false };
  return { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time };
}

export function outputJson(output: Pick<TxOutput, 'script' | 'value' | 'address'>): EsploraOutput {
  return {
    scriptpubkey: hex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(output.address ? { scriptpubkey_address: output.address } : {}),
    value: Number(output.value),
  };
}

export function txJson(entry: LedgerTx): EsploraTx {
  const { tx } = entry;
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, vin) => {
      const prevout = entry.prevouts[vin];
      return {
        txid: inputTxid(tx, vin),
        vout: input.index,
        prevout: prevout ? outputJson(prevout) : null,
        scriptsig: hex(input.script),
        scriptsig_asm: scriptAsm(input.script),
        ...(input.witness.length > 0 ? { witness: input.witness.map(hex) } : {}),
        is_coinbase: prevout === undefined,
        sequence: input.sequence,
      };
    }),
    vout: entry.outputs.map(outputJson),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(entry.fee),
    status: statusJson(entry.block),
  };
}

export function blockJson(ledger: Ledger, block: BlockRecord): EsploraBlock {
  const { header } = block;
  const previous = ledger.blockAt(block.height - 1);
  return {
    id: block.hash,
    height: block.height,
    version: header.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: reversedHex(header.merkleRoot!),
    previousblockhash: previous?.hash ?? null,
    mediantime: medianTime(ledger, block.height),
    nonce: header.nonce,
    bits: header.bits,
    difficulty: 4.656542373906925e-10,
  };
}

/** BIP-113: the median time of the last 11 blocks. */
function medianTime(ledger: Ledger, height: number): number {
  const times: number[] = [];
  for (let h = Math.max(0, height - 10); h <= height; h++) times.push(ledger.blockAt(h)!.time);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const emptyStats = (): AddressTxoStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
});

/** Esplora's chain_stats and mempool_stats: outputs funding and inputs spending the address, by status. */
export function addressStats(ledger: Ledger, address: string) {
  const chain = emptyStats();
  const mempool = emptyStats();
  for (const txid of ledger.addressTxids(address)) {
    const entry = ledger.tx(txid)!;
    const stats = entry.block ? chain : mempool;
    stats.tx_count++;
    for (const output of entry.outputs) {
      if (output.address !== address) continue;
      stats.funded_txo_count++;
      stats.funded_txo_sum += Number(output.value);
    }
    for (const prevout of entry.prevouts) {
      if (prevout?.address !== address) continue;
      stats.spent_txo_count++;
      stats.spent_txo_sum += Number(prevout.value);
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool };
}

/** The address's unspent outputs, mempool ones included (as Esplora lists them), newest first. */
export function addressUtxos(ledger: Ledger, address: string): EsploraUtxo[] {
  const utxos: EsploraUtxo[] = [];
  for (const txid of [...ledger.addressTxids(address)].reverse()) {
    const entry = ledger.tx(txid)!;
    entry.outputs.forEach((output, vout) => {
      if (output.address !== address || !ledger.unspentOutput(txid, vout)) return;
      utxos.push({ txid, vout, value: Number(output.value), status: statusJson(entry.block) });
    });
  }
  return utxos;
}
