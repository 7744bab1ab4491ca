import { useMemo } from 'react';
import { useGangway } from '../hooks/useGangway.ts';

/** Ids of the recently used wallets, most recent first. */
export function useRecentWalletIds(): readonly string[] {
  const gangway = useGangway();
  // Storage is read once per list: recents change only when a connection is made, which closes the list.
  return useMemo(() => gangway.storage.getRecentWallets().map((wallet) => wallet.id), [gangway]);
}
