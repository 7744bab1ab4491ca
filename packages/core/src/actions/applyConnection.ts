import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import { withKnownAccountTypes } from '../accounts/knownAccountTypes.ts';
import type { AdapterConnection } from '../adapter/ChainAdapter.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import { resolveNetwork } from '../networks/unsupportedNetwork.ts';
import { persistConnections } from '../storage/persistConnections.ts';
import type { NamespaceConnection } from '../stores/connectionStore.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { navigateAfterNetworkChange } from './networkNavigation.ts';
import { syncIdentity } from './syncIdentity.ts';

/**
 * Records what an adapter connected (connect or reconnect), in one update for every namespace the connector spans.
 * Checks every part first, so a bad reply changes nothing.
 */
export function applyConnection(
  ctx: GangwayContext,
  connector: Connector,
  connections: Readonly<Partial<Record<ChainNamespace, AdapterConnection>>>,
): void {
  persistConnections(ctx);
  const entries = Object.entries(connections) as [ChainNamespace, AdapterConnection][];
  const parts: NamespaceConnection[] = entries.map(([namespace, connection]) => {
    const [primary] = connection.accounts;
    if (!getAdapter(ctx, namespace).isAddress(primary.address)) throw new GangwayError('NO_ACCOUNTS');
    if (!connection.caipNetworkId.startsWith(`${namespace}:`)) throw new GangwayError('INVALID_CHAIN_ID');
    return {
      connection: {
        connectorId: connector.id,
        accounts: withKnownAccountTypes(ctx, connector.id, connection.accounts),
        caipNetworkId: connection.caipNetworkId,
      },
      chain: resolveNetwork(ctx.networks.getState(), connection.caipNetworkId),
    };
  });
  const before = ctx.connections.getState();
  ctx.connections.getState().connected(parts);
  for (const { chain } of parts) {
    const namespace = chain.chainNamespace;
    ctx.accounts.getState().update(namespace, {
      connectedWalletInfo: {
        name: connector.name,
        id: connector.explorerId ?? connector.id,
        type: connector.type,
        ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
        ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
      },
    });
    navigateAfterNetworkChange(ctx, namespaceState(before, namespace).chain, chain);
    void refreshNativeBalance(ctx, namespace);
    syncIdentity(ctx, namespace);
  }
}
