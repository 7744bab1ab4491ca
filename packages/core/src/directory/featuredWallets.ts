import { DEFAULT_FEATURED_WALLETS_COUNT } from '@gangway/protocol';

/**
 * SPEC §9: as many featured wallets as featured ids, else the default 4 (then the directory's certified wallets
 * stand in: the ones its curators feature).
 */
export function featuredWalletsCount(featuredWalletIds: readonly string[] | undefined): number {
  return featuredWalletIds?.length ? featuredWalletIds.length : DEFAULT_FEATURED_WALLETS_COUNT;
}
