// What discovery needs of the Wallet Standard bitcoin features, apart from standardFeatures.ts so that the page's
// initial bundle holds only this.
import type { Wallet } from '@wallet-standard/base';

export const CONNECT_FEATURE = 'bitcoin:connect';

/** A wallet that connects on Bitcoin: what discovery lists. */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && CONNECT_FEATURE in wallet.features;
}
