import type { CaipNetwork } from '@gangway/core';
import type { NativeBalance } from '@gangway/core/internal';
import { GangwayError, isBitcoinAddress } from '@gangway/protocol';
import { esploraClient } from '../esplora/esploraClient.ts';

/** Confirmed and mempool funded minus spent sats of `address`, from the network's Esplora API. */
export async function getNativeBalance(params: {
  address: string;
  network: CaipNetwork;
}): Promise<NativeBalance> {
  if (!isBitcoinAddress(params.address)) {
    throw new GangwayError('INVALID_OPTION', { option: 'address', reason: 'not a Bitcoin address' });
  }
  const { chain, mempool } = await esploraClient(params.network).stats(params.address);
  const value =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum);
  if (value < 0n) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      {
        source: `The Esplora API of ${params.network.name}`,
        reason: 'the address spends more than it was funded',
      },
      { category: 'NETWORK_ERROR' },
    );
  }
  const { decimals, symbol } = params.network.nativeCurrency;
  return { value, decimals, symbol };
}
