import type { Connector, CustomWallet, Gangway } from '@gangway/core';
import { CONNECTOR_TYPE_ORDER_KEY, groupByWallet } from '@gangway/core/internal';
import type { ChainNamespace, WalletListing } from '@gangway/protocol';
import type { WalletEntry } from './WalletEntry.ts';
import { isExcluded, type WalletIdentity } from './walletMatch.ts';

/** Installed wallets a visitor picks: the injected and external connectors (WalletConnect and auth list apart). */
const group = (connector: Connector) => CONNECTOR_TYPE_ORDER_KEY[connector.type];

export function fromConnector(
  connector: Connector,
  tag?: WalletEntry['tag'],
  id = connector.id,
): WalletEntry {
  return {
    id,
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

/**
 * Which family's connector a wallet present in several connects with: the one asked for (`only`, after
 * SwitchActiveChain), else the active network's (`prefer`), else its first.
 */
export interface FamilyChoice {
  prefer: ChainNamespace;
  only?: ChainNamespace | undefined;
}

/** One installed wallet: the connector it connects with now, under an id that stays put whichever family is active. */
interface InstalledWallet {
  id: string;
  connector: Connector;
  all: readonly Connector[];
}

function oneEntryPerWallet(connectors: readonly Connector[], family: FamilyChoice): InstalledWallet[] {
  const target = family.only ?? family.prefer;
  return groupByWallet(connectors)
    .filter((group) => !family.only || group.some((connector) => connector.chain === family.only))
    .map((group) => {
      const [first] = group as [Connector, ...Connector[]];
      const connector = group.find((candidate) => candidate.chain === target) ?? first;
      return { id: first.id, connector, all: group };
    });
}

/**
 * The wallets that can connect right here, minus the excluded ones, each listed once however many families it
 * speaks.
 */
export function installedWallets(
  connectors: readonly Connector[],
  recentIds: readonly string[],
  excluded: readonly WalletIdentity[],
  family: FamilyChoice,
): InstalledWallets {
  const usable = connectors.filter(
    (connector) =>
      (group(connector) === 'injected' || group(connector) === 'external') &&
      !isExcluded(connector, excluded),
  );
  const wallets = oneEntryPerWallet(usable, family);
  const matches = (id: string) => (wallet: InstalledWallet) =>
    wallet.all.some((connector) => (connector.explorerId ?? connector.id) === id);
  const recent = recentIds
    .map((id) => wallets.find(matches(id)))
    .filter(
      (wallet, index, found): wallet is InstalledWallet =>
        wallet !== undefined && found.indexOf(wallet) === index,
    );
  const rest = wallets.filter((wallet) => !recent.includes(wallet));
  const entry = (tag?: WalletEntry['tag']) => (wallet: InstalledWallet) =>
    fromConnector(wallet.connector, tag, wallet.id);
  return {
    recent: recent.map(entry('recent')),
    injected: rest.filter((wallet) => group(wallet.connector) === 'injected').map(entry('installed')),
    external: rest.filter((wallet) => group(wallet.connector) === 'external').map(entry()),
    connectors: usable,
  };
}
