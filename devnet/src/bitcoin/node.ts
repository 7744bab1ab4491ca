// The chain without HTTP: the funded ledger, broadcast (validate, then into the mempool) and the mining policy.
import type { BitcoinDevAccount } from './accounts.ts';
import type { BlockRecord } from './blocks.ts';
import { fundedLedger } from './funding.ts';
import type { Ledger } from './ledger.ts';
import { validateTransaction } from './validate-transaction.ts';

/** Most blocks one `mine` call makes; regtest blocks are cheap, but a typo should not stall the server. */
export const MAX_BLOCKS_PER_MINE = 1000;

export interface BitcoinNodeOptions {
  accounts: readonly BitcoinDevAccount[];
  /**
   * When a block follows an accepted transaction: after this many ms, taking whatever reached the mempool
   * meanwhile (0: before `broadcast` returns; false: only on `mine`).
   */
  mineDelayMs: number | false;
}

export interface BitcoinNode {
  ledger: Ledger;
  /** Validates and accepts a raw transaction; returns its txid or throws TransactionRejectedError. */
  broadcast(rawHex: string): string;
  mine(count: number): BlockRecord[];
  close(): void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createBitcoinNode(options: BitcoinNodeOptions): BitcoinNode {
  const { ledger } = fundedLedger(options.accounts, nowSeconds());
  let pending: NodeJS.Timeout | undefined;

  const mine = (count: number) => {
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_BLOCKS_PER_MINE)
      throw new RangeError(`Blocks to mine must be 1 to ${MAX_BLOCKS_PER_MINE}`);
    clearTimeout(pending);
    pending = undefined;
    return ledger.mine(count, nowSeconds());
  };

  const scheduleBlock = () => {
    const delay = options.mineDelayMs;
    if (delay === false) return;
    if (delay === 0) mine(1);
    else pending ??= setTimeout(() => mine(1), delay);
  };

  return {
    ledger,
    broadcast(rawHex) {
      const { tx, prevouts, fee } = validateTransaction(ledger, rawHex);
      const { txid } = ledger.addToMempool(tx, prevouts, fee);
      scheduleBlock();
      return txid;
    },
    mine,
    close() {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}
