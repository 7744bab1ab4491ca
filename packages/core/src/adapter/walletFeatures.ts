// Wallet Standard features, for the adapters that discover wallets through it (Solana, Bitcoin). Structural, so
// core does not depend on @wallet-standard.
import { GangwayError } from '@gangway/protocol';

/** What core needs of a Wallet Standard wallet: its features by name. */
export interface WalletWithFeatures {
  readonly features: Readonly<Record<string, unknown>>;
}

/** The feature's object, or undefined when the wallet does not have it. */
export function walletFeature<F>(wallet: WalletWithFeatures, name: string): F | undefined {
  return wallet.features[name] as F | undefined;
}

/** The feature's object; WALLET_REQUEST_FAILED naming it when the wallet does not have it. */
export function requireWalletFeature<F>(wallet: WalletWithFeatures, name: string): F {
  const found = walletFeature<F>(wallet, name);
  if (!found) {
    throw new GangwayError('WALLET_REQUEST_FAILED', {
      method: name,
      reason: 'the wallet does not support it',
    });
  }
  return found;
}
