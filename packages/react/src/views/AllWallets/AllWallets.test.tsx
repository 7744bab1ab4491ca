import { fakeConnector } from '@gangway/core/testing';
import { SEARCH_WALLETS_ENTRIES, WALLETS_PER_PAGE } from '@gangway/protocol';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../testing/fakeIntersectionObserver.ts';
import { FAKE_API_URL, installFakeServer, listing } from '../../testing/fakeServer.ts';
import { activeInModal, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const connectors = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name) =>
  fakeConnector({ id: `io.${name.toLowerCase()}`, name }),
);

/** 90 directory wallets: three pages; "MetaMask" is installed too (matched by its rdns). */
const directory = [
  listing('metamask', { name: 'MetaMask', rdns: 'io.metamask' }),
  listing('metawallet', { name: 'MetaWallet' }),
  ...Array.from({ length: 88 }, (_, index) => listing(`w${index}`, { name: `Wallet ${index}` })),
];
const installed = [
  fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
  fakeConnector({ id: 'io.dev', name: 'Dev Wallet' }),
];

function gridIds(): string[] {
  return [...modal().getByRole('list', { name: 'All Wallets' }).querySelectorAll('button')].map(
    (button) => button.getAttribute('data-testid')?.replace('gw-wallet-', '') ?? '',
  );
}

async function openAllWallets(options = {}, wallets = installed) {
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, ...options }, wallets);
  act(() => harness.gangway.open('AllWallets'));
  await settle();
  return harness;
}

function typeSearch(text: string) {
  fireEvent.change(modal().getByRole('searchbox', { name: 'Search wallets' }), { target: { value: text } });
}

describe('AllWallets view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a server: the installed wallets in a grid, the search field first, arrow keys four per row', async () => {
    const { gangway } = renderWithGangway(null, {}, connectors);
    act(() => gangway.open('AllWallets'));
    await settle();
    const search = modal().getByRole('searchbox', { name: 'Search wallets' });
    expect(activeInModal()).toBe(search);
    const grid = modal().getByRole('list', { name: 'All Wallets' });
    expect(modal().getAllByRole('listitem')).toHaveLength(6);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'One' }));
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Five' }));
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Six' }));
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Two' }));
    // The grid is one Tab stop: the wallet focused last.
    expect(modal().getByRole('button', { name: 'Two' }).tabIndex).toBe(0);
    fireEvent.click(modal().getByRole('button', { name: 'Two' }));
    expect(gangway.modal.getState().history.at(-1)?.view).toBe('ConnectingExternal');
    await settle();
  });

  it('without a server: the search filters the installed wallets', async () => {
    const { gangway } = renderWithGangway(null, {}, connectors);
    act(() => gangway.open('AllWallets'));
    await settle();
    typeSearch('t');
    await waitFor(() => expect(gridIds()).toEqual(['io.two', 'io.three']));
  });

  it('loads the first page on open, installed wallets first, placeholders while it is on its way', async () => {
    const server = installFakeServer(directory);
    let release: () => void = () => undefined;
    server.holdPages = new Promise((resolve) => {
      release = resolve;
    });
    await openAllWallets();
    expect(modal().getByRole('list', { name: 'All Wallets' }).getAttribute('aria-busy')).toBe('true');
    expect(modal().getAllByTestId('gw-placeholder').length).toBeGreaterThan(0);
    expect(gridIds()).toEqual(['io.metamask', 'io.dev']);

    await act(async () => release());
    await waitFor(() => expect(modal().queryAllByTestId('gw-placeholder')).toHaveLength(0));
    const ids = gridIds();
    // The installed MetaMask shows once, as installed; the rest of the first page follows.
    expect(ids.slice(0, 3)).toEqual(['io.metamask', 'io.dev', 'metawallet']);
    expect(ids).toHaveLength(2 + WALLETS_PER_PAGE - 1);
    const [first] = server.walletCalls((url) => url.searchParams.get('entries') === String(WALLETS_PER_PAGE));
    expect(first?.searchParams.get('page')).toBe('1');
    expect(modal().getByTestId('gw-wallet-w0').querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('loads the next page when the end of the list scrolls into view, until every wallet is there', async () => {
    const observer = installFakeIntersectionObserver();
    const server = installFakeServer(directory);
    const { gangway } = await openAllWallets();
    await waitFor(() => expect(gridIds()).toHaveLength(2 + WALLETS_PER_PAGE - 1));
    expect(observer.observed()).toEqual([modal().getByTestId('gw-wallets-sentinel')]);

    let release: () => void = () => undefined;
    server.holdPages = new Promise((resolve) => {
      release = resolve;
    });
    act(() => observer.report());
    await waitFor(() => expect(gangway.directory.getState().loadingPage).toBe(true));
    expect(modal().getAllByTestId('gw-placeholder').length).toBeGreaterThan(0);
    await act(async () => release());
    await waitFor(() => expect(gridIds()).toHaveLength(2 + 2 * WALLETS_PER_PAGE - 1));
    server.holdPages = undefined;

    act(() => observer.report());
    await waitFor(() => expect(gridIds()).toHaveLength(2 + directory.length - 1));
    expect(gangway.directory.getState().page).toBe(3);
    // Everything is there: nothing is observed any more, and no fourth page is asked for.
    expect(observer.observed()).toEqual([]);
    expect(server.walletCalls((url) => url.searchParams.get('page') === '4')).toHaveLength(0);
  });

  it('searches after a pause in typing, shows the results instead of the list and announces their count', async () => {
    const server = installFakeServer(directory);
    await openAllWallets();
    await waitFor(() => expect(gridIds().length).toBeGreaterThan(2));
    typeSearch('m');
    typeSearch('me');
    typeSearch('meta');
    expect(modal().getAllByTestId('gw-placeholder').length).toBeGreaterThan(0);
    await waitFor(() => expect(gridIds()).toEqual(['io.metamask', 'metawallet']));
    // Debounced: one request for the whole word, with SPEC's 100 entries.
    const searches = server.walletCalls((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['meta']);
    expect(searches[0]?.searchParams.get('entries')).toBe(String(SEARCH_WALLETS_ENTRIES));
    expect(modal().getByRole('status').textContent).toContain('2 wallets found');

    typeSearch('zzqx');
    expect(await modal().findByTestId('gw-no-wallet-found')).toBeTruthy();
    expect(modal().getByTestId('gw-no-wallet-found').textContent).toContain('No wallet found');
    expect(modal().getByRole('status').textContent).toContain('No wallet found');

    typeSearch('');
    await waitFor(() => expect(gridIds().length).toBe(2 + WALLETS_PER_PAGE - 1));
  });

  it('Escape clears the search first, and closes the dialog only when it is empty', async () => {
    installFakeServer(directory);
    const { gangway } = await openAllWallets();
    const search = modal().getByRole('searchbox', { name: 'Search wallets' });
    typeSearch('meta');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect((search as HTMLInputElement).value).toBe('');
    expect(gangway.modal.getState().open).toBe(true);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('offers a retry when the directory fails, then shows the wallets', async () => {
    const server = installFakeServer(directory);
    server.failWallets = true;
    await openAllWallets({}, []);
    expect(await modal().findByTestId('gw-wallets-error')).toBeTruthy();
    expect(modal().queryByRole('list', { name: 'All Wallets' })).toBeNull();
    expect(modal().getByTestId('gw-wallets-error').textContent).toContain('Wallets could not be loaded');
    server.failWallets = false;
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(gridIds()).toHaveLength(WALLETS_PER_PAGE));
  });

  it('keeps the loaded wallets and offers a retry under them when a later page fails', async () => {
    const observer = installFakeIntersectionObserver();
    const server = installFakeServer(directory);
    await openAllWallets();
    await waitFor(() => expect(gridIds()).toHaveLength(2 + WALLETS_PER_PAGE - 1));
    server.failWallets = true;
    act(() => observer.report());
    const error = await modal().findByTestId('gw-wallets-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(gridIds()).toHaveLength(2 + WALLETS_PER_PAGE - 1);
    // No endless retrying while the sentinel stays in view.
    expect(observer.observed()).toEqual([]);
    server.failWallets = false;
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(gridIds()).toHaveLength(2 + 2 * WALLETS_PER_PAGE - 1));
    expect(modal().queryByTestId('gw-wallets-error')).toBeNull();
  });

  it('offers a retry when a search fails', async () => {
    const server = installFakeServer(directory);
    await openAllWallets();
    server.failWallets = true;
    typeSearch('meta');
    expect(await modal().findByTestId('gw-wallets-error')).toBeTruthy();
    server.failWallets = false;
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(gridIds()).toEqual(['io.metamask', 'metawallet']));
  });

  it('opens a WalletConnect pairing for a directory wallet and ConnectingExternal for an installed one', async () => {
    installFakeServer(directory);
    const { gangway, adapter } = await openAllWallets();
    adapter.behaviour.connect = () => new Promise(() => undefined);
    fireEvent.click(await modal().findByRole('button', { name: 'MetaWallet' }));
    expect(gangway.modal.getState().history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'metawallet' },
    });
    await settle();
    act(() => gangway.modal.getState().back());
    await settle();
    fireEvent.click(await modal().findByRole('button', { name: 'MetaMask' }));
    expect(gangway.modal.getState().history.at(-1)?.view).toBe('ConnectingExternal');
    await settle();
  });
});
