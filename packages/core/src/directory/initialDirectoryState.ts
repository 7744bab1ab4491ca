// What the Connect view and AllWallets start from, made from the first directory answers: whether they come from
// the network or from SPEC §3's wallet directory cache in browser storage.
import type { ChainNamespace, GetWalletsResponse } from '@gangway/protocol';
import { filterForDevice, isMobileBrowser } from '../api/services/walletFilters.ts';
import type { DirectoryState } from '../stores/directoryStore.ts';
import { featuredWalletsCount } from './featuredWallets.ts';

/** The answers to initialDirectoryQueries: the first page, and the featured and excluded ids when configured. */
export interface InitialAnswers {
  firstPage: GetWalletsResponse;
  featured?: GetWalletsResponse;
  excluded?: GetWalletsResponse;
}

export type InitialDirectoryState = Pick<
  DirectoryState,
  'featured' | 'recommended' | 'wallets' | 'page' | 'count' | 'excludedWallets'
>;

export function initialDirectoryState(
  answers: InitialAnswers,
  options: { featuredWalletIds?: readonly string[]; namespaces: readonly ChainNamespace[] },
): InitialDirectoryState {
  const featuredIds = options.featuredWalletIds ?? [];
  const { firstPage, featured, excluded } = answers;
  const forDevice = (wallets: GetWalletsResponse['data']) =>
    filterForDevice(wallets, { mobile: isMobileBrowser(), namespaces: options.namespaces });
  // Featured wallets keep the order the integrator gave. Without featured ids, SPEC §9's default count of the first
  // page's certified wallets stands in (the directory's own featured ones), at no extra request.
  const featuredSorted = featured
    ? [...featured.data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
    : firstPage.data
        .filter((wallet) => wallet.badge_type === 'certified')
        .slice(0, featuredWalletsCount(featuredIds));
  const wallets = forDevice(firstPage.data);
  return {
    featured: forDevice(featuredSorted),
    recommended: wallets.filter((wallet) => !featuredSorted.some((chosen) => chosen.id === wallet.id)),
    wallets,
    page: 1,
    count: firstPage.count,
    excludedWallets: (excluded?.data ?? []).map(({ rdns, name }) => ({ rdns, name })),
  };
}
