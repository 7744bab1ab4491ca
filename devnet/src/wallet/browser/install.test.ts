// @vitest-environment happy-dom
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devAccounts } from '../../accounts.ts';
import { buildDevWalletBundle } from '../bundle.ts';
import { devWalletInitScript } from '../init-script.ts';
import type { DevWalletChain } from '../types.ts';
import type { DevWalletBrowserConfig } from './config.ts';
import type { Eip6963ProviderInfo } from './eip6963.ts';
import { type DevWalletWindow, installDevWallet } from './install.ts';

const win = window as unknown as DevWalletWindow;
const [account0, account1] = devAccounts();
const chain = (chainId: number, name: string): DevWalletChain => ({
  chainId,
  name,
  rpcUrl: `http://127.0.0.1:1/${chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
});
const config: DevWalletBrowserConfig = {
  chains: [chain(1, 'Ethereum'), chain(137, 'Polygon'), chain(8453, 'Base'), chain(10, 'Optimism')],
  knownChainIds: [1, 137, 10],
};

afterEach(() => {
  delete win.__gangwayDevWallet;
  delete win.__GANGWAY_DEV_WALLET__;
  delete win.ethereum;
  document.body.replaceChildren();
  localStorage.clear();
});

function panelRoot(): ShadowRoot {
  const host = document.querySelector('[data-gangway-dev-wallet]');
  if (!host?.shadowRoot) throw new Error('panel not mounted');
  return host.shadowRoot;
}

function byTestId<T extends Element = HTMLElement>(id: string): T[] {
  return [...panelRoot().querySelectorAll<T>(`[data-testid="${id}"]`)];
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

describe('dev wallet browser install', () => {
  it('announces itself over EIP-6963 and sets window.ethereum', () => {
    const announced: { info: Eip6963ProviderInfo; provider: unknown }[] = [];
    window.addEventListener('eip6963:announceProvider', (event) => {
      announced.push((event as CustomEvent).detail);
    });
    const { provider } = installDevWallet(config);
    window.dispatchEvent(new Event('eip6963:requestProvider'));

    expect(announced).toHaveLength(2);
    const [{ info, provider: announcedProvider }] = announced as [(typeof announced)[0]];
    expect(info).toMatchObject({ name: 'Gangway Dev Wallet', rdns: 'io.gangway.devwallet' });
    expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(info.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(info.icon.split(',')[1]!)).toContain('<svg');
    expect(announcedProvider).toBe(provider);
    expect(win.ethereum).toBe(provider);
    expect(provider.isGangwayDevWallet).toBe(true);
    expect(installDevWallet(config).provider).toBe(provider);
  });

  it('leaves an existing window.ethereum alone and reads its config from the window', async () => {
    const other = { isMetaMask: true };
    win.ethereum = other;
    win.__GANGWAY_DEV_WALLET__ = { ...config, chainId: 137 };
    const { provider } = installDevWallet();
    expect(win.ethereum).toBe(other);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x89');
  });

  it('shows pending requests in the panel and settles them with Approve and Reject', async () => {
    const { provider } = installDevWallet(config);
    expect(byTestId('devwallet-request')).toHaveLength(0);
    const connecting = provider.request({ method: 'eth_requestAccounts' });
    await tick();
    const [item] = byTestId('devwallet-request');
    expect(item?.dataset.method).toBe('eth_requestAccounts');
    expect(item?.textContent).toContain(location.origin);
    expect(byTestId('devwallet-pending-count')[0]?.textContent).toBe('1');
    const [approve] = byTestId<HTMLButtonElement>('devwallet-approve');
    expect(approve?.getAttribute('aria-label')).toBe('Approve eth_requestAccounts');
    approve?.click();
    expect(await connecting).toEqual([account0!.address]);
    expect(byTestId('devwallet-request')).toHaveLength(0);
    expect(byTestId('devwallet-site-status')[0]?.textContent).toContain(`Connected to ${location.origin}`);

    const signing = provider.request({
      method: 'personal_sign',
      params: ['Hello Gangway', account0!.address],
    });
    await tick();
    expect(byTestId('devwallet-request-summary')[0]?.textContent).toBe('Message: Hello Gangway');
    byTestId<HTMLButtonElement>('devwallet-reject')[0]?.click();
    await expect(signing).rejects.toMatchObject({ code: 4001 });
  });

  it('switches the wallet chain and account from the panel, including to a chain the app did not ask for', async () => {
    const { provider } = installDevWallet(config);
    const events: unknown[] = [];
    provider.on('chainChanged', (chainId) => events.push(chainId));
    provider.on('accountsChanged', (accounts) => events.push(accounts));
    const connecting = provider.request({ method: 'eth_requestAccounts' });
    await tick();
    win.__gangwayDevWallet!.approve();
    await connecting;

    const [chainSelect] = byTestId<HTMLSelectElement>('devwallet-chain-select');
    const options = [...chainSelect!.options].map((option) => [option.textContent, option.disabled]);
    expect(options).toEqual([
      ['Ethereum (1)', false],
      ['Polygon (137)', false],
      ['Optimism (10)', false],
      ['Base (8453) – not added', true],
    ]);
    choose(chainSelect!, '10');
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa');
    choose(byTestId<HTMLSelectElement>('devwallet-account-select')[0]!, '1');
    expect(byTestId('devwallet-current-account')[0]?.textContent).toBe(account1!.address);
    expect(events).toEqual([[account0!.address], '0xa', [account1!.address]]);

    byTestId<HTMLButtonElement>('devwallet-revoke')[0]?.click();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('collapses, and opens again when a request arrives', async () => {
    const { provider } = installDevWallet({ ...config, panel: { collapsed: true, corner: 'top-right' } });
    const panel = byTestId('devwallet-panel')[0]!;
    const toggle = byTestId<HTMLButtonElement>('devwallet-toggle')[0]!;
    expect(panel.dataset.collapsed).toBe('true');
    expect(panel.dataset.corner).toBe('top-right');
    expect(toggle.getAttribute('aria-label')).toBe('Expand Gangway Dev Wallet');
    toggle.click();
    expect(panel.dataset.collapsed).toBe('false');
    toggle.click();
    void provider.request({ method: 'eth_requestAccounts' });
    await tick();
    expect(panel.dataset.collapsed).toBe('false');
  });

  it('exposes a test API for pending requests, auto-approve and misbehaviour', async () => {
    const { provider } = installDevWallet(config);
    const api = win.__gangwayDevWallet!;
    const connecting = provider.request({ method: 'eth_requestAccounts' });
    await tick();
    expect(api.pending()).toMatchObject([{ method: 'eth_requestAccounts', kind: 'connect' }]);
    expect(api.approve()).toBe(true);
    expect(await connecting).toEqual([account0!.address]);
    expect(api.approve()).toBe(false);

    api.setAutoApprove(true);
    expect(await provider.request({ method: 'personal_sign', params: ['x', account0!.address] })).toMatch(
      /^0x/,
    );
    api.setMisbehaviour('bad-chain-id');
    expect(await provider.request({ method: 'eth_chainId' })).toBe('not-a-chain-id');
    expect(byTestId<HTMLSelectElement>('devwallet-misbehaviour-select')[0]?.value).toBe('bad-chain-id');
    api.switchChain(137);
    expect(api.state().chainId).toBe(137);
  });

  it('registers the Bitcoin wallet only with a bitcoin section, and refuses a malformed one', () => {
    installDevWallet(config);
    expect(win.__gangwayDevWallet?.bitcoin).toBeUndefined();
    expect(win.btc_providers).toBeUndefined();
    delete win.__gangwayDevWallet;
    expect(() => installDevWallet({ ...config, bitcoin: { url: 'http://x' } })).toThrow(
      'window.__GANGWAY_DEV_WALLET__: bitcoin must be { esploraUrl }',
    );
    const { testApi } = installDevWallet({ ...config, bitcoin: { esploraUrl: 'http://127.0.0.1:1/' } });
    expect(testApi.bitcoin?.wallet.chains).toEqual(['bitcoin:regtest']);
    expect(win.btc_providers?.map((entry) => entry.id)).toEqual(['GangwayDevWallet.BitcoinProvider']);
    expect(win.GangwayDevWallet?.BitcoinProvider).toBe(testApi.bitcoin?.provider);
    delete win.btc_providers;
    delete win.GangwayDevWallet;
  });

  it('remembers the site permission in localStorage across a reload', async () => {
    installDevWallet({ ...config, autoApprove: true });
    await win.__gangwayDevWallet!.provider.request({ method: 'eth_requestAccounts' });
    delete win.__gangwayDevWallet;
    document.body.replaceChildren();
    const { provider } = installDevWallet(config);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account0!.address]);
  });

  it('builds a small IIFE bundle that installs itself from the injected config', async () => {
    const outfile = path.join(tmpdir(), `gangway-dev-wallet-${process.pid}.js`);
    const { bytes } = await buildDevWalletBundle({ outfile });
    // ~104 KiB for EVM (viem); Kit's transaction codecs and key helpers for the Solana side bring it to ~161 KiB;
    // @scure/btc-signer (PSBT, payments, coin selection, micro-packed, its own @noble/curves 2) for Bitcoin to ~331 KiB;
    // EIP-5792 batches (EIP-7702 through Simple7702Account, all of it the wallet's own code) to ~340 KiB.
    expect(bytes).toBeLessThan(344 * 1024);
    new Function(devWalletInitScript({ ...config, chainId: 10 }))();
    new Function(await readFile(outfile, 'utf8'))();
    const api = win.__gangwayDevWallet!;
    expect(api.info.rdns).toBe('io.gangway.devwallet');
    expect(await api.provider.request({ method: 'eth_chainId' })).toBe('0xa');
    expect(byTestId('devwallet-panel')).toHaveLength(1);
  });
});
