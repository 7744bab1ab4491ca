// EIP-6963 discovery plus the legacy `window.ethereum`. Touches `window` only once started, never at import.
import type { Eip1193Provider, Eip6963ProviderDetail, EvmConnector } from '../types.ts';
import { legacyWalletName } from './legacyWalletName.ts';

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider';
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider';
/** Fired by some wallets (MetaMask mobile) when they inject `window.ethereum` after the page loaded. */
const LEGACY_INITIALIZED_EVENT = 'ethereum#initialized';
export const LEGACY_CONNECTOR_ID = 'injected';

export interface WalletDiscovery {
  /** The wallets found so far, announced ones first. Starts listening on first use. */
  wallets(): readonly EvmConnector[];
  /** Calls back now and with the full list on every change. Listening itself lasts for the page's lifetime. */
  watch(onChange: (wallets: readonly EvmConnector[]) => void): () => void;
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

function parseDetail(detail: unknown): Eip6963ProviderDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null || !isProvider(provider)) return null;
  const { uuid, name, icon, rdns } = info as Record<string, unknown>;
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof icon !== 'string') return null;
  if (typeof rdns !== 'string' || rdns.length === 0) return null;
  return { info: { uuid, name, icon, rdns }, provider };
}

function announcedWallet({ info, provider }: Eip6963ProviderDetail): EvmConnector {
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: info.icon,
    info: { rdns: info.rdns },
    provider,
  };
}

function legacyWallet(provider: Eip1193Provider): EvmConnector {
  return {
    id: LEGACY_CONNECTOR_ID,
    name: legacyWalletName(provider),
    type: 'INJECTED',
    chain: 'eip155',
    provider,
  };
}

export function createWalletDiscovery(): WalletDiscovery {
  // Keyed by rdns, first announcement wins: a later provider claiming a known rdns is ignored.
  const announced = new Map<string, EvmConnector>();
  const watchers = new Set<(wallets: readonly EvmConnector[]) => void>();
  let legacy: EvmConnector | undefined;
  let current: readonly EvmConnector[] = [];
  let started = false;

  function currentLegacy(): EvmConnector | undefined {
    const ethereum: unknown = (window as { ethereum?: unknown }).ethereum;
    if (!isProvider(ethereum)) return undefined;
    for (const wallet of announced.values()) if (wallet.provider === ethereum) return undefined;
    if (legacy?.provider !== ethereum) legacy = legacyWallet(ethereum);
    return legacy;
  }

  function refresh(): void {
    const next = [...announced.values()];
    const fallback = currentLegacy();
    if (fallback) next.push(fallback);
    if (next.length === current.length && next.every((wallet, index) => wallet === current[index])) return;
    current = next;
    for (const watcher of watchers) watcher(current);
  }

  function onAnnounce(event: Event): void {
    const detail = parseDetail((event as CustomEvent<unknown>).detail);
    if (!detail || announced.has(detail.info.rdns)) return;
    announced.set(detail.info.rdns, announcedWallet(detail));
    refresh();
  }

  function start(): void {
    if (typeof window === 'undefined') return;
    if (started) {
      refresh();
      return;
    }
    started = true;
    window.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce);
    window.addEventListener(LEGACY_INITIALIZED_EVENT, refresh);
    // Wallets answer synchronously, so the first list already holds every installed wallet.
    window.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT));
    refresh();
  }

  return {
    wallets() {
      start();
      return current;
    },
    watch(onChange) {
      start();
      watchers.add(onChange);
      onChange(current);
      return () => {
        watchers.delete(onChange);
      };
    },
  };
}
