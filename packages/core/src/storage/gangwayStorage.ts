import {
  CACHE_ENTRY_MAX_CHARS,
  type CaipNetworkId,
  type ChainNamespace,
  isCaipNetworkId,
  isChainNamespace,
  RECENT_WALLETS_KEPT,
} from '@gangway/protocol';
import { connectorKey, STORAGE_KEYS } from './storageKeys.ts';

export type StoredConnectionStatus = 'connected' | 'active' | 'disconnected';
const CONNECTION_STATUSES: readonly string[] = ['connected', 'active', 'disconnected'];

export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
}

/** The Web Storage subset the widget needs; `localStorage` by default. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface GangwayStorage {
  getConnectionStatus(): StoredConnectionStatus | undefined;
  setConnectionStatus(status: StoredConnectionStatus): void;
  getConnectorId(namespace: ChainNamespace): string | undefined;
  setConnectorId(namespace: ChainNamespace, connectorId: string | undefined): void;
  getActiveNetwork(): { namespace: ChainNamespace; caipNetworkId: CaipNetworkId } | undefined;
  setActiveNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void;
  getWallet(): { id: string; name: string } | undefined;
  setWallet(wallet: { id: string; name: string } | undefined): void;
  getRecentWallets(): RecentWallet[];
  addRecentWallet(wallet: RecentWallet): void;
  getConnectedSocial(): string | undefined;
  setConnectedSocial(social: string | undefined): void;
  /**
   * A cached value (an address cache, the wallet directory: see storageKeys) younger than ttlMs that passes `parse`
   * (the answer's own check). An entry that fails, is too long or claims a time in the future is removed and reads
   * as absent.
   */
  getCache<T>(
    key: string,
    parse: (value: unknown) => T | undefined,
    ttlMs: number,
    now?: number,
  ): T | undefined;
  /** Keeps a value with its time; one longer than CACHE_ENTRY_MAX_CHARS is not kept (the old one goes too). */
  setCache(key: string, value: unknown, now?: number): void;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage access throws in sandboxed frames and with cookies blocked.
    return undefined;
  }
}

/**
 * Typed access to SPEC §3's browser values. Every read is validated: a value that fails its rule is removed and
 * reads as absent, so a tampered or stale entry can never leave the widget in an invalid state.
 */
export function createGangwayStorage(storage?: KeyValueStorage): GangwayStorage {
  const backend = () => storage ?? browserStorage();
  const read = (key: string): string | undefined => {
    try {
      return backend()?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) backend()?.removeItem(key);
      else backend()?.setItem(key, value);
    } catch {
      // Quota or privacy mode: the widget keeps working without persistence.
    }
  };
  const readValid = <T>(key: string, parse: (raw: string) => T | undefined): T | undefined => {
    const raw = read(key);
    if (raw === undefined) return undefined;
    const value = parse(raw);
    if (value === undefined) write(key, undefined);
    return value;
  };
  const parseJson = (raw: string): unknown => {
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  };
  const nonEmpty = (raw: string) => (raw.trim() === '' ? undefined : raw);
  const isRecentWallet = (value: unknown): value is RecentWallet => {
    if (typeof value !== 'object' || value === null) return false;
    const { id, name, imageUrl } = value as Record<string, unknown>;
    return (
      typeof id === 'string' &&
      id !== '' &&
      typeof name === 'string' &&
      (imageUrl === undefined || typeof imageUrl === 'string')
    );
  };

  const readTimed = <T>(
    key: string,
    parse: (value: unknown) => T | undefined,
    ttlMs: number,
    now = Date.now(),
  ): T | undefined => {
    const entry = readValid(key, (raw) => {
      if (raw.length > CACHE_ENTRY_MAX_CHARS) return undefined;
      const stored = parseJson(raw);
      if (typeof stored !== 'object' || stored === null) return undefined;
      const { timestamp, value } = stored as { timestamp?: unknown; value?: unknown };
      if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp > now) return undefined;
      const parsed = parse(value);
      return parsed === undefined ? undefined : { timestamp, value: parsed };
    });
    if (!entry || now - entry.timestamp > ttlMs) return undefined;
    return entry.value;
  };
  const writeTimed = (key: string, value: unknown, now = Date.now()) => {
    const raw = JSON.stringify({ timestamp: now, value });
    write(key, raw.length > CACHE_ENTRY_MAX_CHARS ? undefined : raw);
  };

  return {
    getConnectionStatus: () =>
      readValid(STORAGE_KEYS.connectionStatus, (raw) =>
        CONNECTION_STATUSES.includes(raw) ? (raw as StoredConnectionStatus) : undefined,
      ),
    setConnectionStatus: (status) => write(STORAGE_KEYS.connectionStatus, status),
    getConnectorId: (namespace) => readValid(connectorKey(namespace), nonEmpty),
    setConnectorId: (namespace, connectorId) => write(connectorKey(namespace), connectorId),
    getActiveNetwork: () => {
      const namespace = readValid(STORAGE_KEYS.activeNamespace, (raw) =>
        isChainNamespace(raw) ? raw : undefined,
      );
      const caipNetworkId = readValid(STORAGE_KEYS.activeNetworkId, (raw) =>
        isCaipNetworkId(raw) ? raw : undefined,
      );
      if (!namespace || !caipNetworkId?.startsWith(`${namespace}:`)) return undefined;
      return { namespace, caipNetworkId };
    },
    setActiveNetwork: (namespace, caipNetworkId) => {
      write(STORAGE_KEYS.activeNamespace, namespace);
      write(STORAGE_KEYS.activeNetworkId, caipNetworkId);
    },
    getWallet: () => {
      const id = readValid(STORAGE_KEYS.walletId, nonEmpty);
      const name = readValid(STORAGE_KEYS.walletName, nonEmpty);
      return id && name ? { id, name } : undefined;
    },
    setWallet: (wallet) => {
      write(STORAGE_KEYS.walletId, wallet?.id);
      write(STORAGE_KEYS.walletName, wallet?.name);
    },
    getRecentWallets: () =>
      readValid(STORAGE_KEYS.recentWallets, (raw) => {
        const value = parseJson(raw);
        return Array.isArray(value) && value.every(isRecentWallet)
          ? value.slice(0, RECENT_WALLETS_KEPT)
          : undefined;
      }) ?? [],
    addRecentWallet: (wallet) => {
      const current = readValid(STORAGE_KEYS.recentWallets, (raw) => {
        const value = parseJson(raw);
        return Array.isArray(value) ? value.filter(isRecentWallet) : undefined;
      });
      const next = [wallet, ...(current ?? []).filter((recent) => recent.id !== wallet.id)];
      write(STORAGE_KEYS.recentWallets, JSON.stringify(next.slice(0, RECENT_WALLETS_KEPT)));
    },
    getConnectedSocial: () => readValid(STORAGE_KEYS.connectedSocial, nonEmpty),
    setConnectedSocial: (social) => write(STORAGE_KEYS.connectedSocial, social),
    getCache: readTimed,
    setCache: writeTimed,
  };
}
