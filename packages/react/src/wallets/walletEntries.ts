import {
  CONNECTOR_TYPE_ORDER_KEY,
  type Connector,
  type CustomWallet,
  type Gangway,
  type WalletListing,
} from '@gangway/core';
import type { WalletEntry } from './WalletEntry.ts';
import { isExcluded, type WalletIdentity } from './walletMatch.ts';

/** Installed wallets a visitor picks: the injected and external connectors (WalletConnect and auth list apart). */
const group = (connector: Connector) => CONNECTOR_TYPE_ORDER_KEY[connector.type];

export function fromConnector(connector: Connector, tag?: WalletEntry['tag']): WalletEntry {
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    connector,
    ...(tag ? { tag } : {}),
  };
}

export type ImageUrlOf = Gangway['imageUrl'];

export function fromListing(wallet: WalletListing, imageUrl: ImageUrlOf): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: imageUrl('wallet', wallet.image_id),
    walletId: wallet.id,
  };
}

export function fromCustomWallet(wallet: CustomWallet): WalletEntry {
  return { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl, walletId: wallet.id };
}

export interface InstalledWallets {
  /** Recently used wallets that are installed, most recent first (SPEC §9: two kept). */
  recent: WalletEntry[];
  /** Announced and injected wallets. */
  injected: WalletEntry[];
  /** Connectors the integrator added (SDK wallets and the like). */
  external: WalletEntry[];
  /** Every connector above, for matching directory wallets against. */
  connectors: Connector[];
}

/** The wallets that can connect right here, minus the excluded ones, each listed once. */
export function installedWallets(
  connectors: readonly Connector[],
  recentIds: readonly string[],
  excluded: readonly WalletIdentity[],
): InstalledWallets {
  const usable = connectors.filter(
    (connector) =>
      (group(connector) === 'injected' || group(connector) === 'external') &&
      !isExcluded(connector, excluded),
  );
  const recent = recentIds
    .map((id) => usable.find((connector) => (connector.explorerId ?? connector.id) === id))
    .filter((connector): connector is Connector => connector !== undefined);
  const rest = usable.filter((connector) => !recent.includes(connector));
  return {
    recent: recent.map((connector) => fromConnector(connector, 'recent')),
    injected: rest
      .filter((connector) => group(connector) === 'injected')
      .map((connector) => fromConnector(connector, 'installed')),
    external: rest
      .filter((connector) => group(connector) === 'external')
      .map((connector) => fromConnector(connector)),
    connectors: usable,
  };
}
