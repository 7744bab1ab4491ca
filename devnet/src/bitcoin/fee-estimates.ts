/**
 * `GET /fee-estimates`: sat/vB by confirmation target in blocks, the keys Esplora serves (1–25, 144, 504, 1008).
 * A fixed table: every block takes the whole mempool here, so any fee confirms next block; the steps only
 * give clients a realistic curve to pick from.
 */
export function feeEstimates(): Record<string, number> {
  const table: Record<string, number> = {};
  for (let target = 1; target <= 25; target++) table[target] = feeRateFor(target);
  table[144] = 2;
  table[504] = 1.5;
  table[1008] = 1;
  return table;
}

function feeRateFor(target: number): number {
  if (target === 1) return 20;
  if (target === 2) return 15;
  if (target <= 3) return 12;
  if (target <= 6) return 8;
  if (target <= 12) return 5;
  return 3;
}

/** mempool.space's `GET /v1/fees/recommended`, from the same table. */
export function recommendedFees() {
  const table = feeEstimates();
  return {
    fastestFee: table[1]!,
    halfHourFee: table[3]!,
    hourFee: table[6]!,
    economyFee: table[144]!,
    minimumFee: 1,
  };
}
