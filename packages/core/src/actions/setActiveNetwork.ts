import type { CaipAddress, CaipNetworkId } from '../caip/ids.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { currentView } from '../stores/modalStore.ts';
import { refreshNativeBalance } from './nativeBalance.ts';

/** SPEC §4: the UnsupportedChain view shows for an unrequested network unless the options say otherwise. */
export function shouldShowUnsupportedChain(ctx: GangwayContext, network: CaipNetwork): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain } = ctx.options;
  return network.unsupported === true && enableNetworkSwitch && !allowUnsupportedChain;
}

/**
 * Makes `target` the active network of its namespace: a network the app did not request becomes the unsupported
 * placeholder. Keeps the account's CAIP address, storage and native balance in step, and shows or leaves the
 * UnsupportedChain view.
 */
export function setActiveNetwork(ctx: GangwayContext, target: CaipNetwork | CaipNetworkId): CaipNetwork {
  const before = ctx.networks.getState().active;
  const network = ctx.networks.getState().setActive(target);
  const namespace = network.chainNamespace;
  const previous = before[namespace];
  const account = ctx.accounts.getState().get(namespace);
  if (account.address) {
    ctx.accounts.getState().update(namespace, {
      caipAddress: `${network.caipNetworkId}:${account.address}` as CaipAddress,
    });
  }
  if (!network.unsupported) ctx.storage.setActiveNetwork(namespace, network.caipNetworkId);

  const modal = ctx.modal.getState();
  if (shouldShowUnsupportedChain(ctx, network) && account.status === 'connected') {
    modal.show('UnsupportedChain');
  } else if (previous?.unsupported && !network.unsupported && modal.open) {
    // Switching away from an unsupported network closes the modal (SPEC §4).
    modal.close();
  } else if (!network.unsupported && modal.open && currentView(modal)?.view === 'UnsupportedChain') {
    modal.close();
  }
  if (previous?.caipNetworkId !== network.caipNetworkId) void refreshNativeBalance(ctx, namespace);
  return network;
}
