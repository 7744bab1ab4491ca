// The one place connection state lives, per namespace (shaped like wagmi's State: connections, current, status,
// chain). Address and CAIP address are selectors over it; storage mirrors it through one subscriber
// (storage/persistConnections.ts).

import type { CaipAddress, ChainNamespace } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';
import type { Connection, ConnectionStatus } from '../accounts/AccountState.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';

export interface NamespaceConnectionState {
  /** The wallets connected in this namespace, the most recent first. */
  connections: readonly Connection[];
  /** The connector id of the connection in use. */
  current: string | undefined;
  status: ConnectionStatus;
  /** The active network of the namespace: a requested network, or the placeholder for one the app did not request. */
  chain: CaipNetwork | undefined;
}

export interface ConnectionState {
  namespaces: Readonly<Partial<Record<ChainNamespace, NamespaceConnectionState>>>;
  activeNamespace: ChainNamespace;
}

/** One namespace's part of a connection: a wallet may connect in several namespaces at once. */
export interface NamespaceConnection {
  connection: Connection;
  chain: CaipNetwork;
}

export interface ConnectionActions {
  setStatus(namespace: ChainNamespace, status: ConnectionStatus): void;
  /** Makes each connection the current one of its namespace, connected and on its chain, in one update. */
  connected(parts: readonly NamespaceConnection[]): void;
  /** Changes one connection's accounts or network, whether it is the one in use or not. */
  updateConnection(
    namespace: ChainNamespace,
    connectorId: string,
    change: Partial<Pick<Connection, 'accounts' | 'caipNetworkId'>>,
  ): void;
  /** Sets the namespace's active network (and its current connection's), and makes the namespace active. */
  setChain(chain: CaipNetwork, options?: { activate?: boolean }): void;
  /** Forgets the namespace's connections (disconnected, the chain kept), or puts back what a snapshot holds. */
  clear(namespace: ChainNamespace, to?: Partial<NamespaceConnectionState>): void;
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;

const DISCONNECTED: Omit<NamespaceConnectionState, 'chain'> = {
  connections: [],
  current: undefined,
  status: 'disconnected',
};

export function namespaceState(state: ConnectionState, namespace: ChainNamespace): NamespaceConnectionState {
  return state.namespaces[namespace] ?? { ...DISCONNECTED, chain: undefined };
}

export function currentConnection(state: ConnectionState, namespace: ChainNamespace): Connection | undefined {
  const { current, connections } = namespaceState(state, namespace);
  return current === undefined
    ? undefined
    : connections.find((connection) => connection.connectorId === current);
}

/** The address in use in `namespace`: the current connection's first account. */
export function selectAddress(state: ConnectionState, namespace: ChainNamespace): string | undefined {
  return currentConnection(state, namespace)?.accounts[0]?.address;
}

/** CAIP-10 id of the address in use, on the namespace's active network. */
export function selectCaipAddress(
  state: ConnectionState,
  namespace: ChainNamespace,
): CaipAddress | undefined {
  const address = selectAddress(state, namespace);
  const chain = namespaceState(state, namespace).chain;
  return address && chain ? (`${chain.caipNetworkId}:${address}` as CaipAddress) : undefined;
}

export function activeNetwork(state: ConnectionState): CaipNetwork | undefined {
  return namespaceState(state, state.activeNamespace).chain;
}

export function connectedNamespaces(state: ConnectionState): ChainNamespace[] {
  return (Object.keys(state.namespaces) as ChainNamespace[]).filter(
    (namespace) => namespaceState(state, namespace).current !== undefined,
  );
}

/** SPEC §4: connected if it is the current one, active if among the connections, otherwise disconnected. */
export function connectorStatus(
  state: ConnectionState,
  namespace: ChainNamespace,
  connectorId: string,
): 'connected' | 'active' | 'disconnected' {
  const { current, connections } = namespaceState(state, namespace);
  if (current === connectorId) return 'connected';
  if (connections.some((connection) => connection.connectorId === connectorId)) return 'active';
  return 'disconnected';
}

/** `initial` is the active network; every other namespace starts on its first requested network. */
export function createConnectionStore(requested: readonly CaipNetwork[], initial: CaipNetwork) {
  const namespaces: Partial<Record<ChainNamespace, NamespaceConnectionState>> = {};
  for (const network of requested) namespaces[network.chainNamespace] ??= { ...DISCONNECTED, chain: network };
  namespaces[initial.chainNamespace] = { ...DISCONNECTED, chain: initial };

  return createStore<ConnectionState & ConnectionActions>()((set, get) => {
    const patch = (namespace: ChainNamespace, change: Partial<NamespaceConnectionState>) => ({
      namespaces: { ...get().namespaces, [namespace]: { ...namespaceState(get(), namespace), ...change } },
    });
    return {
      namespaces,
      activeNamespace: initial.chainNamespace,
      setStatus: (namespace, status) => set(patch(namespace, { status })),
      connected: (parts) => {
        const next = { ...get().namespaces };
        for (const { connection, chain } of parts) {
          const namespace = chain.chainNamespace;
          const previous = namespaceState(get(), namespace);
          const rest = previous.connections.filter((c) => c.connectorId !== connection.connectorId);
          next[namespace] = {
            connections: [connection, ...rest],
            current: connection.connectorId,
            status: 'connected',
            chain,
          };
        }
        set({ namespaces: next });
      },
      updateConnection: (namespace, connectorId, change) => {
        const { connections } = namespaceState(get(), namespace);
        set(
          patch(namespace, {
            connections: connections.map((connection) =>
              connection.connectorId === connectorId ? { ...connection, ...change } : connection,
            ),
          }),
        );
      },
      setChain: (chain, options = {}) => {
        const namespace = chain.chainNamespace;
        const { connections, current } = namespaceState(get(), namespace);
        set({
          ...patch(namespace, {
            chain,
            connections: connections.map((connection) =>
              connection.connectorId === current
                ? { ...connection, caipNetworkId: chain.caipNetworkId }
                : connection,
            ),
          }),
          ...(options.activate === false ? {} : { activeNamespace: namespace }),
        });
      },
      clear: (namespace, to = DISCONNECTED) => set(patch(namespace, to)),
    };
  });
}
