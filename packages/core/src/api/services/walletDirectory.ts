// Fills the directory store from gangway-server: featured, recommended, pages of all wallets, search.
import type { CaipNetworkId } from '../../caip/ids.ts';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import {
  IMAGE_PRELOAD_TIMEOUT_MS,
  PREFETCHED_IMAGES_PER_PAGE,
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_MIN_WAIT_MS,
  SEARCH_WALLETS_ENTRIES,
  WALLETS_PER_PAGE,
} from '../../constants.ts';
import { featuredWalletsCount } from '../../directory/featuredWallets.ts';
import type { DirectoryStore } from '../../stores/directoryStore.ts';
import type { ApiClient } from '../client.ts';
import type { WalletListing } from '../schemas/wallets.ts';
import { filterForDevice, isMobileBrowser } from './walletFilters.ts';

export interface WalletDirectory {
  loadInitial(): Promise<void>;
  loadPage(page: number): Promise<void>;
  search(query: string): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Warms the browser cache for a page's first icons; never blocks longer than the preload timeout. */
function prefetchImages(api: ApiClient, wallets: readonly WalletListing[]): void {
  if (typeof Image === 'undefined') return;
  for (const wallet of wallets.slice(0, PREFETCHED_IMAGES_PER_PAGE)) {
    const image = new Image();
    const timer = setTimeout(() => {
      image.src = '';
    }, IMAGE_PRELOAD_TIMEOUT_MS);
    image.onload = image.onerror = () => clearTimeout(timer);
    image.src = api.imageUrl('wallet', wallet.image_id);
  }
}

export function createWalletDirectory(
  ctx: GangwayContext,
  directory: DirectoryStore,
  api: ApiClient,
): WalletDirectory {
  const { options } = ctx;
  const featuredIds = options.featuredWalletIds ?? [];
  const excludeIds = options.excludeWalletIds ?? [];
  const includeIds = options.includeWalletIds ?? [];
  const namespaces = [...options.adaptersByNamespace.keys()];
  const chains: CaipNetworkId[] = options.networks.map((network) => network.caipNetworkId);
  const forDevice = (wallets: readonly WalletListing[]) =>
    filterForDevice(wallets, { mobile: isMobileBrowser(), namespaces });
  const base = {
    chains,
    ...(excludeIds.length > 0 ? { exclude: excludeIds } : {}),
    ...(includeIds.length > 0 ? { include: includeIds } : {}),
  };
  let searchSequence = 0;

  const fail = (error: unknown) => {
    directory.setState({ error: error instanceof Error ? error.message : String(error) });
  };

  return {
    async loadInitial() {
      if (directory.getState().status === 'loading' || directory.getState().status === 'ready') return;
      directory.setState({ status: 'loading', error: undefined });
      try {
        const [featured, recommended, excluded] = await Promise.all([
          api.getWallets({
            ...base,
            ...(featuredIds.length > 0 ? { include: featuredIds } : { badge_type: 'certified' }),
            entries: featuredWalletsCount(featuredIds),
            page: 1,
          }),
          api.getWallets({
            ...base,
            exclude: [...excludeIds, ...featuredIds],
            entries: RECOMMENDED_WALLETS_COUNT,
            page: 1,
          }),
          excludeIds.length > 0
            ? api.getWallets({ include: excludeIds, entries: excludeIds.length, page: 1 })
            : undefined,
        ]);
        // Featured wallets keep the order the integrator gave.
        const featuredSorted = [...featured.data].sort(
          (a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id),
        );
        directory.setState({
          featured: forDevice(featuredSorted),
          recommended: forDevice(recommended.data),
          excludedWallets: (excluded?.data ?? []).map(({ rdns, name }) => ({ rdns, name })),
          count: recommended.count,
          status: 'ready',
        });
        prefetchImages(api, [...featuredSorted, ...recommended.data]);
      } catch (error) {
        directory.setState({ status: 'error' });
        fail(error);
      }
    },
    async loadPage(page) {
      const state = directory.getState();
      if (state.loadingPage || page <= state.page) return;
      directory.setState({ loadingPage: true, error: undefined });
      try {
        const result = await api.getWallets({ ...base, page, entries: WALLETS_PER_PAGE });
        const known = new Set(directory.getState().wallets.map((wallet) => wallet.id));
        directory.setState({
          wallets: [
            ...directory.getState().wallets,
            ...forDevice(result.data).filter((w) => !known.has(w.id)),
          ],
          count: result.count,
          page,
        });
        prefetchImages(api, result.data);
      } catch (error) {
        fail(error);
      } finally {
        directory.setState({ loadingPage: false });
      }
    },
    async search(query) {
      const sequence = ++searchSequence;
      const text = query.trim();
      if (text === '') {
        directory.setState({ search: [], searchQuery: '', searchCount: 0, searching: false });
        return;
      }
      directory.setState({ searching: true, searchQuery: text, error: undefined });
      try {
        // A minimum wait keeps the results from flickering in while the visitor types (SPEC §9).
        const [result] = await Promise.all([
          api.getWallets({ ...base, search: text, page: 1, entries: SEARCH_WALLETS_ENTRIES }),
          wait(SEARCH_MIN_WAIT_MS),
        ]);
        if (sequence !== searchSequence) return;
        directory.setState({ search: forDevice(result.data), searchCount: result.count, searching: false });
      } catch (error) {
        if (sequence !== searchSequence) return;
        directory.setState({ searching: false, search: [] });
        fail(error);
      }
    },
  };
}
