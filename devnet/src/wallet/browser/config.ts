import type { Hex } from 'viem';
import { DEFAULT_BASE_PORT, DEFAULT_CHAINS } from '../../chains/chain-definitions.ts';
import { DEV_WALLET_MISBEHAVIOURS, type DevWalletChain, type DevWalletMisbehaviour } from '../types.ts';

export type PanelCorner = 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right';

/** What a page (or a Playwright init script) puts in window.__GANGWAY_DEV_WALLET__. */
export interface DevWalletBrowserConfig {
  /** Every devnet chain (default: the 4 default chains on 127.0.0.1:8545-8548). */
  chains?: DevWalletChain[];
  /** Chains the wallet knows at start (default: all of `chains`); the rest must be added by the app. */
  knownChainIds?: number[];
  /** Wallet chain at first start (default: the first known chain). */
  chainId?: number;
  accountIndex?: number;
  /** Private keys (default: anvil's 10 dev keys). */
  accounts?: Hex[];
  /** Approve every request without showing it (default false). */
  autoApprove?: boolean;
  misbehaviour?: DevWalletMisbehaviour | null;
  /** Keep permissions and wallet state in localStorage (default true). */
  persist?: boolean;
  /** false hides the approval panel (requests then wait for the test API). */
  panel?: boolean | { collapsed?: boolean; corner?: PanelCorner };
  /** Set window.ethereum when no other wallet did (default true). */
  setWindowEthereum?: boolean;
  /** With it the wallet also registers as a Wallet Standard wallet on 'solana:localnet', sending to this node. */
  solana?: { rpcUrl: string };
  /**
   * With it the wallet also registers on 'bitcoin:regtest' (Wallet Standard and the sats-connect provider shape),
   * broadcasting through this Esplora API.
   */
  bitcoin?: { esploraUrl: string };
}

export interface ResolvedBrowserConfig {
  chains: DevWalletChain[];
  known: DevWalletChain[];
  addable: DevWalletChain[];
  chainId?: number;
  accountIndex?: number;
  accounts?: Hex[];
  autoApprove: boolean;
  misbehaviour: DevWalletMisbehaviour | null;
  persist: boolean;
  panel: { show: boolean; collapsed: boolean; corner: PanelCorner };
  setWindowEthereum: boolean;
  solana?: { rpcUrl: string };
  bitcoin?: { esploraUrl: string };
}

export function defaultBrowserChains(): DevWalletChain[] {
  return DEFAULT_CHAINS.map((chain, index) => ({
    chainId: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrl: `http://127.0.0.1:${DEFAULT_BASE_PORT + index}`,
  }));
}

function fail(message: string): never {
  throw new TypeError(`window.__GANGWAY_DEV_WALLET__: ${message}`);
}

function isChain(value: unknown): value is DevWalletChain {
  if (typeof value !== 'object' || value === null) return false;
  const chain = value as Partial<DevWalletChain>;
  return (
    Number.isSafeInteger(chain.chainId) &&
    typeof chain.name === 'string' &&
    typeof chain.rpcUrl === 'string' &&
    typeof chain.nativeCurrency === 'object' &&
    chain.nativeCurrency !== null
  );
}

function resolveSolana(solana: unknown): { rpcUrl: string } {
  const rpcUrl = (solana as { rpcUrl?: unknown } | null)?.rpcUrl;
  if (typeof rpcUrl !== 'string') fail('solana must be { rpcUrl }');
  return { rpcUrl };
}

function resolveBitcoin(bitcoin: unknown): { esploraUrl: string } {
  const esploraUrl = (bitcoin as { esploraUrl?: unknown } | null)?.esploraUrl;
  if (typeof esploraUrl !== 'string') fail('bitcoin must be { esploraUrl }');
  return { esploraUrl: esploraUrl.replace(/\/+$/, '') };
}

/** Checks the injected config and fills in defaults. */
export function resolveBrowserConfig(raw: unknown): ResolvedBrowserConfig {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null)) fail('expected an object');
  const config = (raw ?? {}) as DevWalletBrowserConfig;
  const chains = config.chains ?? defaultBrowserChains();
  if (!Array.isArray(chains) || chains.length === 0 || !chains.every(isChain)) {
    fail('chains must be a non-empty array of { chainId, name, rpcUrl, nativeCurrency }');
  }
  const knownIds = config.knownChainIds ?? chains.map((chain) => chain.chainId);
  const known = chains.filter((chain) => knownIds.includes(chain.chainId));
  if (known.length === 0) fail('knownChainIds must name at least one of chains');
  if (config.misbehaviour && !DEV_WALLET_MISBEHAVIOURS.includes(config.misbehaviour)) {
    fail(`unknown misbehaviour ${String(config.misbehaviour)}`);
  }
  const panel = typeof config.panel === 'object' && config.panel !== null ? config.panel : {};
  return {
    chains,
    known,
    addable: chains.filter((chain) => !knownIds.includes(chain.chainId)),
    chainId: config.chainId,
    accountIndex: config.accountIndex,
    accounts: config.accounts,
    autoApprove: config.autoApprove ?? false,
    misbehaviour: config.misbehaviour ?? null,
    persist: config.persist ?? true,
    panel: {
      show: config.panel !== false,
      collapsed: panel.collapsed ?? false,
      corner: panel.corner ?? 'bottom-left',
    },
    setWindowEthereum: config.setWindowEthereum ?? true,
    ...(config.solana === undefined ? {} : { solana: resolveSolana(config.solana) }),
    ...(config.bitcoin === undefined ? {} : { bitcoin: resolveBitcoin(config.bitcoin) }),
  };
}
