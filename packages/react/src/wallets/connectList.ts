// The wallet method of the Connect view: SPEC §9's connector type order, each wallet shown once (SPEC §5).
import type { Connector, CustomWallet } from '@gangway/core';
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from '@gangway/core/internal';
import {
  type ConnectorTypeOrderKey,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  RECOMMENDED_WALLETS_COUNT,
  type WalletListing,
} from '@gangway/protocol';
import type { WalletListEntry } from './WalletEntry.ts';
import {
  type FamilyChoice,
  fromCustomWallet,
  fromListing,
  type ImageUrlOf,
  installedWallets,
} from './walletEntries.ts';
import { isSameWallet, type WalletIdentity } from './walletMatch.ts';

export interface ConnectListInput {
  order: readonly ConnectorTypeOrderKey[];
  connectors: readonly Connector[];
  recentIds: readonly string[];
  featured: readonly WalletListing[];
  /** Candidates in the directory's order; the first four not shown elsewhere (nor installed) are recommended. */
  recommended: readonly WalletListing[];
  customWallets: readonly CustomWallet[];
  excluded: readonly WalletIdentity[];
  /** The directory is still on its way: featured and recommended wallets keep their places with placeholders. */
  directoryPending: boolean;
  /** Places held for featured wallets while the directory is pending. */
  featuredCount: number;
  imageUrl: ImageUrlOf;
  family: FamilyChoice;
  /** A WalletConnect relay is configured: the list opens with WalletConnect (SPEC §9 connector type order). */
  walletConnect?: boolean;
}

/** With a family asked for, only directory wallets that list one of its chains. */
function speaksFamily(wallet: WalletListing, family: FamilyChoice): boolean {
  return !family.only || wallet.chains.some((chain) => chain.startsWith(`${family.only}:`));
}

/**
 * The wallets in the configured order: recent, installed, featured, custom, external, recommended by default.
 * A directory wallet that is installed shows once, as installed; a recent wallet shows once; groups the order
 * leaves out follow in the default order, so no wallet is lost to a partial setting.
 */
export function connectList(input: ConnectListInput): WalletListEntry[] {
  const installed = installedWallets(input.connectors, input.recentIds, input.excluded, input.family);
  const shownIds = new Set<string>();
  const placeholders = (group: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `${group}-${index}`, placeholder: true as const }));
  // Placeholders and wallets are as many, so nothing moves when the directory answers.
  const directory = (group: string, wallets: readonly WalletListing[], count: number) => {
    if (input.directoryPending) return placeholders(group, count);
    return wallets
      .filter((wallet) => !shownIds.has(wallet.id) && speaksFamily(wallet, input.family))
      .filter((wallet) => !installed.connectors.some((connector) => isSameWallet(connector, wallet)))
      .slice(0, count)
      .map((wallet) => fromListing(wallet, input.imageUrl));
  };
  const groups: Record<ConnectorTypeOrderKey, () => WalletListEntry[]> = {
    walletConnect: () =>
      input.walletConnect ? [{ id: WALLET_CONNECT_CONNECTOR_ID, name: WALLET_CONNECT_NAME }] : [],
    recent: () => installed.recent,
    injected: () => installed.injected,
    featured: () => directory('featured', input.featured, input.featuredCount),
    custom: () =>
      input.family.only
        ? []
        : input.customWallets.filter((wallet) => !shownIds.has(wallet.id)).map(fromCustomWallet),
    external: () => installed.external,
    recommended: () => directory('recommended', input.recommended, RECOMMENDED_WALLETS_COUNT),
  };
  const order = new Set([...input.order, ...DEFAULT_CONNECTOR_TYPE_ORDER]);
  return [...order].flatMap((key) => {
    const entries = groups[key]();
    for (const entry of entries) if (!('placeholder' in entry)) shownIds.add(entry.id);
    return entries;
  });
}
