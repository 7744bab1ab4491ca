// One wallet, several families: its connectors share a name (see Connector.name).
import { CHAIN_NAMESPACES } from '../caip/namespaces.ts';
import type { Connector } from './Connector.ts';

const familyRank = (connector: Connector) => CHAIN_NAMESPACES.indexOf(connector.chain);

/** Connectors grouped by wallet, in the order each wallet first appears; each group by family. */
export function groupByWallet(connectors: readonly Connector[]): Connector[][] {
  const groups = new Map<string, Connector[]>();
  for (const connector of connectors)
    groups.set(connector.name, [...(groups.get(connector.name) ?? []), connector]);
  return [...groups.values()].map((group) => group.sort((a, b) => familyRank(a) - familyRank(b)));
}
