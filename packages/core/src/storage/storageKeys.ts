import type { ChainNamespace } from '@gangway/protocol';

// SPEC §3 browser storage. Key names are ours ("not shown"); one prefix so the widget never collides with
// the host page. A value gets its key with the feature that stores it (email login, sign-in, smart accounts).
export const STORAGE_PREFIX = 'gangway:';
const PREFIX = STORAGE_PREFIX;

export const STORAGE_KEYS = {
  walletId: `${PREFIX}wallet-id`,
  walletName: `${PREFIX}wallet-name`,
  activeNetworkId: `${PREFIX}active-network-id`,
  activeNamespace: `${PREFIX}active-namespace`,
  connectedSocial: `${PREFIX}connected-social`,
  recentWallets: `${PREFIX}recent-wallets`,
  connectionStatus: `${PREFIX}connection-status`,
} as const;

export function connectorKey(namespace: ChainNamespace): string {
  return `${PREFIX}connector:${namespace}`;
}

export const ADDRESS_CACHES = ['balance', 'native-balance', 'portfolio', 'name', 'identity'] as const;
export type AddressCache = (typeof ADDRESS_CACHES)[number];

export function addressCacheKey(cache: AddressCache, address: string): string {
  return `${PREFIX}cache:${cache}:${address.toLowerCase()}`;
}

/** One wallet directory cache per project id: two widgets of different projects on one site never share it. */
export function directoryCacheKey(projectId: string): string {
  return `${PREFIX}directory:${projectId}`;
}
