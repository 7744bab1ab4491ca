import type { RuntimeContext } from '../runtime/RuntimeContext.ts';
import { revokePermissions } from '../wallet/revokePermissions.ts';

/** Revokes the site's account permission where the wallet supports it, then removes the connection from wagmi. */
export async function disconnect(ctx: RuntimeContext, params: { connectorId: string }): Promise<void> {
  const { connectorId } = params;
  const bridge = ctx.existingBridge();
  // Untracked first: the wallet may answer the revocation with accountsChanged([]), which is not news to core.
  bridge?.untrack(connectorId);
  const wallet = ctx.host.findWallet(connectorId);
  if (wallet) await revokePermissions(wallet.provider);
  await bridge?.release(connectorId);
}
