import type { AdapterEvent } from '../adapter/ChainAdapter.ts';
import type { CaipAddress } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { clearNamespace } from './clearNamespace.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';

/** Applies what a connected wallet reports: new accounts, a new chain, or that it disconnected. */
export function handleAdapterEvent(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  const connectorId = ctx.connectors.getState().activeConnectorId[namespace];
  if (event.connectorId !== connectorId) return;
  const account = ctx.accounts.getState().get(namespace);
  if (account.status !== 'connected') return;

  switch (event.type) {
    case 'accountsChanged': {
      const [primary] = event.accounts;
      if (!primary || !getAdapter(ctx, namespace).isAddress(primary.address)) {
        clearNamespace(ctx, namespace);
        return;
      }
      const network = ctx.networks.getState().active[namespace];
      ctx.accounts.getState().update(namespace, {
        address: primary.address,
        ...(network ? { caipAddress: `${network.caipNetworkId}:${primary.address}` as CaipAddress } : {}),
      });
      const connection = ctx.connectors.getState().connections[namespace]?.[0];
      if (connection) {
        ctx.connectors
          .getState()
          .setActive(namespace, connectorId, { ...connection, accounts: event.accounts });
      }
      void refreshNativeBalance(ctx, namespace);
      return;
    }
    case 'chainChanged':
      if (event.caipNetworkId.startsWith(`${namespace}:`)) setActiveNetwork(ctx, event.caipNetworkId);
      return;
    case 'disconnected':
      clearNamespace(ctx, namespace);
      return;
  }
}
