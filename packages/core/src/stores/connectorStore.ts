import { createStore } from 'zustand/vanilla';
import type { Connection } from '../accounts/AccountState.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import { CONNECTOR_TYPE_ORDER_KEY, type Connector } from '../connectors/Connector.ts';
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../constants.ts';

export interface ConnectorState {
  /** Every known connector, de-duplicated and ordered (SPEC §5, §9). */
  connectors: readonly Connector[];
  /** The connector in use per namespace. */
  activeConnectorId: Readonly<Partial<Record<ChainNamespace, string>>>;
  connections: Readonly<Partial<Record<ChainNamespace, readonly Connection[]>>>;
}
export interface ConnectorActions {
  /** Replaces the connectors an adapter discovered for its namespace. */
  setNamespaceConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void;
  setActive(namespace: ChainNamespace, connectorId: string | undefined, connection?: Connection): void;
}
export type ConnectorStore = ReturnType<typeof createConnectorStore>;

/** Rank in the default connector type order; among injected ones, EIP-6963 announcements before window.ethereum. */
function rank(connector: Connector): number {
  const key = CONNECTOR_TYPE_ORDER_KEY[connector.type];
  const position = key ? DEFAULT_CONNECTOR_TYPE_ORDER.indexOf(key) : DEFAULT_CONNECTOR_TYPE_ORDER.length;
  return position * 2 + (connector.type === 'INJECTED' ? 1 : 0);
}

export function connectorKey(connector: Pick<Connector, 'id' | 'name' | 'chain'>): string {
  return `${connector.chain}\u0000${connector.id}\u0000${connector.name}`;
}

/** De-duplicates by id, name and chain, keeping the first seen, and orders by connector type. */
export function dedupeAndOrder(connectors: readonly Connector[]): Connector[] {
  const seen = new Set<string>();
  const unique = connectors.filter((connector) => {
    const key = connectorKey(connector);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => rank(a.connector) - rank(b.connector) || a.index - b.index)
    .map(({ connector }) => connector);
}

/** SPEC §4: connected if it is the active one, active if among the connections, otherwise disconnected. */
export function connectorStatus(
  state: ConnectorState,
  namespace: ChainNamespace,
  connectorId: string,
): 'connected' | 'active' | 'disconnected' {
  if (state.activeConnectorId[namespace] === connectorId) return 'connected';
  if (state.connections[namespace]?.some((connection) => connection.connectorId === connectorId))
    return 'active';
  return 'disconnected';
}

export function findConnector(state: ConnectorState, connectorId: string, namespace?: ChainNamespace) {
  return state.connectors.find(
    (connector) => connector.id === connectorId && (namespace === undefined || connector.chain === namespace),
  );
}

export function createConnectorStore() {
  return createStore<ConnectorState & ConnectorActions>()((set, get) => ({
    connectors: [],
    activeConnectorId: {},
    connections: {},
    setNamespaceConnectors: (namespace, connectors) => {
      const others = get().connectors.filter((connector) => connector.chain !== namespace);
      set({ connectors: dedupeAndOrder([...others, ...connectors.filter((c) => c.chain === namespace)]) });
    },
    setActive: (namespace, connectorId, connection) => {
      const connections = { ...get().connections };
      if (connection) {
        const rest = (connections[namespace] ?? []).filter((c) => c.connectorId !== connection.connectorId);
        connections[namespace] = [connection, ...rest];
      } else if (connectorId === undefined) {
        delete connections[namespace];
      }
      set({ activeConnectorId: { ...get().activeConnectorId, [namespace]: connectorId }, connections });
    },
  }));
}
