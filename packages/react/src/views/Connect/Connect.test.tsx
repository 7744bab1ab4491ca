import { STORAGE_KEYS } from '@gangway/core/internal';
import { fakeConnector } from '@gangway/core/testing';
import { RECOMMENDED_WALLETS_COUNT } from '@gangway/protocol';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_API_URL, installFakeServer, listing } from '../../testing/fakeServer.ts';
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

/** The list's entries in order: a wallet's name, or undefined for a placeholder (hidden from assistive tech). */
function walletNames() {
  return [...(modal().getByRole('list', { name: 'Wallets' }).querySelectorAll('li') ?? [])].map(
    (item) => item.querySelector('.item__label')?.textContent,
  );
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
    expect(beta.querySelector('.gw-icon')?.getAttribute('data-monogram')).toBe('B');
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

describe('Connect view legal footer', () => {
  const legal = {
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
  };

  it('links the terms and privacy policy in a new tab, without opener', async () => {
    await openConnect(legal);
    const footer = await modal().findByTestId('gw-legal');
    const links = [...footer.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      legal.termsConditionsUrl,
      legal.privacyPolicyUrl,
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(modal().getByRole('button', { name: 'Alpha' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows no footer without links', async () => {
    await openConnect();
    expect(modal().queryByTestId('gw-legal')).toBeNull();
  });

  it('keeps the wallets disabled until the legal checkbox is ticked', async () => {
    await openConnect({ ...legal, features: { legalCheckbox: true } });
    const alpha = () => modal().getByRole('button', { name: 'Alpha' });
    expect(alpha().hasAttribute('disabled')).toBe(true);
    expect(modal().getByTestId('gw-all-wallets').hasAttribute('disabled')).toBe(true);
    fireEvent.click(await modal().findByRole('checkbox'));
    expect(alpha().hasAttribute('disabled')).toBe(false);
  });
});

describe('Connect view with the wallet directory', () => {
  afterEach(() => vi.unstubAllGlobals());

  const directory = [
    listing('mm', { name: 'Alpha', rdns: 'io.alpha' }),
    listing('r1', { name: 'Rainbow' }),
    listing('r2', { name: 'Trust' }),
    listing('r3', { name: 'Zerion' }),
    listing('r4', { name: 'Ledger' }),
    ...Array.from({ length: 60 }, (_, index) => listing(`w${index}`)),
  ];
  const installed = [
    fakeConnector({ id: 'io.alpha', name: 'Alpha', info: { rdns: 'io.alpha' } }),
    fakeConnector({ id: 'io.beta', name: 'Beta' }),
  ];

  it('shows the installed wallets at once and the recommended ones in held places when they arrive', async () => {
    const server = installFakeServer(directory);
    // The directory answers only when the test says: the places must be held until then.
    let answer: () => void = () => undefined;
    server.holdPages = new Promise((resolve) => {
      answer = resolve;
    });
    const { gangway } = await openConnect({ apiUrl: FAKE_API_URL }, {}, installed);
    expect(modal().getAllByTestId('gw-placeholder')).toHaveLength(RECOMMENDED_WALLETS_COUNT);
    expect(walletNames()).toEqual([
      'WalletConnect',
      'Alpha',
      'Beta',
      undefined,
      undefined,
      undefined,
      undefined,
      'All Wallets',
    ]);
    expect(modal().getByTestId('gw-all-wallets').textContent).not.toMatch(/\d/);

    // Focus stays on the entry it is on when the directory fills the places held above it.
    fireEvent.keyDown(modal().getByRole('list', { name: 'Wallets' }), { key: 'End' });
    const allWallets = modal().getByRole('button', { name: 'All Wallets' });
    expect(activeInModal()).toBe(allWallets);

    server.holdPages = undefined;
    answer();
    await waitFor(() => expect(modal().queryAllByTestId('gw-placeholder')).toHaveLength(0));
    // Alpha, recommended too, is installed: it shows once, as installed, and the next wallet fills its place.
    expect(walletNames()).toEqual([
      'WalletConnect',
      'Alpha',
      'Beta',
      'Rainbow',
      'Trust',
      'Zerion',
      'Ledger',
      'All Wallets',
    ]);
    expect(activeInModal()).toBe(allWallets);
    expect(allWallets.tabIndex).toBe(0);
    expect(modal().getByTestId('gw-all-wallets').textContent).toContain(String(directory.length));
    const image = modal().getByTestId('gw-wallet-r1').querySelector('img');
    expect(image?.getAttribute('src')).toBe(gangway.imageUrl('wallet', 'img-r1'));
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(server.walletCalls().length).toBeGreaterThan(0);
  });

  it('falls back to a monogram when a directory image fails to load', async () => {
    installFakeServer(directory);
    await openConnect({ apiUrl: FAKE_API_URL }, {}, installed);
    const rainbow = await modal().findByTestId('gw-wallet-r1');
    fireEvent.error(rainbow.querySelector('img') as HTMLImageElement);
    expect(rainbow.querySelector('img')).toBeNull();
    expect(rainbow.querySelector('.gw-icon')?.getAttribute('data-monogram')).toBe('R');
  });

  it('shows featured wallets in the order given, and custom wallets, before the recommended ones', async () => {
    installFakeServer(directory);
    await openConnect(
      {
        apiUrl: FAKE_API_URL,
        featuredWalletIds: ['w2', 'w1'],
        customWallets: [{ id: 'own', name: 'Our Wallet' }],
      },
      {},
      installed,
    );
    await waitFor(() => expect(modal().queryAllByTestId('gw-placeholder')).toHaveLength(0));
    // Four recommended, without the featured ones; the installed Alpha shows as installed, Ledger takes its place.
    expect(walletNames()).toEqual([
      'WalletConnect',
      'Alpha',
      'Beta',
      'Wallet w2',
      'Wallet w1',
      'Our Wallet',
      'Rainbow',
      'Trust',
      'Zerion',
      'Ledger',
      'All Wallets',
    ]);
  });

  it('opens a WalletConnect pairing for a directory wallet that is not installed, and for WalletConnect', async () => {
    installFakeServer(directory);
    const { gangway } = await openConnect({ apiUrl: FAKE_API_URL }, {}, installed);
    fireEvent.click(await modal().findByRole('button', { name: 'Trust' }));
    expect(gangway.modal.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'r2' },
    });
    expect(await modal().findByTestId('gw-view-ConnectingWalletConnect')).toBeTruthy();
    expect(modal().getByTestId('gw-wc-status').textContent).toBe('Scan this code with Trust on your phone');
    act(() => gangway.modal.getState().back());
    fireEvent.click(await modal().findByRole('button', { name: 'WalletConnect' }));
    expect(gangway.modal.getState().history.at(-1)).toEqual({ view: 'ConnectingWalletConnect', data: {} });
  });

  it('offers no WalletConnect without its client loader: a directory wallet leads to where to get it', async () => {
    installFakeServer(directory);
    const { gangway } = await openConnect({ apiUrl: FAKE_API_URL, walletConnect: undefined }, {}, installed);
    await waitFor(() => expect(modal().queryAllByTestId('gw-placeholder')).toHaveLength(0));
    expect(walletNames()).not.toContain('WalletConnect');
    fireEvent.click(await modal().findByRole('button', { name: 'Trust' }));
    await waitFor(() =>
      expect(gangway.modal.getState().history.at(-1)).toEqual({
        view: 'GetWallet',
        data: { walletId: 'r2' },
      }),
    );
  });

  it('keeps the installed list when the directory fails, without placeholders', async () => {
    const server = installFakeServer(directory);
    server.failWallets = true;
    await openConnect({ apiUrl: FAKE_API_URL }, {}, installed);
    await waitFor(() => expect(modal().queryAllByTestId('gw-placeholder')).toHaveLength(0));
    expect(walletNames()).toEqual(['WalletConnect', 'Alpha', 'Beta', 'All Wallets']);
  });

  it("shows the branding line only when the project's remote configuration turns it on", async () => {
    const { gangway } = await openConnect();
    expect(modal().queryByTestId('gw-branding')).toBeNull();
    act(() => {
      gangway.features.getState().applyRemote({ ...gangway.features.getState().remote, reownBranding: true });
    });
    expect(modal().getByTestId('gw-branding').textContent).toBe('Open wallet connection by Gangway');
  });
});
