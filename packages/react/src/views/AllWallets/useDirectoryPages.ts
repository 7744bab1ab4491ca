import { WALLETS_PER_PAGE, type WalletListing } from '@gangway/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';

export interface DirectoryPages {
  /** Directory wallets of every page loaded so far. */
  wallets: readonly WalletListing[];
  /** The last page loaded (0 before any). */
  page: number;
  /** The server has more pages than loaded so far. */
  hasMore: boolean;
  /** A page is on its way (the first one included). */
  loading: boolean;
  /** The last page asked for could not be loaded. */
  failed: boolean;
  loadMore(): void;
  retry(): void;
}

/** The paged directory (SPEC §9: 40 a page): the first page when the view opens, the next ones on demand. */
export function useDirectoryPages(): DirectoryPages {
  const gangway = useGangway();
  const wallets = useStore(gangway.directory, (state) => state.wallets);
  const page = useStore(gangway.directory, (state) => state.page);
  const count = useStore(gangway.directory, (state) => state.count);
  const loadingPage = useStore(gangway.directory, (state) => state.loadingPage);
  const [failed, setFailed] = useState(false);
  const hasServer = Boolean(gangway.options.apiUrl && gangway.options.projectId);

  const load = useCallback(
    (next: number) => {
      const services = gangway.services();
      if (!services) return;
      setFailed(false);
      services
        .then((loaded) => loaded.directory.loadPage(next))
        .then(
          () => {
            // The directory keeps its page when a load fails and records the error instead of throwing.
            const state = gangway.directory.getState();
            if (state.page < next && state.error !== undefined && !state.loadingPage) setFailed(true);
          },
          () => setFailed(true),
        );
    },
    [gangway],
  );

  useEffect(() => {
    if (gangway.directory.getState().page === 0) load(1);
  }, [gangway, load]);

  const hasMore = hasServer && (page === 0 || page * WALLETS_PER_PAGE < count);
  return {
    wallets,
    page,
    hasMore,
    loading: hasMore && !failed && (loadingPage || page === 0),
    failed,
    loadMore: () => {
      if (hasMore && !failed && !loadingPage) load(page + 1);
    },
    retry: () => load(page + 1),
  };
}
