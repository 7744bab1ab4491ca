// Fills the directory store from gangway-server: featured, recommended (the first page), pages of all wallets,
// search.

import type { WalletListing } from '@gangway/protocol';
import {
  IMAGE_PRELOAD_TIMEOUT_MS,
  PREFETCHED_IMAGES_PER_PAGE,
  SEARCH_MIN_WAIT_MS,
  SEARCH_WALLETS_ENTRIES,
  WALLETS_PER_PAGE,
} from '@gangway/protocol';
import type { GangwayContext } from '../../client/GangwayContext.ts';
import { type InitialAnswers, initialDirectoryState } from '../../directory/initialDirectoryState.ts';
import { writeDirectoryCache } from '../../directory/writeDirectoryCache.ts';
import type { DirectoryStore } from '../../stores/directoryStore.ts';
import type { ApiClient } from '../client.ts';
import { directoryFilters, initialDirectoryQueries } from '../directoryQueries.ts';
import { filterForDevice, isMobileBrowser } from './walletFilters.ts';

export interface WalletDirectory {
  /**
   * The first answers through the API client: the client's error is recorded. Does nothing while the store holds
   * them.
   */
  loadInitial(): Promise<void>;
  /**
   * After the initial bundle's fetch of the first answers (`source`: the queries asked): keeps them as SPEC §3's
   * wallet directory cache and warms the browser cache for their first icons; without them, asks again through
   * loadInitial.
   */
  takeInitial(answers: InitialAnswers | undefined, source: string): Promise<void>;
  /** The modal has painted its first frame: the icons of answers taken before it was open start loading now. */
  onModalOpen(): void;
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
  const namespaces = [...options.adaptersByNamespace.keys()];
  const forDevice = (wallets: readonly WalletListing[]) =>
    filterForDevice(wallets, { mobile: isMobileBrowser(), namespaces });
  const base = directoryFilters(options);
  let iconsForOpen: readonly WalletListing[] | undefined;
  const initial = initialDirectoryQueries(options);
  let searchSequence = 0;

  const fail = (error: unknown) => {
    directory.setState({ error: error instanceof Error ? error.message : String(error) });
  };

  return {
    async takeInitial(answers, source) {
      if (!answers) return this.loadInitial();
      writeDirectoryCache(ctx.storage, options.projectId, source, answers);
      // The idle moment or intent may have fetched the answers: the icons wait for the modal (before it, only the
      // first page is asked), and for its first frame, which loads the list's own icons.
      const icons = [...(answers.featured?.data ?? []), ...answers.firstPage.data];
      if (ctx.modal.getState().open) prefetchImages(api, icons);
      else iconsForOpen = icons;
    },
    onModalOpen() {
      if (iconsForOpen) prefetchImages(api, iconsForOpen);
      iconsForOpen = undefined;
    },
    async loadInitial() {
      if (directory.getState().status === 'loading' || directory.getState().status === 'ready') return;
      directory.setState({ status: 'loading', error: undefined });
      try {
        const [firstPage, featured, excluded] = await Promise.all([
          api.getWallets(initial.firstPage),
          initial.featured ? api.getWallets(initial.featured) : undefined,
          initial.excluded ? api.getWallets(initial.excluded) : undefined,
        ]);
        const state = initialDirectoryState(
          { firstPage, ...(featured ? { featured } : {}), ...(excluded ? { excluded } : {}) },
          { featuredWalletIds: options.featuredWalletIds, namespaces },
        );
        // AllWallets may have loaded its first page meanwhile: the pages it holds stay.
        const { page, wallets } = directory.getState();
        directory.setState({ ...state, ...(page > 0 ? { page, wallets } : {}), status: 'ready' });
        prefetchImages(api, [...state.featured, ...firstPage.data]);
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
