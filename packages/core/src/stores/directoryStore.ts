import type { WalletListing } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';

export type DirectoryStatus = 'idle' | 'loading' | 'ready' | 'error';

/** SPEC §3 Wallet directory cache: featured, recommended, wallets, search, count, page, excludedWallets. */
export interface DirectoryState {
  featured: readonly WalletListing[];
  /**
   * The directory's first page without the featured wallets, in order: more than the four shown, so that the
   * Connect view still fills four places when some of them are installed (and listed as installed instead).
   */
  recommended: readonly WalletListing[];
  /** The paged list of every wallet, pages appended in order. */
  wallets: readonly WalletListing[];
  /** Wallets matching the directory filters, across all pages. */
  count: number;
  /** The last page loaded (0 before any). */
  page: number;
  search: readonly WalletListing[];
  searchQuery: string;
  searchCount: number;
  /** rdns and names of the excluded wallet ids: installed wallets that match are hidden too (SPEC §5). */
  excludedWallets: readonly { rdns: string | null; name: string }[];
  status: DirectoryStatus;
  loadingPage: boolean;
  searching: boolean;
  error?: string;
}
export type DirectoryStore = ReturnType<typeof createDirectoryStore>;

export function createDirectoryStore() {
  return createStore<DirectoryState>()(() => ({
    featured: [],
    recommended: [],
    wallets: [],
    count: 0,
    page: 0,
    search: [],
    searchQuery: '',
    searchCount: 0,
    excludedWallets: [],
    status: 'idle',
    loadingPage: false,
    searching: false,
  }));
}
