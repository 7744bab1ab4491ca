import type { AdapterConnection } from '../adapter/ChainAdapter.ts';
import type { CaipAddress } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { Connector } from '../connectors/Connector.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';

/** Records a connection the adapter made (connect or reconnect) in every store and in storage. */
export function applyConnection(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  connector: Connector,
  connection: AdapterConnection,
): void {
  const [primary] = connection.accounts;
  if (!getAdapter(ctx, namespace).isAddress(primary.address)) throw new GangwayError('NO_ACCOUNTS');
  if (!connection.caipNetworkId.startsWith(`${namespace}:`)) throw new GangwayError('INVALID_CHAIN_ID');

  ctx.connectors.getState().setActive(namespace, connector.id, {
    connectorId: connector.id,
    accounts: connection.accounts,
    caipNetworkId: connection.caipNetworkId,
  });
  ctx.accounts.getState().update(namespace, {
    address: primary.address,
    caipAddress: `${connection.caipNetworkId}:${primary.address}` as CaipAddress,
    status: 'connected',
    connectedWalletInfo: {
      name: connector.name,
      id: connector.explorerId ?? connector.id,
      type: connector.type,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    },
  });
  ctx.storage.setConnectorId(namespace, connector.id);
  ctx.storage.setWallet({ id: connector.explorerId ?? connector.id, name: connector.name });
  ctx.storage.setConnectionStatus('connected');
  ctx.storage.addRecentWallet({
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    ...(connector.imageUrl && !connector.imageUrl.startsWith('data:')
      ? { imageUrl: connector.imageUrl }
      : {}),
  });
  const before = ctx.networks.getState().active[namespace];
  setActiveNetwork(ctx, connection.caipNetworkId);
  if (before?.caipNetworkId === connection.caipNetworkId) void refreshNativeBalance(ctx, namespace);
}
