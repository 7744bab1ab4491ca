import type { CaipNetwork, Connector } from '@gangway/core';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';

/**
 * Within bip122 only: the switch holds when the wallet serves the target network (CHAIN_NOT_SUPPORTED otherwise);
 * its addresses there replace the connection's.
 */
export async function switchNetwork(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<void> {
  const { connector, network } = params;
  const addresses = await ctx.client(connector).switchTo(network);
  const { accounts } = ctx.connection(connector, network, addresses);
  ctx.track(connector, network);
  ctx.host.emit({ type: 'accountsChanged', connectorId: connector.id, accounts });
}
