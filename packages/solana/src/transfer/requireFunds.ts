import { formatUnits } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';

/** INSUFFICIENT_FUNDS, amounts in whole units, when `available` does not cover `needed`. */
export function requireFunds(params: {
  needed: bigint;
  available: bigint;
  decimals: number;
  asset: string;
}): void {
  const { needed, available, decimals, asset } = params;
  if (available >= needed) return;
  throw new GangwayError(
    'INSUFFICIENT_FUNDS',
    { needed: formatUnits(needed, decimals), available: formatUnits(available, decimals), asset },
    { category: 'WALLET_ERROR' },
  );
}
