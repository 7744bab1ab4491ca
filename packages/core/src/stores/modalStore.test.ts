import { describe, expect, it } from 'vitest';
import { createModalStore, currentView } from './modalStore.ts';

describe('modal router', () => {
  it('opens on a view with a fresh history and pushes, replaces and goes back', () => {
    const modal = createModalStore();
    modal.getState().push('AllWallets');
    modal.getState().show('Connect');
    expect(modal.getState()).toMatchObject({ open: true, history: [{ view: 'Connect' }] });
    modal.getState().push('AllWallets');
    modal.getState().push('ConnectingExternal', { connectorId: 'x', namespace: 'eip155' });
    expect(currentView(modal.getState())).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'x', namespace: 'eip155' },
    });
    modal.getState().replace('Account');
    expect(modal.getState().history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets', 'Account']);
    modal.getState().back();
    expect(currentView(modal.getState())?.view).toBe('AllWallets');
    expect(modal.getState().open).toBe(true);
  });

  it('carries the wallet id of GetWallet', () => {
    const modal = createModalStore();
    modal.getState().show('AllWallets');
    modal.getState().push('GetWallet', { walletId: 'c57ca95b' });
    expect(currentView(modal.getState())).toEqual({ view: 'GetWallet', data: { walletId: 'c57ca95b' } });
    modal.getState().back();
    expect(currentView(modal.getState())?.view).toBe('AllWallets');
  });

  it('closes when going back from the first view', () => {
    const modal = createModalStore();
    modal.getState().show('Account');
    modal.getState().back();
    expect(modal.getState().open).toBe(false);
  });
});
