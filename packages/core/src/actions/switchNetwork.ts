import type { CaipNetworkId } from '../caip/ids.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { toGangwayError } from '../errors/toGangwayError.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { currentView } from '../stores/modalStore.ts';
import { findRequested } from '../stores/networkStore.ts';
import { setActiveNetwork } from './setActiveNetwork.ts';

/**
 * SPEC §4 Network switching. With a connected wallet in the target's namespace the wallet switches first (and adds
 * the network when it does not know it); otherwise the network is just made active. On failure the modal goes back
 * one view and the error is thrown.
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
  const account = ctx.accounts.getState().get(namespace);
  const connectorId = ctx.connectors.getState().activeConnectorId[namespace];
  try {
    if (account.status === 'connected' && account.address && connectorId) {
      await getAdapter(ctx, namespace).switchNetwork({ connectorId, network });
    }
  } catch (error) {
    const modal = ctx.modal.getState();
    if (modal.open && currentView(modal)?.view === 'SwitchNetwork') modal.back();
    throw toGangwayError(error, 'FAILED_TO_CONNECT');
  }
  return setActiveNetwork(ctx, network);
}
