import type { ChainNamespace } from '../caip/namespaces.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';

/** Forgets the namespace's connection in state and storage; an unsupported active network goes back to a requested one. */
export function clearNamespace(ctx: GangwayContext, namespace: ChainNamespace): void {
  ctx.accounts.getState().reset(namespace);
  ctx.connectors.getState().setActive(namespace, undefined);
  ctx.storage.setConnectorId(namespace, undefined);
  const active = ctx.networks.getState().active[namespace];
  if (active?.unsupported) {
    const fallback = ctx.networks
      .getState()
      .requested.find((network) => network.chainNamespace === namespace);
    if (fallback) ctx.networks.getState().setActive(fallback);
  }
  const anyConnected = Object.values(ctx.connectors.getState().activeConnectorId).some(Boolean);
  if (!anyConnected) {
    ctx.storage.setWallet(undefined);
    ctx.storage.setConnectionStatus('disconnected');
  }
}
