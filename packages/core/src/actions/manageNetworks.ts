import type { CaipNetworkId } from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findRequested } from '../stores/networkStore.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';

/** Requests one more network; its namespace needs an adapter (SPEC §5). A namespace without a chain starts on it. */
export function addNetwork(ctx: GangwayContext, network: CaipNetwork): void {
  getAdapter(ctx, network.chainNamespace);
  ctx.networks.getState().add(network);
  if (!namespaceState(ctx.connections.getState(), network.chainNamespace).chain) {
    ctx.connections.getState().setChain(network, { activate: false });
  }
}

/**
 * Stops requesting a network (SPEC §4): an active one falls back to the first remaining network of its namespace, or,
 * when the namespace has none left, to another chain's first network.
 */
export function removeNetwork(ctx: GangwayContext, caipNetworkId: CaipNetworkId): void {
  const removed = findRequested(ctx.networks.getState(), caipNetworkId);
  if (!removed) return;
  const namespace = removed.chainNamespace;
  getAdapter(ctx, namespace);
  ctx.networks.getState().remove(caipNetworkId);
  const connections = ctx.connections.getState();
  if (namespaceState(connections, namespace).chain?.caipNetworkId !== caipNetworkId) return;
  const left = ctx.networks.getState().requested;
  const sameNamespace = left.find((network) => network.chainNamespace === namespace);
  if (sameNamespace) {
    if (connections.activeNamespace === namespace) setActiveNetwork(ctx, sameNamespace);
    else connections.setChain(sameNamespace, { activate: false });
    return;
  }
  const other = left[0];
  if (other && connections.activeNamespace === namespace) {
    setActiveNetwork(ctx, namespaceState(connections, other.chainNamespace).chain ?? other);
  }
}
