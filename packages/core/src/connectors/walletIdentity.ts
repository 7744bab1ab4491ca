// What tells one wallet from another across families (SPEC §5): the Wallet Standard wallet object two families
// share, the rdns, the directory id. The name decides only when none of those can.
import type { Connector } from './Connector.ts';

function isSameWallet(a: Connector, b: Connector): boolean {
  if (a.provider && a.provider === b.provider) return true;
  if (a.info?.rdns && b.info?.rdns) return a.info.rdns === b.info.rdns;
  if (a.explorerId && b.explorerId) return a.explorerId === b.explorerId;
  // Never two of one discovery: it lists each wallet once in its family (EIP-6963 by rdns, the Wallet Standard by
  // its object).
  return a.name === b.name && (a.chain !== b.chain || a.type !== 'ANNOUNCED' || b.type !== 'ANNOUNCED');
}

/** Connectors grouped by wallet, in the order each wallet first appears. */
export function walletsOf(connectors: readonly Connector[]): Connector[][] {
  const groups: Connector[][] = [];
  for (const connector of connectors) {
    const group = groups.find((members) => members.every((member) => isSameWallet(member, connector)));
    if (group) group.push(connector);
    else groups.push([connector]);
  }
  return groups;
}
