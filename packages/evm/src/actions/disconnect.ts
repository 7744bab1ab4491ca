import type { Connector } from '@gangway/core';
import { isEvmConnector, type RuntimeContext } from '../runtime/RuntimeContext.ts';
import { revokePermissions } from '../wallet/revokePermissions.ts';

/** Revokes the site's account permission where the wallet supports it, then removes the connection from wagmi. */
export async function disconnect(ctx: RuntimeContext, params: { connector: Connector }): Promise<void> {
  const { connector } = params;
  const bridge = ctx.existingBridge();
  // Untracked first: the wallet may answer the revocation with accountsChanged([]), which is not news to core.
  bridge?.untrack(connector.id);
  if (isEvmConnector(connector)) await revokePermissions(connector.provider);
  await bridge?.release(connector.id);
}
