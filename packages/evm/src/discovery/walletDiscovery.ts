// EIP-6963 discovery plus the legacy `window.ethereum`. Touches `window` only once started, never at import.
import type { Eip1193Provider, EvmConnector } from '../types.ts';
import { legacyWalletName } from './legacyWalletName.ts';

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider';
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider';
/** Fired by some wallets (MetaMask mobile) when they inject `window.ethereum` after the page loaded. */
const LEGACY_INITIALIZED_EVENT = 'ethereum#initialized';
export const LEGACY_CONNECTOR_ID = 'injected';

export interface WalletDiscovery {
  /**
   * Calls back now and with the full list on every change, announced wallets first. Starts listening on first use;
   * listening itself lasts for the page's lifetime.
   */
  watch(onChange: (wallets: readonly EvmConnector[]) => void): () => void;
  /** Framed, once watching: settles when the Safe{Wallet} parent answered or detection gave up (safe/). */
  frameDetection(): Promise<void> | undefined;
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** The connector of a well-formed EIP-6963 announcement (every field of its info checked), or null. */
function announcedWallet(detail: unknown): EvmConnector | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null || !isProvider(provider)) return null;
  const { uuid, name, icon, rdns } = info as Record<string, unknown>;
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof icon !== 'string') return null;
  if (typeof rdns !== 'string' || rdns.length === 0) return null;
  return { id: rdns, name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: icon, info: { rdns }, provider };
}

/** `safeOrigins`: EvmAdapterOptions.safeOrigins, for the Safe connector found when the page is framed (safe/). */
export function createWalletDiscovery(safeOrigins?: readonly string[]): WalletDiscovery {
  // Keyed by rdns, first announcement wins: a later provider claiming a known rdns is ignored.
  const announced = new Map<string, EvmConnector>();
  const watchers = new Set<(wallets: readonly EvmConnector[]) => void>();
  let legacy: EvmConnector | undefined;
  let safe: EvmConnector | undefined;
  let safeDetection: Promise<void> | undefined;
  let current: readonly EvmConnector[] = [];
  let started = false;

  function currentLegacy(): EvmConnector | undefined {
    const ethereum: unknown = (window as { ethereum?: unknown }).ethereum;
    if (!isProvider(ethereum)) return undefined;
    for (const wallet of announced.values()) if (wallet.provider === ethereum) return undefined;
    if (legacy?.provider !== ethereum) {
      legacy = {
        id: LEGACY_CONNECTOR_ID,
        name: legacyWalletName(ethereum),
        type: 'INJECTED',
        chain: 'eip155',
        provider: ethereum,
      };
    }
    return legacy;
  }

  function refresh(): void {
    const next = safe ? [safe, ...announced.values()] : [...announced.values()];
    const fallback = currentLegacy();
    if (fallback) next.push(fallback);
    if (next.length === current.length && next.every((wallet, index) => wallet === current[index])) return;
    current = next;
    for (const watcher of watchers) watcher(current);
  }

  function onAnnounce(event: Event): void {
    const wallet = announcedWallet((event as CustomEvent<unknown>).detail);
    if (!wallet || announced.has(wallet.id)) return;
    announced.set(wallet.id, wallet);
    refresh();
  }

  function start(): void {
    if (typeof window === 'undefined') return;
    if (started) {
      refresh();
      return;
    }
    started = true;
    // Framed, the parent may be Safe{Wallet}: its detection and the Safe connector load only then.
    if (parent !== self)
      safeDetection = import('../safe/detectSafe.ts')
        .then((module) => module.detectSafe(safeOrigins))
        .then((found) => {
          safe = found;
          refresh();
        });
    window.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce);
    window.addEventListener(LEGACY_INITIALIZED_EVENT, refresh);
    // Wallets answer synchronously, so the first list already holds every installed wallet.
    window.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT));
    refresh();
  }

  return {
    frameDetection: () => safeDetection,
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
