// Where the modal goes after the active network changes or a switch ends: the one place for it (SPEC §4).

import { type VisitorMessage, visitorMessage } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { USER_MESSAGES } from '../errors/userMessages.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { currentView } from '../stores/modalStore.ts';

/** SPEC §4: the UnsupportedChain view shows for an unrequested network unless the options say otherwise. */
export function shouldShowUnsupportedChain(ctx: GangwayContext, network: CaipNetwork): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain } = ctx.options;
  return network.unsupported === true && enableNetworkSwitch && !allowUnsupportedChain;
}

/** Shows UnsupportedChain for a connected wallet on an unrequested network; leaving one closes the modal. */
export function navigateAfterNetworkChange(
  ctx: GangwayContext,
  previous: CaipNetwork | undefined,
  network: CaipNetwork,
): void {
  const connected = namespaceState(ctx.connections.getState(), network.chainNamespace).status === 'connected';
  const modal = ctx.modal.getState();
  if (shouldShowUnsupportedChain(ctx, network) && connected) {
    modal.show('UnsupportedChain');
  } else if (!network.unsupported && modal.open) {
    // Switching away from an unsupported network closes the modal: nothing is left to confirm it in.
    if (previous?.unsupported || currentView(modal)?.view === 'UnsupportedChain') modal.close();
  }
}

/**
 * A switch succeeded: leave the view that asked for it. From SwitchNetwork: a toast, then back past it and the list
 * that led to it; from the network list (no wallet to ask): back.
 */
export function navigateAfterSwitch(ctx: GangwayContext, network: CaipNetwork): void {
  const modal = ctx.modal.getState();
  const view = modal.open ? currentView(modal)?.view : undefined;
  if (view === 'Networks') {
    modal.back();
    return;
  }
  if (view !== 'SwitchNetwork') return;
  ctx.toast
    .getState()
    .show('success', visitorMessage(USER_MESSAGES, 'NETWORK_SWITCHED', { name: network.name }));
  const cameFromList = modal.history[modal.history.length - 2]?.view === 'Networks';
  modal.back();
  if (cameFromList) ctx.modal.getState().back();
}

/** A switch failed: SwitchNetwork goes back one view (SPEC §4); either view says why. */
export function navigateAfterFailedSwitch(ctx: GangwayContext, message: VisitorMessage): void {
  const modal = ctx.modal.getState();
  const view = modal.open ? currentView(modal)?.view : undefined;
  if (view !== 'SwitchNetwork' && view !== 'Networks') return;
  if (view === 'SwitchNetwork') {
    modal.back();
    ctx.shake.getState().shake();
  }
  ctx.toast.getState().show('error', message);
}
