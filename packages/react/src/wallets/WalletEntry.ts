import type { Connector } from '@gangway/core';

/** One wallet in a list: an installed connector, or a directory or custom wallet that is not installed. */
export interface WalletEntry {
  /** Unique in its list; it ends up in the test id. */
  id: string;
  name: string;
  imageUrl?: string | undefined;
  /** Present when the wallet can connect right here (installed or announced). */
  connector?: Connector;
  /** A directory or custom wallet without a connector: selecting it opens GetWallet for this id. */
  walletId?: string;
  tag?: 'recent' | 'installed';
}

/** The place of a directory wallet that has not arrived yet. */
export interface WalletPlaceholder {
  id: string;
  placeholder: true;
}

export type WalletListEntry = WalletEntry | WalletPlaceholder;
