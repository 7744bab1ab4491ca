// Test wiring: devnet chains as CaipNetworks, Gangway Dev Wallets announced over EIP-6963, adapters that record events.

import { type CaipNetwork, type ChainAdapter, type Connector, defineNetwork } from '@gangway/core';
import type { AdapterEvent } from '@gangway/core/internal';
import type { DevnetChain } from '@gangway/devnet';
import type {
  DevWalletApprovalRequest,
  DevWalletChain,
  DevWalletOptions,
  DevWalletProvider,
} from '@gangway/devnet/wallet';
import { createDevWalletProvider } from '@gangway/devnet/wallet';
import type { Config } from '@wagmi/core';
import {
  ANNOUNCE_PROVIDER_EVENT,
  createWalletDiscovery,
  REQUEST_PROVIDER_EVENT,
  type WalletDiscovery,
} from '../discovery/walletDiscovery.ts';
import { evmAdapter } from '../evmAdapter.ts';
import type { Eip1193Provider, Eip6963ProviderInfo } from '../types.ts';
import { testChains } from './testChains.ts';

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

export function testChain(chainId: 1 | 137 | 10): DevnetChain {
  const chain = testChains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`chain ${chainId} is not running`);
  return chain;
}

export function networkOf(
  chain: DevnetChain,
  extra: Partial<Pick<CaipNetwork, 'assets' | 'blockExplorers' | 'testnet'>> = {},
): CaipNetwork<'eip155'> {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...extra,
  });
}

export function walletChain(chain: DevnetChain): DevWalletChain {
  return {
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
  };
}

const cleanups: (() => void)[] = [];
/** Removes every announcer and window.ethereum a test set up (call from afterEach). */
export function cleanupWallets(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
}

let walletCount = 0;

/** Makes `provider` answer EIP-6963 requests like an installed extension, until cleanupWallets. */
export function announce(provider: Eip1193Provider, info: Eip6963ProviderInfo): void {
  const detail = Object.freeze({ info, provider });
  const send = () => window.dispatchEvent(new CustomEvent(ANNOUNCE_PROVIDER_EVENT, { detail }));
  window.addEventListener(REQUEST_PROVIDER_EVENT, send);
  cleanups.push(() => window.removeEventListener(REQUEST_PROVIDER_EVENT, send));
  send();
}

export function setLegacyProvider(provider: object): void {
  (window as { ethereum?: unknown }).ethereum = provider;
  cleanups.push(() => {
    delete (window as { ethereum?: unknown }).ethereum;
  });
}

export interface TestWallet {
  provider: DevWalletProvider;
  /** Every request the page made to the wallet, in order. */
  calls: { method: string; params?: unknown }[];
  info: Eip6963ProviderInfo;
  /** Every approval the wallet asked its user for. */
  asked: DevWalletApprovalRequest[];
  /** What the user answers next. */
  answer: { approve: boolean };
}

/** A Gangway Dev Wallet over the test chains (knows 1 and 137, can add 10), announced under a unique rdns. */
export function createTestWallet(options: Partial<DevWalletOptions> = {}): TestWallet {
  const asked: DevWalletApprovalRequest[] = [];
  const answer = { approve: true };
  const provider = createDevWalletProvider({
    chains: [walletChain(testChain(1)), walletChain(testChain(137))],
    addableChains: [walletChain(testChain(10))],
    approve: async (request) => {
      asked.push(request);
      return answer.approve;
    },
    ...options,
  });
  walletCount += 1;
  const info = {
    uuid: crypto.randomUUID(),
    name: `Dev Wallet ${walletCount}`,
    icon: ICON,
    rdns: `dev.gangway.wallet${walletCount}`,
  };
  const calls: TestWallet['calls'] = [];
  const recording = {
    request: (args: { method: string; params?: readonly unknown[] | object }) => {
      calls.push(
        args.params === undefined ? { method: args.method } : { method: args.method, params: args.params },
      );
      return provider.request(args);
    },
    on: provider.on,
    removeListener: provider.removeListener,
  };
  announce(recording, info);
  return { provider, calls, info, asked, answer };
}

export interface TestAdapter {
  adapter: ChainAdapter<'eip155'>;
  events: AdapterEvent[];
  networks: CaipNetwork<'eip155'>[];
}

/** An adapter set up with chains 1 and 137 requested, recording its events. */
export function createTestAdapter(options: { wagmiConfig?: Config } = {}): TestAdapter {
  const adapter = evmAdapter(options);
  const networks = [networkOf(testChain(1)), networkOf(testChain(137))];
  adapter.setup({ networks });
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  return { adapter, events, networks };
}

/** Lets queued wallet events and wagmi's state updates run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let discovery: WalletDiscovery | undefined;
/** The connector the page's discovery finds for `id`, with its provider; one without a provider when none is found. */
export function connectorOf(id: string): Connector {
  discovery ??= createWalletDiscovery();
  let found: readonly Connector[] = [];
  discovery.watch((wallets) => {
    found = wallets;
  })();
  return (
    found.find((connector) => connector.id === id) ?? {
      id,
      name: id,
      type: 'ANNOUNCED',
      chain: 'eip155',
    }
  );
}
