import type { Connector, ConnectorType } from '@gangway/core';
import { useMemo } from 'react';
import { useConnectors } from '../hooks/useConnectors.ts';
import { useGangway } from '../hooks/useGangway.ts';
import type { WalletEntry, WalletListSource } from './WalletEntry.ts';

/** Connector types that stand for a wallet a visitor picks; the embedded and WalletConnect ones get their own entries. */
const WALLET_CONNECTOR_TYPES: ReadonlySet<ConnectorType> = new Set([
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'MULTI_CHAIN',
]);

function walletId(connector: Connector): string {
  return connector.explorerId ?? connector.id;
}

/** Installed and announced wallets, the recently used ones first (SPEC §9: two kept). */
export function useInstalledWallets(): WalletListSource {
  const gangway = useGangway();
  const connectors = useConnectors();
  // Storage is read once per list: recents change only when a connection is made, which closes the list.
  const recent = useMemo(() => gangway.storage.getRecentWallets(), [gangway]);
  const wallets = useMemo(() => {
    const installed = connectors.filter((connector) => WALLET_CONNECTOR_TYPES.has(connector.type));
    const recentIds = recent.map((wallet) => wallet.id);
    const rank = (connector: Connector) => {
      const index = recentIds.indexOf(walletId(connector));
      return index === -1 ? recentIds.length : index;
    };
    return installed
      .map((connector, index) => ({ connector, index }))
      .sort((a, b) => rank(a.connector) - rank(b.connector) || a.index - b.index)
      .map(
        ({ connector }): WalletEntry => ({
          id: connector.id,
          name: connector.name,
          imageUrl: connector.imageUrl,
          connector,
          tag: rank(connector) < recentIds.length ? 'recent' : 'installed',
        }),
      );
  }, [connectors, recent]);
  return { wallets, loading: false };
}
