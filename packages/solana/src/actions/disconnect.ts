import type { Connector } from '@gangway/core';
import { walletFeature } from '@gangway/core/internal';
import { isWallet, type RuntimeContext } from '../runtime/RuntimeContext.ts';
import { type DisconnectFeature, FEATURES } from '../wallet/features.ts';

/** Stops listening first (the wallet may report its accounts gone), then standard:disconnect where there is one. */
export async function disconnect(ctx: RuntimeContext, params: { connector: Connector }): Promise<void> {
  ctx.untrack(params.connector.id);
  const wallet = params.connector.provider;
  if (isWallet(wallet)) await walletFeature<DisconnectFeature>(wallet, FEATURES.disconnect)?.disconnect();
}
