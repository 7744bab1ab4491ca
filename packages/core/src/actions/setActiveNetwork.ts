import type { CaipNetworkId } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { resolveNetwork } from '../networks/unsupportedNetwork.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { navigateAfterNetworkChange } from './networkNavigation.ts';
import { syncIdentity } from './syncIdentity.ts';

/**
 * Makes `target` the active network of its namespace, and that namespace the active one: a network the app did not
 * request becomes the unsupported placeholder. Shows or leaves UnsupportedChain and refreshes the native balance.
 */
export function setActiveNetwork(ctx: GangwayContext, target: CaipNetwork | CaipNetworkId): CaipNetwork {
  const network = resolveNetwork(ctx.networks.getState(), target);
  const previous = namespaceState(ctx.connections.getState(), network.chainNamespace).chain;
  ctx.connections.getState().setChain(network);
  navigateAfterNetworkChange(ctx, previous, network);
  if (previous?.caipNetworkId !== network.caipNetworkId) {
    void refreshNativeBalance(ctx, network.chainNamespace);
    syncIdentity(ctx, network.chainNamespace);
  }
  return network;
}
