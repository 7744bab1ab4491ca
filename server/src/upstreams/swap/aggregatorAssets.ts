// How the aggregators' APIs name tokens and refuse exact-output quotes (they sell an exact input only).
import { badRequest } from '../../errors/ApiError.ts';
import type { SwapAsset, SwapKind } from './SwapProvider.ts';

/** 1inch's and 0x's stand-in address for a chain's native currency. */
export const AGGREGATOR_NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export function aggregatorToken(asset: SwapAsset): string {
  return asset === 'native' ? AGGREGATOR_NATIVE : asset;
}

export function requireExactIn(kind: SwapKind, vendor: string): void {
  if (kind !== 'exactIn')
    throw badRequest(
      'kind',
      `${vendor} quotes an exact amount to sell only: give the amount of the "from" token`,
    );
}
