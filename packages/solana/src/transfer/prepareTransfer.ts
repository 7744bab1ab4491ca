import type { CaipNetwork } from '@gangway/core';
import { address } from '@solana/kit';
import { prepareSolTransfer } from './prepareSolTransfer.ts';
import { prepareSplTransfer } from './prepareSplTransfer.ts';
import { parseTransferIntent } from './transferIntent.ts';

/**
 * The unsigned wire transaction of a transfer intent from `from` (the connected account), checked against the
 * network's RPC so that the wallet is asked only for a transfer that can land.
 */
export async function prepareTransfer(
  network: CaipNetwork,
  from: string,
  payload: { to: string; value: bigint; mint?: string },
): Promise<Uint8Array> {
  const { to, value, mint } = parseTransferIntent(payload);
  const sender = address(from);
  return mint === undefined
    ? prepareSolTransfer(network, sender, { to, value })
    : prepareSplTransfer(network, sender, { to, value, mint });
}
