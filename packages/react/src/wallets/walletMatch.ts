import type { Connector } from '@gangway/core';

/** What identifies a wallet across sources: the directory's rdns and name (SPEC §5), and its directory id. */
export interface WalletIdentity {
  id?: string;
  rdns: string | null;
  name: string;
}

const normalize = (name: string) => name.trim().toLowerCase();

function connectorRdns(connector: Connector): string | undefined {
  return connector.info?.rdns;
}

/** An installed connector and a directory wallet are the same wallet when their rdns, explorer id or name agree. */
export function isSameWallet(connector: Connector, wallet: WalletIdentity): boolean {
  const rdns = connectorRdns(connector);
  return (
    (wallet.rdns !== null && rdns !== undefined && rdns === wallet.rdns) ||
    (wallet.id !== undefined && connector.explorerId === wallet.id) ||
    normalize(connector.name) === normalize(wallet.name)
  );
}

/** SPEC §5: excluded wallet ids hide installed wallets too, matched by rdns or name. */
export function isExcluded(connector: Connector, excluded: readonly WalletIdentity[]): boolean {
  return excluded.some((wallet) => isSameWallet(connector, { rdns: wallet.rdns, name: wallet.name }));
}
