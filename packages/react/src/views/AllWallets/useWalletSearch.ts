import type { WalletListing } from '@gangway/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';

/**
 * Not in SPEC: how long typing must pause before a search is sent. Short, because core's search adds SPEC §9's
 * 300 ms minimum wait on top.
 */
export const SEARCH_DEBOUNCE_MS = 150;

export interface WalletSearch {
  /** The query the results answer (trimmed); empty while there is no search. */
  query: string;
  /** The directory's answer to `query` (empty without a server). */
  results: readonly WalletListing[];
  /** The answer to the typed text is in. */
  settled: boolean;
  failed: boolean;
  retry(): void;
}

/** Debounced directory search (SPEC §9: 100 entries, 300 ms minimum wait, stale answers ignored by core). */
export function useWalletSearch(typed: string): WalletSearch {
  const gangway = useGangway();
  const text = typed.trim();
  const [query, setQuery] = useState(text);
  const latest = useRef(0);
  const [failed, setFailed] = useState(false);
  const searching = useStore(gangway.directory, (state) => state.searching);
  const answeredQuery = useStore(gangway.directory, (state) => state.searchQuery);
  const results = useStore(gangway.directory, (state) => state.search);
  const hasServer = Boolean(gangway.options.apiUrl && gangway.options.projectId);

  useEffect(() => {
    if (text === '') {
      setQuery('');
      return;
    }
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const run = useCallback(
    (next: string) => {
      const services = gangway.services();
      if (!services) return;
      const sequence = ++latest.current;
      setFailed(false);
      services
        .then((loaded) => loaded.directory.search(next))
        .then(
          () => {
            // The directory records a failed search as its error instead of throwing.
            const state = gangway.directory.getState();
            if (sequence === latest.current && next !== '' && !state.searching && state.error !== undefined)
              setFailed(true);
          },
          () => {
            if (sequence === latest.current) setFailed(true);
          },
        );
    },
    [gangway],
  );

  useEffect(() => run(query), [run, query]);

  // Leaving the view ends the search, so a late answer does not land in the next visit's list.
  useEffect(() => () => void gangway.services()?.then((loaded) => loaded.directory.search('')), [gangway]);

  const answered = !hasServer || (!searching && answeredQuery === query);
  return {
    query,
    results: hasServer && answered ? results : [],
    settled: text !== '' && text === query && answered && !failed,
    failed,
    retry: () => run(query),
  };
}
