// The getWallets queries behind the Connect view. Shared by the idle and open-intent prefetch (initial bundle: no
// zod here) and the directory service, so both build the very same URLs.
import type { CaipNetworkId } from '@gangway/protocol';
import { WALLETS_PER_PAGE } from '@gangway/protocol';
import type { ResolvedOptions } from '../options/validateOptions.ts';
import type { WalletsQuery } from './client.ts';

type DirectoryOptions = Pick<
  ResolvedOptions,
  'networks' | 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'
>;

/** The filters every directory call carries: the requested chains, the integrator's include and exclude lists. */
export function directoryFilters(options: DirectoryOptions): WalletsQuery {
  const excludeIds = options.excludeWalletIds ?? [];
  const includeIds = options.includeWalletIds ?? [];
  const chains: CaipNetworkId[] = options.networks.map((network) => network.caipNetworkId);
  return {
    chains,
    ...(excludeIds.length > 0 ? { exclude: excludeIds } : {}),
    ...(includeIds.length > 0 ? { include: includeIds } : {}),
  };
}

export interface InitialDirectoryQueries {
  /**
   * The first page of all wallets: the recommended ones are its first wallets that are neither featured nor
   * installed, so a whole page leaves enough to fill them; AllWallets starts from it too.
   */
  firstPage: WalletsQuery;
  featured?: WalletsQuery;
  /** The excluded ids' rdns and names: installed wallets that match them are hidden too (SPEC §5). */
  excluded?: WalletsQuery;
}

export function initialDirectoryQueries(options: DirectoryOptions): InitialDirectoryQueries {
  const featuredIds = options.featuredWalletIds ?? [];
  const excludeIds = options.excludeWalletIds ?? [];
  const filters = directoryFilters(options);
  return {
    firstPage: { ...filters, page: 1, entries: WALLETS_PER_PAGE },
    ...(featuredIds.length > 0
      ? { featured: { ...filters, include: featuredIds, entries: featuredIds.length, page: 1 } }
      : {}),
    ...(excludeIds.length > 0
      ? { excluded: { include: excludeIds, entries: excludeIds.length, page: 1 } }
      : {}),
  };
}
