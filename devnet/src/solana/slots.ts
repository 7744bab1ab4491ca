// The devnet's notion of time over litesvm, which has no blocks: one block per slot, a fresh blockhash
// per slot valid for 150 blocks as on mainnet, and the Clock sysvar kept in step with the wall clock.
import type { Blockhash } from '@solana/kit';
import type { LiteSVM } from 'litesvm';

export const BLOCKHASH_LIFETIME_BLOCKS = 150n;
export const SLOTS_PER_EPOCH = 432_000n;

export interface SlotInfo {
  slot: bigint;
  parent: bigint;
  root: bigint;
}

export interface Slots {
  readonly slot: bigint;
  /** Every slot holds a block, so block height and slot are equal. */
  readonly blockHeight: bigint;
  /** Unix seconds of the current slot. */
  readonly blockTime: number;
  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint };
  isBlockhashValid(blockhash: string): boolean;
  /** Closes the current slot and opens the next one. */
  advance(): SlotInfo;
}

export function createSlots(svm: LiteSVM, now: () => number = Date.now): Slots {
  const lastValidHeights = new Map<string, bigint>();
  let slot = 0n;
  let blockTime = 0;
  let blockhash = svm.latestBlockhash();

  function enter(next: bigint): void {
    slot = next;
    blockTime = Math.floor(now() / 1000);
    svm.warpToSlot(next);
    const clock = svm.getClock();
    clock.epoch = next / SLOTS_PER_EPOCH;
    clock.unixTimestamp = BigInt(blockTime);
    svm.setClock(clock);
    svm.expireBlockhash();
    blockhash = svm.latestBlockhash();
    lastValidHeights.set(blockhash, next + BLOCKHASH_LIFETIME_BLOCKS);
    for (const [hash, lastValid] of lastValidHeights) {
      if (lastValid >= next) break;
      lastValidHeights.delete(hash);
    }
  }
  enter(1n);

  return {
    get slot() {
      return slot;
    },
    get blockHeight() {
      return slot;
    },
    get blockTime() {
      return blockTime;
    },
    latestBlockhash: () => ({ blockhash, lastValidBlockHeight: slot + BLOCKHASH_LIFETIME_BLOCKS }),
    isBlockhashValid: (hash) => (lastValidHeights.get(hash) ?? -1n) >= slot,
    advance() {
      const parent = slot;
      enter(slot + 1n);
      return { slot, parent, root: parent };
    },
  };
}
