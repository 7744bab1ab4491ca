// One wallet, several families: the connectors a wallet announces in each family it speaks, as one entry of the
// Connect list (what identifies a wallet is walletIdentity.ts).
import { CHAIN_NAMESPACES } from '@gangway/protocol';
import type { Connector } from './Connector.ts';
import { walletsOf } from './walletIdentity.ts';

const familyRank = (connector: Connector) => CHAIN_NAMESPACES.indexOf(connector.chain);

/** Connectors grouped by wallet, in the order each wallet first appears; each group by family. */
export function groupByWallet(connectors: readonly Connector[]): Connector[][] {
  return walletsOf(connectors).map((group) => group.sort((a, b) => familyRank(a) - familyRank(b)));
}
