import type { ChainNamespace } from '@gangway/protocol';
import { withKnownAccountTypes } from '../accounts/knownAccountTypes.ts';
import type { AdapterEvent } from '../adapter/ChainAdapter.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { clearNamespace } from './clearNamespace.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';
import { syncIdentity } from './syncIdentity.ts';

/** Applies what a connected wallet reports: new accounts, a new chain, or that it disconnected. */
export function handleAdapterEvent(
  ctx: GangwayContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  const { current, status } = namespaceState(ctx.connections.getState(), namespace);
  if (event.connectorId !== current || status !== 'connected') return;

  switch (event.type) {
    case 'accountsChanged': {
      const [primary] = event.accounts;
      if (!primary || !getAdapter(ctx, namespace).isAddress(primary.address)) {
        clearNamespace(ctx, namespace);
        return;
      }
      ctx.connections
        .getState()
        .setAccounts(namespace, current, withKnownAccountTypes(ctx, current, event.accounts));
      void refreshNativeBalance(ctx, namespace);
      syncIdentity(ctx, namespace);
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
