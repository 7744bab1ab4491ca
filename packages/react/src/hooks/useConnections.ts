import {
  type ConnectionParams,
  disconnectConnection,
  getConnections,
  switchConnection,
  type WalletConnection,
  watchConnections,
} from '@gangway/core';
import type { ChainNamespace } from '@gangway/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

/**
 * Every wallet connected in `namespace` (the active one when omitted), the one in use first; re-renders when they
 * change. Needs the project's remote `multiWallet` feature: without it the subscription is refused with the info
 * alert 'Multi-Wallet Not Enabled' and the list stays empty.
 */
export function useConnections(namespace?: ChainNamespace): { connections: readonly WalletConnection[] } {
  const gangway = useGangway();
  const [connections, setConnections] = useState<readonly WalletConnection[]>([]);
  useEffect(
    () => watchConnections(gangway, setConnections, namespace ? { namespace } : {}),
    [gangway, namespace],
  );
  return { connections };
}

export interface GangwayConnection {
  /** The wallet in use in the namespace. */
  connection: WalletConnection | undefined;
  /** Makes another of the namespace's connections the one in use (no prompt). */
  switchConnection(params: Omit<ConnectionParams, 'namespace'>): Promise<void>;
  /** Disconnects one of the namespace's connections and keeps the others. */
  disconnect(params: Omit<ConnectionParams, 'namespace'>): Promise<void>;
}

/**
 * The connection in use in `namespace` (the active one when omitted), and switching or disconnecting one of several.
 * Those two need the remote `multiWallet` feature: without it they reject with 'Multi-Wallet Not Enabled' and raise
 * its info alert.
 */
export function useConnection(namespace?: ChainNamespace): GangwayConnection {
  const gangway = useGangway();
  const activeNamespace = useStore(gangway.connections, (state) => state.activeNamespace);
  const target = namespace ?? activeNamespace;
  const held = useStore(gangway.connections, (state) => state.namespaces[target]);
  const connection = useMemo(
    () => (held ? getConnections(gangway, target).find((candidate) => candidate.isActive) : undefined),
    [gangway, target, held],
  );
  return {
    connection,
    switchConnection: (params) => switchConnection(gangway, { ...params, namespace: target }),
    disconnect: (params) => disconnectConnection(gangway, { ...params, namespace: target }),
  };
}
