// The AllWallets view's wallets: installed first, then custom, then the directory, each wallet once (SPEC §5).
import type { Connector, CustomWallet } from '@gangway/core';
import type { WalletListing } from '@gangway/protocol';
import type { WalletEntry } from './WalletEntry.ts';
import {
  type FamilyChoice,
  fromCustomWallet,
  fromListing,
  type ImageUrlOf,
  installedWallets,
} from './walletEntries.ts';
import { isSameWallet, type WalletIdentity } from './walletMatch.ts';

export interface AllWalletsInput {
  connectors: readonly Connector[];
  recentIds: readonly string[];
  excluded: readonly WalletIdentity[];
  customWallets: readonly CustomWallet[];
  /** Directory wallets: the pages loaded so far, or a search's answer. */
  directory: readonly WalletListing[];
  imageUrl: ImageUrlOf;
  family: FamilyChoice;
}

/** Installed wallets (recent ones first), the custom wallets, then directory wallets that are not installed. */
export function allWalletsList(input: AllWalletsInput): WalletEntry[] {
  const installed = installedWallets(input.connectors, input.recentIds, input.excluded, input.family);
  const customIds = new Set(input.customWallets.map((wallet) => wallet.id));
  const directory = input.directory
    .filter((wallet) => !customIds.has(wallet.id))
    .filter((wallet) => !installed.connectors.some((connector) => isSameWallet(connector, wallet)))
    .map((wallet) => fromListing(wallet, input.imageUrl));
  return [
    ...installed.recent,
    ...installed.injected,
    ...installed.external,
    ...input.customWallets.map(fromCustomWallet),
    ...directory,
  ];
}

/**
 * A search: installed and custom wallets whose name holds the query (they are known here, not on the server),
 * then the directory's answer without the installed ones.
 */
export function searchList(input: AllWalletsInput & { query: string }): WalletEntry[] {
  const text = input.query.trim().toLowerCase();
  const answered = new Set(input.directory.map((wallet) => wallet.id));
  return allWalletsList(input).filter(
    (entry) =>
      (entry.walletId !== undefined && answered.has(entry.walletId)) ||
      entry.name.toLowerCase().includes(text),
  );
}
