import type { CaipNetworkId } from '@gangway/protocol';
import {
  ERROR_MESSAGES,
  failureMessage,
  GangwayError,
  toGangwayError,
  visitorMessage,
} from '@gangway/protocol';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { activeNetwork, namespaceState } from '../stores/connectionStore.ts';
import { findRequested } from '../stores/networkStore.ts';
import { connect } from './connect.ts';
import { navigateAfterFailedSwitch, navigateAfterSwitch } from './networkNavigation.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';
import { switchPlan } from './switchPlan.ts';

export interface SwitchNetworkOptions {
  /**
   * Make the network active even though the wallet in use lacks its family (it stays connected in its own): the
   * SwitchActiveChain view's choice, before Connect for that family.
   */
  withoutWallet?: boolean;
}

/**
 * SPEC §4 Network switching. A wallet connected in the target's family switches first (adding the network when it
 * does not know it; nothing to ask when it is already there). A wallet in use that also speaks that family
 * connects there. One that lacks it leaves the network as it is and shows SwitchActiveChain, unless
 * `withoutWallet`. With no wallet the network is just made active. The modal leaves the view that asked for the
 * switch either way (networkNavigation.ts); a failure is thrown.
 */
export async function switchNetwork(
  ctx: GangwayContext,
  target: CaipNetwork | CaipNetworkId,
  options: SwitchNetworkOptions = {},
): Promise<CaipNetwork> {
  const id = typeof target === 'string' ? target : target.caipNetworkId;
  const network = findRequested(ctx.networks.getState(), id);
  if (!network) {
    ctx.alert.getState().show('NETWORK_NOT_FOUND');
    throw new GangwayError('NETWORK_NOT_FOUND');
  }
  const namespace = network.chainNamespace;
  const plan = switchPlan(ctx.connections.getState(), ctx.connectors.getState(), network);
  if (plan.kind === 'lacksFamily' && !options.withoutWallet) {
    const modal = ctx.modal.getState();
    const data = { caipNetworkId: network.caipNetworkId };
    if (modal.open) modal.push('SwitchActiveChain', data);
    else modal.show('SwitchActiveChain', data);
    return activeNetwork(ctx.connections.getState()) ?? network;
  }
  try {
    if (plan.kind === 'connect') await connect(ctx, { connectorId: plan.connector.id, namespace, network });
    const connected = plan.kind === 'wallet' || plan.kind === 'connect';
    const there = namespaceState(ctx.connections.getState(), namespace).chain;
    if (connected && there?.caipNetworkId !== network.caipNetworkId)
      await getAdapter(ctx, namespace).switchNetwork({ connector: plan.connector, network });
  } catch (error) {
    const failure = toGangwayError(error, 'SWITCH_NETWORK_FAILED');
    navigateAfterFailedSwitch(
      ctx,
      failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'SWITCH_NETWORK_FAILED')),
    );
    throw failure;
  }
  const switched = setActiveNetwork(ctx, network);
  navigateAfterSwitch(ctx, switched);
  return switched;
}
