import type { ChainNamespace } from '@gangway/protocol';
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';
import { CONNECTOR_TYPE_ORDER_KEY, type Connector } from '../connectors/Connector.ts';

/**
 * Where connectors come from: an adapter's discovery (`adapter:eip155`, …) or a connector core owns itself
 * (WalletConnect, the embedded wallet). A source replaces only its own list, so one never wipes another's.
 */
export type ConnectorSource = `adapter:${ChainNamespace}` | `core:${string}`;

export interface ConnectorState {
  bySource: Readonly<Partial<Record<ConnectorSource, readonly Connector[]>>>;
  /** Every known connector over all sources, de-duplicated and ordered (SPEC §5, §9). */
  connectors: readonly Connector[];
}
export interface ConnectorActions {
  /** Replaces the connectors of one source. */
  setSourceConnectors(source: ConnectorSource, connectors: readonly Connector[]): void;
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

/** De-duplicates by id, name and chain, keeping the first seen, and orders by connector type (a stable sort). */
export function dedupeAndOrder(connectors: readonly Connector[]): Connector[] {
  const seen = new Set<string>();
  const unique = connectors.filter((connector) => {
    const key = connectorKey(connector);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => rank(a) - rank(b));
}

export function findConnector(state: ConnectorState, connectorId: string, namespace?: ChainNamespace) {
  return state.connectors.find(
    (connector) => connector.id === connectorId && (namespace === undefined || connector.chain === namespace),
  );
}

export function createConnectorStore() {
  return createStore<ConnectorState & ConnectorActions>()((set, get) => ({
    bySource: {},
    connectors: [],
    setSourceConnectors: (source, connectors) => {
      const bySource = { ...get().bySource, [source]: connectors };
      set({ bySource, connectors: dedupeAndOrder(Object.values(bySource).flat()) });
    },
  }));
}
