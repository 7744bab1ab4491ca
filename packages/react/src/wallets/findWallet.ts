import type { CustomWallet } from '@gangway/core';
import type { DirectoryState } from '@gangway/core/internal';
import type { WalletListing } from '@gangway/protocol';

/** A wallet picked from a list, as GetWallet shows it: from the directory or the integrator's custom wallets. */
export type KnownWallet =
  | { source: 'directory'; wallet: WalletListing }
  | { source: 'custom'; wallet: CustomWallet };

/** Looks a wallet id up in every directory list loaded so far, then among the custom wallets. */
export function findWallet(
  directory: Pick<DirectoryState, 'featured' | 'recommended' | 'wallets' | 'search'>,
  customWallets: readonly CustomWallet[] | undefined,
  walletId: string,
): KnownWallet | undefined {
  for (const list of [directory.featured, directory.recommended, directory.wallets, directory.search]) {
    const wallet = list.find((candidate) => candidate.id === walletId);
    if (wallet) return { source: 'directory', wallet };
  }
  const custom = customWallets?.find((candidate) => candidate.id === walletId);
  return custom ? { source: 'custom', wallet: custom } : undefined;
}
