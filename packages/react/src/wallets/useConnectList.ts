import { offersWalletConnect } from '@gangway/core/internal';
import type { ChainNamespace } from '@gangway/protocol';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useConnectors } from '../hooks/useConnectors.ts';
import { useGangway } from '../hooks/useGangway.ts';
import { connectList } from './connectList.ts';
import { useRecentWalletIds } from './useRecentWalletIds.ts';
import type { WalletListEntry } from './WalletEntry.ts';

export interface ConnectWallets {
  entries: WalletListEntry[];
  /** Wallets in the directory, once it has answered; undefined before (or without a server). */
  directoryCount: number | undefined;
  /** Installed wallets shown (for the empty state and the count without a server). */
  installedCount: number;
}

/**
 * The Connect view's wallets from the connector and directory stores; installed ones are there at once. With
 * `only`, the wallets of that family alone.
 */
export function useConnectList(only?: ChainNamespace): ConnectWallets {
  const gangway = useGangway();
  const connectors = useConnectors();
  const recentIds = useRecentWalletIds();
  const order = useStore(gangway.features, (state) => state.local.connectorTypeOrder);
  const featured = useStore(gangway.directory, (state) => state.featured);
  const recommended = useStore(gangway.directory, (state) => state.recommended);
  const excluded = useStore(gangway.directory, (state) => state.excludedWallets);
  const status = useStore(gangway.directory, (state) => state.status);
  const count = useStore(gangway.directory, (state) => state.count);
  const prefer = useStore(gangway.connections, (state) => state.activeNamespace);
  const { options } = gangway;
  const hasServer = Boolean(options.apiUrl && options.projectId);
  const directoryPending = hasServer && (status === 'idle' || status === 'loading');
  const entries = useMemo(
    () =>
      connectList({
        order,
        connectors,
        recentIds,
        featured,
        recommended,
        customWallets: options.customWallets ?? [],
        excluded,
        directoryPending,
        // Places are held for the wallets sure to arrive: the featured ids. Without them the directory's certified
        // wallets are featured (SPEC §9's default 4), and a directory may have none.
        featuredCount: options.featuredWalletIds?.length ?? 0,
        imageUrl: gangway.imageUrl,
        family: { prefer, only },
        walletConnect: !only && offersWalletConnect(options),
      }),
    [
      order,
      connectors,
      recentIds,
      featured,
      recommended,
      excluded,
      directoryPending,
      options,
      gangway,
      prefer,
      only,
    ],
  );
  const installedCount = entries.filter((entry) => 'connector' in entry && entry.connector).length;
  return { entries, directoryCount: status === 'ready' ? count : undefined, installedCount };
}
