import { USER_MESSAGES } from '@gangway/core/internal';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_API_URL, installFakeServer } from '../../testing/fakeServer.ts';
import { fakePairings } from '../../testing/fakeSignClient.ts';
import { modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';
import {
  desktopWalletLinks,
  formatWalletConnectLink,
  walletConnectDeepLink,
} from '../../wallets/walletConnectLinks.ts';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function openQr(data?: { uri: string }) {
  installFakeServer([]);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL });
  act(() => harness.gangway.open('ConnectingWalletConnect', data));
  await settle();
  return harness;
}

/** The view's pairing under way, its QR code on screen (the WalletConnect actions load on first use). */
async function openPairing() {
  const harness = await openQr();
  await waitFor(() => expect(modal().queryByTestId('gw-wc-qr')).not.toBeNull());
  return harness;
}

describe('ConnectingWalletConnect view', () => {
  beforeEach(() => {
    fakePairings.length = 0;
  });

  it('shows the pairing URI as a QR code with Copy link and the expiry, then closes once approved', async () => {
    const { gangway } = await openPairing();
    const qr = modal().getByTestId('gw-wc-qr');
    const [pairing] = fakePairings;
    expect(qr.getAttribute('data-uri')).toBe(pairing?.uri);
    expect(qr.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }));
    await settle(1);
    // The pairing URI itself, for a wallet's "paste a link": not a deep link of one wallet.
    expect(writeText).toHaveBeenCalledWith(pairing?.uri);
    expect(modal().getByTestId('gw-toast').textContent).toContain('Link copied');
    expect(modal().queryByTestId('gw-wc-open-wallet')).toBeNull();
    expect(modal().getByTestId('gw-wc-expiry').textContent).toMatch(/expires in 3:5\d/);
    await act(async () => pairing?.approve([`eip155:1:${ACCOUNT}`]));
    await settle();
    expect(gangway.getAccount().status).toBe('connected');
    expect(gangway.getAccount().connectedWalletInfo?.name).toBe('Phone Wallet');
    expect(gangway.modal.getState().open).toBe(false);
  });

  it("shows 'Connection rejected' with a Retry that starts a new pairing", async () => {
    await openPairing();
    await act(async () => fakePairings[0]?.reject({ code: 5000, message: 'User rejected.' }));
    await settle();
    expect(modal().getByTestId('gw-wc-status').textContent).toBe(USER_MESSAGES.CONNECTION_REJECTED);
    expect(modal().queryByTestId('gw-wc-qr')).toBeNull();
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    // SPEC §9: a retry waits a second after the last pairing started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    await waitFor(() => expect(fakePairings).toHaveLength(2));
    expect(modal().getByTestId('gw-wc-qr').getAttribute('data-uri')).toBe(fakePairings[1]?.uri);
  });
});

describe('ConnectingWalletConnect opened with a uri (SPEC §2)', () => {
  beforeEach(() => {
    fakePairings.length = 0;
  });
  const uri = `wc:${'c'.repeat(64)}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}`;

  it('shows that uri as the QR code, proposes over it without a pairing of its own, and connects', async () => {
    const { gangway } = await openQr({ uri });
    expect(modal().getByTestId('gw-wc-qr').getAttribute('data-uri')).toBe(uri);
    expect(fakePairings.map((pairing) => pairing.given)).toEqual([true]);
    await act(async () => fakePairings[0]?.approve([`eip155:1:${ACCOUNT}`]));
    await settle();
    expect(gangway.getAccount().status).toBe('connected');
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('says what is wrong with a malformed uri, and Retry makes a pairing of its own', async () => {
    await openQr({ uri: 'wc:not-a-pairing' });
    expect(modal().getByTestId('gw-wc-status').textContent).toMatch(/^Invalid option `uri`: /);
    expect(fakePairings).toHaveLength(0);
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    await settle();
    expect(fakePairings.map((pairing) => pairing.given)).toEqual([false]);
    expect(modal().getByTestId('gw-wc-qr').getAttribute('data-uri')).toBe(fakePairings[0]?.uri);
  });
});

describe('WalletConnect deep links', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=00';

  it('appends wc?uri= to universal links and native schemes, the URI encoded', () => {
    expect(formatWalletConnectLink('https://wallet.example/app', uri)).toBe(
      `https://wallet.example/app/wc?uri=${encodeURIComponent(uri)}`,
    );
    expect(formatWalletConnectLink('trust://', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`);
    expect(formatWalletConnectLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`);
  });

  it('opens the deep-link wallets of SPEC §9 on the page itself, and refuses script links', () => {
    const page = 'https://dapp.example/swap';
    expect(walletConnectDeepLink({ name: 'Phantom', mobile_link: null }, uri, page)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://dapp.example')}`,
    );
    expect(walletConnectDeepLink({ name: 'Coinbase Wallet', mobile_link: null }, uri, page)).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    );
    expect(
      walletConnectDeepLink({ name: 'Evil', mobile_link: 'javascript://alert(1)' }, uri, page),
    ).toBeUndefined();
  });
});

describe("a wallet's desktop app and web app on a desktop (SPEC §3 desktop_link, webapp_link)", () => {
  beforeEach(() => {
    fakePairings.length = 0;
  });
  const OWN = {
    id: 'own',
    name: 'Our Wallet',
    desktop_link: 'rainbow://',
    webapp_link: 'https://app.our.example/',
  };

  async function openFor(wallet: typeof OWN | Omit<typeof OWN, 'desktop_link' | 'webapp_link'>) {
    installFakeServer([]);
    const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, customWallets: [wallet] });
    act(() => harness.gangway.open('ConnectingWalletConnect', { walletId: wallet.id }));
    await settle();
    await waitFor(() => expect(modal().queryByTestId('gw-wc-qr')).not.toBeNull());
    return fakePairings[0]?.uri ?? '';
  }

  it('offers Open desktop app and Open web app (a new tab) with the pairing URI, the QR code beside them', async () => {
    const uri = await openFor(OWN);
    const desktop = modal().getByRole('link', { name: 'Open desktop app' });
    expect(desktop.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`);
    const web = modal().getByRole('link', { name: 'Open web app (opens in a new tab)' });
    expect(web.getAttribute('href')).toBe(`https://app.our.example/wc?uri=${encodeURIComponent(uri)}`);
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(modal().getByTestId('gw-wc-qr').getAttribute('data-uri')).toBe(uri);
  });

  it('keeps the QR code alone for a wallet with neither link', async () => {
    await openFor({ id: 'plain', name: 'Plain Wallet' });
    expect(modal().queryByTestId('gw-wc-open-desktop')).toBeNull();
    expect(modal().queryByTestId('gw-wc-open-web')).toBeNull();
  });

  it("follows only links that pass the custom wallets' rule; a web app only on a web address", () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00';
    for (const evil of ['javascript://alert(1)', 'data://text/html,x', 'file:///etc/passwd', 'not a link'])
      expect(desktopWalletLinks({ desktop_link: evil, webapp_link: evil }, uri)).toEqual({});
    expect(desktopWalletLinks({ desktop_link: null, webapp_link: 'rainbow://web' }, uri)).toEqual({});
    expect(desktopWalletLinks({ desktop_link: 'https://desktop.example', webapp_link: null }, uri)).toEqual({
      desktop: `https://desktop.example/wc?uri=${encodeURIComponent(uri)}`,
    });
  });
});
