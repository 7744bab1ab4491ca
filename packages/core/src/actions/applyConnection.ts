import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import { userFieldsInUse } from '../accounts/embeddedUserFields.ts';
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
 * Records what an adapter connected (connect or reconnect), in one update for every namespace the connector spans,
 * and the account state (wallet, embedded user) follows the one in use. A connection start-up sync `restored` never
 * takes the place of one in use (multi-wallet: the first one restored, or one the visitor connected meanwhile): it
 * joins the list beside it. Checks every part first, so a bad reply changes nothing.
 */
export function applyConnection(
  ctx: GangwayContext,
  connector: Connector,
  connections: Readonly<Partial<Record<ChainNamespace, AdapterConnection>>>,
  restored = false,
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
  const inUse = parts.filter(({ connection, chain }) => {
    const { connections, current } = namespaceState(before, chain.chainNamespace);
    if (!restored || current === undefined) return true;
    before.clear(chain.chainNamespace, {
      connections: [connection, ...connections.filter((each) => each.connectorId !== connector.id)],
      status: 'connected',
    });
    return false;
  });
  ctx.connections.getState().connected(inUse);
  for (const { chain } of inUse) {
    const namespace = chain.chainNamespace;
    ctx.accounts.getState().update(namespace, {
      ...userFieldsInUse(namespace, connector.id, ctx.lazy.embedded?.user, chain.caipNetworkId),
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
