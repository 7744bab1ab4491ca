import type { CaipNetwork, Connector } from '@gangway/core';
import { GangwayError } from '@gangway/protocol';
import { walletStandardChain } from '../network/solanaChain.ts';
import { accountsOn, type RuntimeContext } from '../runtime/RuntimeContext.ts';

/** Solana wallets do not switch: the switch holds when the connected account also serves the target cluster. */
export async function switchNetwork(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<void> {
  const wallet = ctx.wallet(params.connector);
  const chain = walletStandardChain(params.network);
  if (accountsOn(wallet.accounts, chain).length === 0) {
    throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
  }
  ctx.track(params.connector, wallet, chain);
}
