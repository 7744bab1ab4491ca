// Multi-wallet for integrators (SPEC §3 remote feature multiWallet, §6, §8): every connection of a namespace, and
// the two things done to one of them. Functions over the instance, not methods on it, so a page that never uses
// them carries none of their bytes; the React hooks useConnections() and useConnection() are these.
import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { ConnectionAccount } from '../accounts/AccountState.ts';
import type { ConnectionParams } from '../actions/multiWallet.ts';
import type { Gangway } from '../client/createGangway.ts';
import type { ConnectorType } from '../connectors/Connector.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';

export type { ConnectionParams };

/** One wallet connected in a namespace (SPEC §3 Connection, with its wallet's name and icon). */
export interface WalletConnection {
  connectorId: string;
  namespace: ChainNamespace;
  name: string;
  icon?: string;
  type?: ConnectorType;
  /** The address in use: the first of `accounts`. */
  address: string;
  accounts: readonly ConnectionAccount[];
  /** The network the wallet is on. */
  caipNetworkId: CaipNetworkId;
  /** Whether this is the namespace's connection in use (the account, signing and sending follow it). */
  isActive: boolean;
}

/** The connections of `namespace` (the active one when omitted), the one in use first, then the most recent. */
export function getConnections(gangway: Gangway, namespace?: ChainNamespace): WalletConnection[] {
  const state = gangway.connections.getState();
  const target = namespace ?? state.activeNamespace;
  const { connections, current } = namespaceState(state, target);
  const connectors = gangway.connectors.getState();
  return connections
    .filter((connection) => connection.accounts.length > 0)
    .map((connection) => {
      const connector = findConnector(connectors, connection.connectorId, target);
      return {
        connectorId: connection.connectorId,
        namespace: target,
        name: connector?.name ?? connection.connectorId,
        ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
        ...(connector ? { type: connector.type } : {}),
        address: connection.accounts[0]?.address ?? '',
        accounts: connection.accounts,
        caipNetworkId: connection.caipNetworkId,
        isActive: connection.connectorId === current,
      };
    })
    .sort((a, b) => Number(b.isActive) - Number(a.isActive));
}

/**
 * Whether multi-wallet is on for this project (SPEC §6: the remote `multiWallet` feature; basic mode turns it off).
 * Before the modal was first opened the project's configuration is asked for here, so the answer is the server's.
 */
export async function isMultiWalletEnabled(gangway: Gangway): Promise<boolean> {
  const features = gangway.features.getState();
  if (!gangway.options.basic && !features.remoteLoaded)
    await gangway.services()?.then((api) => api.configure());
  return gangway.features.getState().remote.multiWallet;
}

function sameConnections(a: readonly WalletConnection[], b: readonly WalletConnection[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Calls `onChange` with the namespace's connections now and on every change; returns the unsubscribe. With
 * multi-wallet off it is refused: the info alert 'Multi-Wallet Not Enabled' (SPEC §6, §8) and no calls.
 */
export function watchConnections(
  gangway: Gangway,
  onChange: (connections: WalletConnection[]) => void,
  options: { namespace?: ChainNamespace } = {},
): () => void {
  let stops: (() => void)[] = [];
  let stopped = false;
  void isMultiWalletEnabled(gangway).then((enabled) => {
    if (stopped) return;
    if (!enabled) {
      gangway.alert.getState().show('MULTI_WALLET_NOT_ENABLED_CONNECTIONS', 'info');
      return;
    }
    let last: WalletConnection[] | undefined;
    const emit = () => {
      const next = getConnections(gangway, options.namespace);
      if (last && sameConnections(last, next)) return;
      last = next;
      onChange(next);
    };
    stops = [gangway.connections.subscribe(emit), gangway.connectors.subscribe(emit)];
    emit();
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

async function requireMultiWallet(gangway: Gangway) {
  if (await isMultiWalletEnabled(gangway)) return import('../actions/multiWallet.ts');
  gangway.alert.getState().show('MULTI_WALLET_NOT_ENABLED_CONNECTION', 'info');
  throw new GangwayError('MULTI_WALLET_NOT_ENABLED', { category: 'CONFIGURATION_ERROR' });
}

/** Makes one of the namespace's connections the one in use (no prompt). Refused with multi-wallet off. */
export async function switchConnection(gangway: Gangway, params: ConnectionParams): Promise<void> {
  return (await requireMultiWallet(gangway)).switchConnection(gangway, params);
}

/** Disconnects one connection and keeps the others. Refused with multi-wallet off (use disconnect()). */
export async function disconnectConnection(gangway: Gangway, params: ConnectionParams): Promise<void> {
  return (await requireMultiWallet(gangway)).disconnectConnection(gangway, params);
}
