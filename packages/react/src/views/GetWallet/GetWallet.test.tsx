import { fakeConnector } from '@gangway/core/testing';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_API_URL, installFakeServer, listing } from '../../testing/fakeServer.ts';
import { activeInModal, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const metamask = listing('mm', {
  name: 'MetaMask',
  rdns: 'io.metamask',
  homepage: 'https://metamask.io/',
  app: {
    ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
    chrome: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    firefox: 'https://addons.mozilla.org/en-US/firefox/addon/ether-metamask/',
    edge: null,
    safari: null,
  },
});

async function openGetWallet(walletId: string, options = {}, connectors = [fakeConnector()]) {
  installFakeServer([metamask]);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, ...options }, connectors);
  harness.gangway.directory.setState({ recommended: [metamask], status: 'ready' });
  act(() => harness.gangway.open('Connect'));
  act(() => harness.gangway.modal.getState().push('GetWallet', { walletId }));
  await settle();
  return harness;
}

describe('GetWallet view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the wallet is not installed and offers its real links, each in a new tab; this browser's store first", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 Gecko/20100101 Firefox/140.0' });
    const { gangway } = await openGetWallet('mm');
    expect(modal().getByRole('dialog', { name: 'MetaMask' })).toBeTruthy();
    expect(modal().getByTestId('gw-get-wallet-status').textContent).toBe(
      'MetaMask is not installed in this browser',
    );
    const view = modal().getByTestId('gw-view-GetWallet');
    expect(view.querySelector('img')?.getAttribute('src')).toBe(gangway.imageUrl('wallet', 'img-mm'));
    const links = [...view.querySelectorAll('a')];
    expect(links.map((link) => link.dataset.testid)).toEqual([
      'gw-get-wallet-firefox',
      'gw-get-wallet-chrome',
      'gw-get-wallet-ios',
      'gw-get-wallet-android',
      'gw-get-wallet-homepage',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      metamask.app.firefox,
      metamask.app.chrome,
      metamask.app.ios,
      metamask.app.android,
      'https://metamask.io/',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(modal().getByRole('link', { name: /Firefox Add-ons/ }).textContent).toContain('This browser');
    expect(modal().getByRole('link', { name: /Chrome Web Store.*opens in a new tab/ })).toBeTruthy();
    expect(modal().getByRole('heading', { name: 'Browser extension' })).toBeTruthy();
    expect(modal().queryByTestId('gw-get-wallet-edge')).toBeNull();
    expect(modal().queryByTestId('gw-get-wallet-connect')).toBeNull();
    expect(activeInModal()).toBe(links[0]);
  });

  it('goes back to the list with "Choose another wallet"', async () => {
    const { gangway } = await openGetWallet('mm');
    fireEvent.click(modal().getByRole('button', { name: 'Choose another wallet' }));
    await settle();
    expect(gangway.modal.getState().history.map((entry) => entry.view)).toEqual(['Connect']);
  });

  it('shows only the homepage of a wallet with no store link, and says when there is no link at all', async () => {
    await openGetWallet('own', {
      customWallets: [{ id: 'own', name: 'Our Wallet', homepage: 'https://www.our.example/get' }],
    });
    expect(modal().getByRole('dialog', { name: 'Our Wallet' })).toBeTruthy();
    expect(modal().getAllByRole('link')).toHaveLength(1);
    expect(modal().getByTestId('gw-get-wallet-homepage').textContent).toContain('our.example');
  });

  it('opens a custom wallet through its own links instead of a homepage', async () => {
    await openGetWallet('own', {
      customWallets: [
        {
          id: 'own',
          name: 'Our Wallet',
          homepage: 'https://www.our.example/get',
          desktop_link: 'rainbow://open',
          webapp_link: 'https://app.our.example',
        },
      ],
    });
    expect(modal().getByTestId('gw-get-wallet-desktop').getAttribute('href')).toBe('rainbow://open');
    expect(modal().getByTestId('gw-get-wallet-web').getAttribute('href')).toBe('https://app.our.example/');
    expect(activeInModal()).toBe(modal().getByTestId('gw-get-wallet-desktop'));
  });

  it('says when no download link is known', async () => {
    await openGetWallet('none', { customWallets: [{ id: 'none', name: 'Linkless' }] });
    expect(modal().queryAllByRole('link')).toHaveLength(0);
    expect(modal().getByTestId('gw-view-GetWallet').textContent).toContain('No download link is known');
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Choose another wallet' }));
  });

  it('offers to connect once the wallet turns out to be installed', async () => {
    const { gangway, adapter } = await openGetWallet('mm');
    adapter.behaviour.connect = () => new Promise(() => undefined);
    act(() =>
      adapter.announce([
        fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
      ]),
    );
    fireEvent.click(modal().getByRole('button', { name: 'Connect MetaMask' }));
    expect(gangway.modal.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', namespace: 'eip155' },
    });
    await settle();
  });
});
