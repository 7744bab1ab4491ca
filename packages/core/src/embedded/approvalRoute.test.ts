import { describe, expect, it } from 'vitest';
import { createModalStore } from '../stores/modalStore.ts';
import { leftApproval, openApproval } from './approvalRoute.ts';

const views = (modal: ReturnType<typeof createModalStore>) =>
  modal.getState().history.map((entry) => entry.view);

describe('ApproveTransaction in the modal (SPEC §2, §4)', () => {
  it('opens the closed modal on it, pushes it onto an open one, and stays when already on top', () => {
    const modal = createModalStore();
    openApproval(modal, undefined);
    expect(modal.getState().open).toBe(true);
    expect(views(modal)).toEqual(['ApproveTransaction']);
    openApproval(modal, undefined);
    expect(views(modal)).toEqual(['ApproveTransaction']);

    modal.getState().show('Account');
    openApproval(modal, undefined);
    expect(views(modal)).toEqual(['Account', 'ApproveTransaction']);
  });

  it('an unknown method replaces the approval on top with the not-allowed message', () => {
    const modal = createModalStore();
    openApproval(modal, undefined);
    openApproval(modal, { notAllowed: 'eth_sign' });
    expect(modal.getState().history).toEqual([
      { view: 'ApproveTransaction', data: { notAllowed: 'eth_sign' } },
    ]);
  });

  it('going back from it with the modal open is leaving it; closing, or the not-allowed message, is not', () => {
    const modal = createModalStore();
    modal.getState().show('Account');
    openApproval(modal, undefined);
    let previous = modal.getState();
    modal.getState().back();
    expect(leftApproval(modal.getState(), previous)).toBe(true);

    openApproval(modal, undefined);
    previous = modal.getState();
    modal.getState().close();
    expect(leftApproval(modal.getState(), previous)).toBe(false);

    modal.getState().show('ApproveTransaction', { notAllowed: 'eth_sign' });
    previous = modal.getState();
    modal.getState().replace('Account');
    expect(leftApproval(modal.getState(), previous)).toBe(false);
  });
});
