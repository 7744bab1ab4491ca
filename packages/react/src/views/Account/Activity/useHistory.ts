// The Activity tab's data (SPEC §4 transaction history): pages from gangway-server with their cursor, emptied on a
// failure, and asked again while something in it is pending.

import { mergeHistory, sentTransactions } from '@gangway/core/internal';
import {
  type CaipNetworkId,
  HISTORY_POLL_MS,
  type HistoryItem,
  type HistoryResponse,
} from '@gangway/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useGangway } from '../../../hooks/useGangway.ts';

export interface HistoryState {
  status: 'loading' | 'ready' | 'failed';
  items: readonly HistoryItem[];
  next: string | null;
  loadingMore: boolean;
}

const LOADING: HistoryState = { status: 'loading', items: [], next: null, loadingMore: false };

function withoutDuplicates(first: readonly HistoryItem[], rest: readonly HistoryItem[]): HistoryItem[] {
  const ids = new Set(first.map((item) => item.id));
  return [...first, ...rest.filter((item) => !ids.has(item.id))];
}

export function useHistory(address: string | undefined, chain: CaipNetworkId | undefined) {
  const gangway = useGangway();
  const sentStore = useMemo(() => sentTransactions(gangway), [gangway]);
  const sent = useStore(sentStore, (state) => state.items);
  const [state, setState] = useState<HistoryState>(LOADING);
  // Answers for an account or network no longer shown are dropped.
  const key = `${address}|${chain}`;
  const current = useRef(key);
  current.current = key;

  const fetchPage = useCallback(
    async (cursor?: string): Promise<HistoryResponse | undefined> => {
      if (!address || !chain) return undefined;
      const services = await gangway.services();
      if (!services) throw new Error('no server');
      const page = await services.api.getHistory({ address, chainId: chain, cursor });
      sentStore.getState().seen(new Set(page.data.map((item) => item.id)));
      return page;
    },
    [gangway, address, chain, sentStore],
  );

  const fail = useCallback(
    () => setState({ status: 'failed', items: [], next: null, loadingMore: false }),
    [],
  );

  const loadFirst = useCallback(async () => {
    const asked = key;
    try {
      const page = await fetchPage();
      if (!page || current.current !== asked) return;
      setState((previous) => ({
        status: 'ready',
        items: withoutDuplicates(page.data, previous.status === 'ready' ? previous.items : []),
        next:
          previous.status === 'ready' && previous.items.length > page.data.length ? previous.next : page.next,
        loadingMore: false,
      }));
    } catch {
      if (current.current === asked) fail();
    }
  }, [fetchPage, key, fail]);

  const loadMore = useCallback(async () => {
    const asked = key;
    const cursor = state.next;
    if (!cursor || state.loadingMore) return;
    setState((previous) => ({ ...previous, loadingMore: true }));
    try {
      const page = await fetchPage(cursor);
      if (!page || current.current !== asked) return;
      setState((previous) => ({
        status: 'ready',
        items: withoutDuplicates(previous.items, page.data),
        next: page.next,
        loadingMore: false,
      }));
    } catch {
      if (current.current === asked) fail();
    }
  }, [fetchPage, key, state.next, state.loadingMore, fail]);

  const retry = useCallback(() => {
    setState(LOADING);
    void loadFirst();
  }, [loadFirst]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or network starts over.
  useEffect(() => {
    setState(LOADING);
    void loadFirst();
  }, [key]);

  const items = useMemo(() => mergeHistory(sent, state.items), [sent, state.items]);
  const pending = items.some((item) => item.metadata.status === 'pending' && item.metadata.chain === chain);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void loadFirst(), HISTORY_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, loadFirst]);

  return { ...state, items, loadMore, retry };
}
