// Where ApproveTransaction sits in the modal's history (SPEC §2, §4), apart from the session so it can be tested on
// the modal store alone.
import type { ViewData } from '../router/views.ts';
import { currentView, type ModalState, type ModalStore } from '../stores/modalStore.ts';

/** The view on screen is ApproveTransaction showing the frame (not the not-allowed message). */
export function showsApproval(modal: ModalState): boolean {
  const top = currentView(modal);
  return top?.view === 'ApproveTransaction' && !top.data?.notAllowed;
}

/**
 * Opens the modal on ApproveTransaction, or pushes it onto the open modal; a request shown while it is already on
 * top stays there.
 */
export function openApproval(modal: ModalStore, data: ViewData['ApproveTransaction']): void {
  const state = modal.getState();
  if (!state.open) state.show('ApproveTransaction', data);
  else if (currentView(state)?.view !== 'ApproveTransaction') state.push('ApproveTransaction', data);
  else if (data) state.replace('ApproveTransaction', data);
}

/** The visitor left ApproveTransaction (back, or another view) with the modal still open. */
export function leftApproval(state: ModalState, previous: ModalState): boolean {
  return state.open && showsApproval(previous) && !showsApproval(state);
}
