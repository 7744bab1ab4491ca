import { STORAGE_KEYS } from '@gangway/core';
import { fakeConnector } from '@gangway/core/testing/fakeAdapter';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeInModal, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const wallets = [
  fakeConnector({ id: 'io.alpha', name: 'Alpha', imageUrl: 'data:image/svg+xml,<svg/>' }),
  fakeConnector({ id: 'io.beta', name: 'Beta' }),
  fakeConnector({ id: 'io.gamma', name: 'Gamma', type: 'INJECTED' }),
  fakeConnector({ id: 'auth', name: 'Email', type: 'AUTH' }),
];

async function openConnect(options = {}, stored: Record<string, string> = {}, connectors = wallets) {
  const harness = renderWithGangway(null, options, connectors, stored);
  act(() => harness.gangway.open());
  await settle(1);
  return harness;
}

function walletNames() {
  return modal()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.item__label')?.textContent);
}

describe('Connect view', () => {
  it('lists the installed wallets, recent ones first and tagged, then All Wallets; not the embedded connector', async () => {
    await openConnect(
      {},
      { [STORAGE_KEYS.recentWallets]: JSON.stringify([{ id: 'io.gamma', name: 'Gamma' }]) },
    );
    expect(walletNames()).toEqual(['Gamma', 'Alpha', 'Beta', 'All Wallets']);
    const gamma = modal().getByRole('button', { name: 'Gamma' });
    expect(gamma.getAttribute('aria-describedby')).toBeTruthy();
    expect(modal().getByTestId('gw-wallet-io.gamma').textContent).toContain('Recent');
    expect(modal().getByTestId('gw-wallet-io.alpha').textContent).toContain('Installed');
    expect(modal().getByTestId('gw-all-wallets').textContent).toContain('3');
  });

  it('shows the wallet icon, or a monogram when there is none', async () => {
    await openConnect();
    expect(modal().getByTestId('gw-wallet-io.alpha').querySelector('img')?.getAttribute('src')).toContain(
      'data:',
    );
    const beta = modal().getByTestId('gw-wallet-io.beta');
    expect(beta.querySelector('img')).toBeNull();
    expect(beta.querySelector('.gw-icon')?.textContent).toBe('B');
  });

  it('moves through the list with the arrow keys, Home and End, as a single Tab stop', async () => {
    await openConnect();
    const list = modal().getByRole('list', { name: 'Wallets' });
    const [alpha, beta, gamma, all] = ['Alpha', 'Beta', 'Gamma', 'All Wallets'].map((name) =>
      modal().getByRole('button', { name }),
    );
    expect(activeInModal()).toBe(alpha);
    expect([alpha, beta, gamma, all].map((button) => button?.tabIndex)).toEqual([0, -1, -1, -1]);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(activeInModal()).toBe(beta);
    expect(beta?.tabIndex).toBe(0);
    expect(alpha?.tabIndex).toBe(-1);
    fireEvent.keyDown(list, { key: 'End' });
    expect(activeInModal()).toBe(all);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(activeInModal()).toBe(all);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(activeInModal()).toBe(gamma);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(activeInModal()).toBe(alpha);
  });

  it('picking a wallet opens ConnectingExternal for it', async () => {
    const { gangway, adapter } = await openConnect();
    adapter.behaviour.connect = () => new Promise(() => undefined);
    fireEvent.click(modal().getByRole('button', { name: 'Beta' }));
    await settle();
    expect(gangway.modal.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.beta', namespace: 'eip155' },
    });
    expect(modal().getByTestId('gw-view-ConnectingExternal')).toBeTruthy();
  });

  it('says when no wallet is installed', async () => {
    await openConnect({}, {}, []);
    expect(modal().getByTestId('gw-no-wallets').textContent).toContain('No wallet detected');
  });

  it('hides the All Wallets entry when the allWallets feature is off', async () => {
    await openConnect({ features: { allWallets: false } });
    expect(modal().queryByTestId('gw-all-wallets')).toBeNull();
  });
});
