import type { Wallet } from '@wallet-standard/base';
import { createApprovalQueue } from '../approval-queue.ts';
import { type BitcoinDevWallet, createBitcoinDevWallet } from '../bitcoin/bitcoin-wallet.ts';
import { type BitcoinProviderWindow, registerBitcoinWallet } from '../bitcoin/register.ts';
import { createSatsConnectProvider, type SatsConnectProvider } from '../bitcoin/sats-connect-provider.ts';
import { createBitcoinStandardWallet } from '../bitcoin/standard-wallet.ts';
import { approveUnlessMisbehaving } from '../misbehaviour.ts';
import { createDevWalletProvider } from '../provider.ts';
import { createSolanaDevWallet, type SolanaDevWallet } from '../solana/standard-wallet.ts';
import { createMemoryStorage } from '../storage.ts';
import type {
  DevWalletApprovalRequest,
  DevWalletMisbehaviour,
  DevWalletProvider,
  DevWalletState,
  DevWalletStorage,
} from '../types.ts';
import { browserStorage } from './browser-storage.ts';
import { resolveBrowserConfig } from './config.ts';
import {
  announceProvider,
  DEV_WALLET_NAME,
  devWalletProviderInfo,
  type Eip6963ProviderInfo,
} from './eip6963.ts';
import { DEV_WALLET_ICON } from './icon.ts';
import { type MountedPanel, mountPanel } from './panel.ts';
import { registerStandardWallet } from './register-standard-wallet.ts';

/** window.__gangwayDevWallet: drive the wallet from tests (page.evaluate) or the console. */
export interface DevWalletTestApi {
  provider: DevWalletProvider;
  info: Eip6963ProviderInfo;
  /** The Wallet Standard wallet on Solana, when the config has a `solana` section. */
  solana?: Wallet;
  /** The Bitcoin wallet (Wallet Standard and sats-connect faces), when the config has a `bitcoin` section. */
  bitcoin?: { wallet: Wallet; provider: SatsConnectProvider };
  state(): DevWalletState;
  pending(): DevWalletApprovalRequest[];
  /** Approves the pending request with this id (default: the oldest); false if none. */
  approve(id?: number): boolean;
  reject(id?: number): boolean;
  setAutoApprove(on: boolean): void;
  setMisbehaviour(misbehaviour: DevWalletMisbehaviour | null): void;
  switchChain(chainId: number): void;
  switchAccount(index: number): void;
  setConnected(connected: boolean): void;
  revokeSite(): void;
  setPanelCollapsed(collapsed: boolean): void;
}

/** The globals the dev wallet reads and writes; cast `window` to this in tests. */
export interface DevWalletWindow extends BitcoinProviderWindow {
  ethereum?: unknown;
  __GANGWAY_DEV_WALLET__?: unknown;
  __gangwayDevWallet?: DevWalletTestApi;
}

export interface InstalledDevWallet {
  provider: DevWalletProvider;
  testApi: DevWalletTestApi;
}

/**
 * Creates the wallet from window.__GANGWAY_DEV_WALLET__ (or `config`), announces it over
 * EIP-6963, sets window.ethereum unless a wallet already did, and mounts the panel once the
 * body exists. Installing twice returns the first wallet.
 */
export function installDevWallet(config?: unknown, target: DevWalletWindow = window): InstalledDevWallet {
  const existing = target.__gangwayDevWallet;
  if (existing) return { provider: existing.provider, testApi: existing };

  const resolved = resolveBrowserConfig(config ?? target.__GANGWAY_DEV_WALLET__);
  const queue = createApprovalQueue({ autoApprove: resolved.autoApprove });
  const storage = resolved.persist ? browserStorage() : createMemoryStorage();
  const provider = createDevWalletProvider({
    accounts: resolved.accounts,
    chains: resolved.known,
    addableChains: resolved.addable,
    chainId: resolved.chainId,
    accountIndex: resolved.accountIndex,
    approve: queue.approve,
    storage,
    origin: target.location.origin,
    misbehaviour: resolved.misbehaviour,
  });
  const info = devWalletProviderInfo();
  // The other families' prompts obey the EVM side's misbehaviour too ('reject', 'hang').
  const approve = (request: DevWalletApprovalRequest) =>
    approveUnlessMisbehaving(provider.controls.state().misbehaviour, queue.approve, request);
  const solana = resolved.solana && installSolana(resolved.solana.rpcUrl, provider, approve, storage, target);
  const bitcoin =
    resolved.bitcoin && installBitcoin(resolved.bitcoin.esploraUrl, provider, queue.approve, storage, target);

  let panel: MountedPanel | undefined;
  let collapsedBeforeMount = resolved.panel.collapsed;
  const mount = () => {
    if (!resolved.panel.show || panel) return;
    panel = mountPanel({
      provider,
      queue,
      corner: resolved.panel.corner,
      collapsed: collapsedBeforeMount,
      document: target.document,
    });
  };
  if (target.document.body) mount();
  else target.document.addEventListener('DOMContentLoaded', mount, { once: true });

  const testApi: DevWalletTestApi = {
    provider,
    info,
    ...(solana ? { solana: solana.wallet } : {}),
    ...(bitcoin ? { bitcoin: { wallet: bitcoin.wallet, provider: bitcoin.provider } } : {}),
    state: () => provider.controls.state(),
    pending: () => queue.pending(),
    approve: (id) => queue.settle(true, id),
    reject: (id) => queue.settle(false, id),
    setAutoApprove: (on) => queue.setAutoApprove(on),
    setMisbehaviour: (misbehaviour) => provider.controls.setMisbehaviour(misbehaviour),
    switchChain: (chainId) => provider.controls.switchChain(chainId),
    switchAccount: (index) => provider.controls.switchAccount(index),
    setConnected: (connected) => provider.controls.setConnected(connected),
    revokeSite: () => {
      provider.controls.revokeSite();
      solana?.revokeSite();
      bitcoin?.core.revokeSite();
    },
    setPanelCollapsed: (collapsed) => {
      collapsedBeforeMount = collapsed;
      panel?.setCollapsed(collapsed);
    },
  };
  target.__gangwayDevWallet = testApi;
  if (resolved.setWindowEthereum && target.ethereum === undefined) target.ethereum = provider;
  announceProvider(target, info, provider);
  return { provider, testApi };
}

/** The Solana side follows the EVM side's account choice and its revocation (the panel drives the EVM controls). */
function installSolana(
  rpcUrl: string,
  provider: DevWalletProvider,
  approve: (request: DevWalletApprovalRequest) => Promise<boolean>,
  storage: DevWalletStorage,
  target: DevWalletWindow,
): SolanaDevWallet {
  const solana = createSolanaDevWallet({
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON,
    rpcUrl,
    origin: target.location.origin,
    storage,
    approve,
    accountIndex: () => provider.controls.state().accountIndex,
  });
  let last = provider.controls.state();
  provider.controls.subscribe((state) => {
    if (state.accountIndex !== last.accountIndex) solana.accountChanged();
    if (last.sitePermitted && !state.sitePermitted) solana.revokeSite();
    last = state;
  });
  registerStandardWallet(target, solana.wallet);
  return solana;
}

/** The Bitcoin side, like the Solana one, follows the EVM side's account choice, revocation and misbehaviour. */
function installBitcoin(
  esploraUrl: string,
  provider: DevWalletProvider,
  approve: (request: DevWalletApprovalRequest) => Promise<boolean>,
  storage: DevWalletStorage,
  target: DevWalletWindow,
): { core: BitcoinDevWallet; wallet: Wallet; provider: SatsConnectProvider } {
  const core = createBitcoinDevWallet({
    esploraUrl,
    origin: target.location.origin,
    storage,
    approve,
    accountIndex: () => provider.controls.state().accountIndex,
    misbehaviour: () => provider.controls.state().misbehaviour,
  });
  let last = provider.controls.state();
  provider.controls.subscribe((state) => {
    if (state.accountIndex !== last.accountIndex) core.accountChanged();
    if (last.sitePermitted && !state.sitePermitted) core.revokeSite();
    last = state;
  });
  const wallet = createBitcoinStandardWallet(core, { name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON });
  const satsConnect = createSatsConnectProvider(core);
  registerBitcoinWallet(target, wallet, satsConnect);
  return { core, wallet, provider: satsConnect };
}
