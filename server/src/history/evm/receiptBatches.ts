// Receipt requests grouped into JSON-RPC batches that stay under the upstream's answer cap: a block's receipts
// are asked whole (eth_getBlockReceipts) when their estimated size fits the budget, else one transaction at a
// time (eth_getTransactionReceipt); batches are filled up to the budget. The estimate is an upper bound from
// gas: a log costs at least 375 gas and takes under 400 bytes of JSON, so beyond the 21,000 gas every
// transaction pays, each gas unit makes at most about a byte of logs; a receipt without logs (bloom included)
// is under RECEIPT_BYTES.
import type { RpcBlock } from './evmRpcSchemas.ts';

export const RECEIPT_BYTES = 1_200;
const INTRINSIC_GAS = 21_000n;
/** When a block does not say its gas: a full 30M-gas block. */
const UNKNOWN_GAS = 30_000_000n;

export interface ReceiptCall {
  method: 'eth_getBlockReceipts' | 'eth_getTransactionReceipt';
  params: unknown[];
  /** The block the answer belongs to, and for single receipts the transaction's position. */
  block: RpcBlock;
  transactionIndex: number | null;
  estimatedBytes: number;
}

const logBytes = (gas: bigint, transactions: number) => {
  const spare = gas - INTRINSIC_GAS * BigInt(transactions);
  return Number(spare > 0n ? spare : 0n) + RECEIPT_BYTES * transactions;
};

/** Every receipt call the blocks need, grouped into batches of at most `maxCalls` and about `budgetBytes`. */
export function receiptBatches(
  blocks: readonly RpcBlock[],
  budgetBytes: number,
  maxCalls: number,
): ReceiptCall[][] {
  const calls: ReceiptCall[] = [];
  for (const block of blocks) {
    if (block.transactions.length === 0) continue;
    const blockGas = block.gasUsed === undefined ? UNKNOWN_GAS : BigInt(block.gasUsed);
    const whole = logBytes(blockGas, block.transactions.length);
    if (whole <= budgetBytes || block.transactions.length === 1) {
      calls.push({
        method: 'eth_getBlockReceipts',
        params: [block.number],
        block,
        transactionIndex: null,
        estimatedBytes: whole,
      });
      continue;
    }
    block.transactions.forEach((transaction, index) => {
      const limit = transaction.gas === undefined ? blockGas : BigInt(transaction.gas);
      calls.push({
        method: 'eth_getTransactionReceipt',
        params: [transaction.hash],
        block,
        transactionIndex: index,
        estimatedBytes: logBytes(limit < blockGas ? limit : blockGas, 1),
      });
    });
  }
  const batches: ReceiptCall[][] = [];
  let current: ReceiptCall[] = [];
  let bytes = 0;
  for (const call of calls) {
    if (current.length > 0 && (current.length >= maxCalls || bytes + call.estimatedBytes > budgetBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(call);
    bytes += call.estimatedBytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
