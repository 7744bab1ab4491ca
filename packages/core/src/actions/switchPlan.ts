// SPEC §4 Network switching across families: what a switch to `network` takes, decided from the state alone so
// the Networks view can show the right step before core does it.
import type { Connector } from '../connectors/Connector.ts';
import { walletsOf } from '../connectors/walletIdentity.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { type ConnectionState, namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { type ConnectorState, findConnector } from '../stores/connectorStore.ts';

export type SwitchPlan =
  /** A wallet is connected in the network's family: it switches (nothing to ask when it is already there). */
  | { kind: 'wallet'; connector: Connector; instant: boolean }
  /** The wallet in use also speaks the network's family: it connects there, with one approval and no new pick. */
  | { kind: 'connect'; connector: Connector }
  /** The wallet in use lacks the family: SwitchActiveChain explains and leads to Connect for that family. */
  | { kind: 'lacksFamily'; connector: Connector }
  /** No wallet to ask: the network just becomes active. */
  | { kind: 'direct' };

function currentConnector(
  connections: ConnectionState,
  connectors: ConnectorState,
  namespace: CaipNetwork['chainNamespace'],
): Connector | undefined {
  const { status, current } = namespaceState(connections, namespace);
  if (status !== 'connected' || current === undefined || !selectAddress(connections, namespace))
    return undefined;
  return findConnector(connectors, current, namespace);
}

export function switchPlan(
  connections: ConnectionState,
  connectors: ConnectorState,
  network: CaipNetwork,
): SwitchPlan {
  const namespace = network.chainNamespace;
  const there = currentConnector(connections, connectors, namespace);
  if (there) {
    const instant = namespaceState(connections, namespace).chain?.caipNetworkId === network.caipNetworkId;
    return { kind: 'wallet', connector: there, instant };
  }
  const inUse = currentConnector(connections, connectors, connections.activeNamespace);
  if (!inUse) return { kind: 'direct' };
  // The same wallet in the network's family, as the Connect list groups it (connectors/walletIdentity.ts).
  const sibling = walletsOf(connectors.connectors)
    .find((wallet) => wallet.includes(inUse))
    ?.find((candidate) => candidate.chain === namespace);
  return sibling ? { kind: 'connect', connector: sibling } : { kind: 'lacksFamily', connector: inUse };
}
