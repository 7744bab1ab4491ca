// One wallet, several families: a wallet that speaks EVM, Solana and Bitcoin announces one connector per family
// (EIP-6963, Wallet Standard, sats-connect). They are the same wallet when their names match (SPEC §5: connectors
// are told apart by id, name and chain), so the Connect list shows it once and a switch can stay with it.
import { CHAIN_NAMESPACES, type ChainNamespace } from '../caip/namespaces.ts';
import type { Connector } from './Connector.ts';

/** What makes two connectors the same wallet. */
export function walletKey(connector: Pick<Connector, 'name'>): string {
  return connector.name.trim().toLowerCase();
}

const familyRank = (connector: Connector) => CHAIN_NAMESPACES.indexOf(connector.chain);

/** The connector of the same wallet in `namespace`, when the wallet speaks that family. */
export function siblingConnector(
  connectors: readonly Connector[],
  connector: Connector,
  namespace: ChainNamespace,
): Connector | undefined {
  if (connector.chain === namespace) return connector;
  const key = walletKey(connector);
  return connectors.find((candidate) => candidate.chain === namespace && walletKey(candidate) === key);
}

/** Connectors grouped by wallet, in the order each wallet first appears. */
export function groupByWallet(connectors: readonly Connector[]): Connector[][] {
  const groups = new Map<string, Connector[]>();
  for (const connector of connectors) {
    const key = walletKey(connector);
    groups.set(key, [...(groups.get(key) ?? []), connector]);
  }
  return [...groups.values()].map((group) => group.sort((a, b) => familyRank(a) - familyRank(b)));
}
