import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { namespaceState } from '../stores/connectionStore.ts';

/** Forgets the namespace's connection; an unsupported active network goes back to a requested one. */
export function clearNamespace(ctx: GangwayContext, namespace: ChainNamespace): void {
  ctx.accounts.getState().reset(namespace);
  ctx.connections.getState().clear(namespace);
  if (namespaceState(ctx.connections.getState(), namespace).chain?.unsupported) {
    const fallback = ctx.networks
      .getState()
      .requested.find((network) => network.chainNamespace === namespace);
    if (fallback) ctx.connections.getState().setChain(fallback, { activate: false });
  }
}
