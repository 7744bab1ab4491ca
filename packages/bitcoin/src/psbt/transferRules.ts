import type { BitcoinAddressType } from '@gangway/protocol';

/**
 * Bitcoin Core's dust limits at its default 3 sat/vB dust relay fee: an output below the limit for its script is
 * not relayed.
 */
export const DUST_LIMIT_SATS: Readonly<Record<BitcoinAddressType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
  witness: 330n,
};

/** The virtual size of the smallest transfer (one P2WPKH input, payment and change): the least fee it can pay. */
export const SMALLEST_TRANSFER_VBYTES = 141n;

/** The confirmation target (blocks) whose fee estimate a transfer pays. */
export const FEE_TARGET_BLOCKS = 3;
/** Bitcoin Core's minimum relay fee, used when the Esplora API has no estimate (regtest often has none). */
export const MIN_FEE_RATE_SAT_VB = 1;

/** The estimate for the target, else the nearest faster one, else the slowest there is. */
export function feeRateFor(estimates: ReadonlyMap<number, number>): number {
  const targets = [...estimates.keys()].sort((a, b) => a - b);
  const target = targets.filter((blocks) => blocks <= FEE_TARGET_BLOCKS).at(-1) ?? targets[0];
  return target === undefined ? MIN_FEE_RATE_SAT_VB : Math.max(MIN_FEE_RATE_SAT_VB, estimates.get(target)!);
}
