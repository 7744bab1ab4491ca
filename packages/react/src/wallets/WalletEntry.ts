import type { Connector } from '@gangway/core';

/** One wallet in a list: an installed connector today; a directory wallet (no connector yet) later. */
export interface WalletEntry {
  id: string;
  name: string;
  imageUrl?: string | undefined;
  /** Present when the wallet can connect right here (installed or announced). */
  connector?: Connector;
  tag?: 'recent' | 'installed';
}

/** Where a wallet list gets its wallets: the installed ones now; the paged, searchable directory next. */
export interface WalletListSource {
  wallets: readonly WalletEntry[];
  /** True while a page is being fetched (never for installed wallets). */
  loading: boolean;
}
