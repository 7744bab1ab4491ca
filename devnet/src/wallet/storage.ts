import type { DevWalletChain, DevWalletStorage } from './types.ts';

/** Node default: a Map behind the localStorage shape. Share one instance to simulate reloads. */
export function createMemoryStorage(): DevWalletStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const PREFIX = 'gangway-dev-wallet:v1';

/** What the wallet remembers about itself, like an extension's own storage. */
export interface PersistedWallet {
  chainId?: number;
  accountIndex?: number;
  addedChains?: DevWalletChain[];
}

/** What the wallet remembers per site: the eth_accounts grant and when it was given. */
export interface PersistedSitePermission {
  grantedAt: number;
}

function readJson<T>(storage: DevWalletStorage, key: string): T | undefined {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function createWalletPersistence(storage: DevWalletStorage, origin: string) {
  const walletKey = `${PREFIX}:wallet`;
  const siteKey = `${PREFIX}:site:${origin}`;
  return {
    readWallet: (): PersistedWallet => readJson<PersistedWallet>(storage, walletKey) ?? {},
    writeWallet: (wallet: PersistedWallet): void => storage.setItem(walletKey, JSON.stringify(wallet)),
    readSite: (): PersistedSitePermission | undefined => readJson<PersistedSitePermission>(storage, siteKey),
    writeSite: (permission: PersistedSitePermission | undefined): void => {
      if (permission) storage.setItem(siteKey, JSON.stringify(permission));
      else storage.removeItem(siteKey);
    },
  };
}

export type WalletPersistence = ReturnType<typeof createWalletPersistence>;
