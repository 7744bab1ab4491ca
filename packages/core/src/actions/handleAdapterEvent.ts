import type { ChainNamespace } from '@gangway/protocol';
import { withKnownAccountTypes } from '../accounts/knownAccountTypes.ts';
import type { AdapterEvent } from '../adapter/ChainAdapter.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { forgetConnection } from './forgetConnection.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';
import { syncIdentity } from './syncIdentity.ts';

/** Applies what a connected wallet reports: new accounts, a new chain, or that it disconnected. */
export function handleAdapterEvent(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  const { current, status, connections } = namespaceState(ctx.connections.getState(), namespace);
  if (event.connectorId !== current) {
    // Multi-wallet: a connection not in use follows its wallet's accounts and network, and its end forgets it alone.
    if (!connections.some((connection) => connection.connectorId === event.connectorId)) return;
    const [primary] = event.type === 'accountsChanged' ? event.accounts : [];
    const { updateConnection } = ctx.connections.getState();
    if (event.type === 'disconnected' || (event.type === 'accountsChanged' && !primary))
      void forgetConnection(ctx, namespace, event.connectorId);
    else if (event.type === 'accountsChanged' && getAdapter(ctx, namespace).isAddress(primary?.address ?? ''))
      updateConnection(namespace, event.connectorId, {
        accounts: withKnownAccountTypes(ctx, event.connectorId, event.accounts),
      });
    else if (event.type === 'chainChanged' && event.caipNetworkId.startsWith(`${namespace}:`))
      updateConnection(namespace, event.connectorId, { caipNetworkId: event.caipNetworkId });
    return;
  }
  if (status !== 'connected') return;

  switch (event.type) {
    case 'accountsChanged': {
      const [primary] = event.accounts;
      if (!primary || !getAdapter(ctx, namespace).isAddress(primary.address)) {
        void forgetConnection(ctx, namespace, current);
        return;
      }
      ctx.connections.getState().updateConnection(namespace, current, {
        accounts: withKnownAccountTypes(ctx, current, event.accounts),
      });
      void refreshNativeBalance(ctx, namespace);
      syncIdentity(ctx, namespace);
      return;
    }
    case 'chainChanged':
      if (event.caipNetworkId.startsWith(`${namespace}:`)) setActiveNetwork(ctx, event.caipNetworkId);
      return;
    case 'disconnected':
      void forgetConnection(ctx, namespace, current);
      return;
  }
}
