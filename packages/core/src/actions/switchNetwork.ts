import type { CaipNetworkId } from '../caip/ids.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { toGangwayError } from '../errors/toGangwayError.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { findRequested } from '../stores/networkStore.ts';
import { navigateAfterFailedSwitch, navigateAfterSwitch } from './networkNavigation.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';

/**
 * SPEC §4 Network switching. With a connected wallet in the target's namespace the wallet switches first (and adds
 * the network when it does not know it); otherwise the network is just made active. The modal leaves the view that
 * asked for the switch either way (networkNavigation.ts); a failure is thrown.
 */
export async function switchNetwork(
  ctx: GangwayContext,
  target: CaipNetwork | CaipNetworkId,
): Promise<CaipNetwork> {
  const id = typeof target === 'string' ? target : target.caipNetworkId;
  const network = findRequested(ctx.networks.getState(), id);
  if (!network) {
    ctx.alert.getState().show('NETWORK_NOT_FOUND');
    throw new GangwayError('NETWORK_NOT_FOUND');
  }
  const namespace = network.chainNamespace;
  const state = ctx.connections.getState();
  const { status, current } = namespaceState(state, namespace);
  const connector =
    current === undefined ? undefined : findConnector(ctx.connectors.getState(), current, namespace);
  try {
    if (status === 'connected' && selectAddress(state, namespace) && connector) {
      await getAdapter(ctx, namespace).switchNetwork({ connector, network });
    }
  } catch (error) {
    const failure = toGangwayError(error, 'SWITCH_NETWORK_FAILED');
    navigateAfterFailedSwitch(ctx, failure.message);
    throw failure;
  }
  const switched = setActiveNetwork(ctx, network);
  navigateAfterSwitch(ctx, switched);
  return switched;
}
