import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { findRequested } from '../stores/networkStore.ts';

/**
 * SPEC §4 Startup sync, the part that needs no wallet and runs at once: the stored network becomes active and, with
 * reconnect on, each namespace with a stored connection shows connecting (when the stored status says connected).
 * Returns the namespaces whose stored connection syncOnStartup should restore.
 */
export function restoreStoredState(ctx: GangwayContext): ChainNamespace[] {
  const stored = ctx.storage.getActiveNetwork();
  const storedNetwork = stored ? findRequested(ctx.networks.getState(), stored.caipNetworkId) : undefined;
  if (storedNetwork) ctx.connections.getState().setChain(storedNetwork);
  if (!ctx.options.enableReconnect) return [];
  const storedConnected = ctx.storage.getConnectionStatus() === 'connected';
  const pending = [...ctx.options.adaptersByNamespace.keys()].filter(
    (namespace) => ctx.storage.getConnectorId(namespace) !== undefined,
  );
  if (storedConnected)
    for (const namespace of pending) ctx.connections.getState().setStatus(namespace, 'connecting');
  return pending;
}
