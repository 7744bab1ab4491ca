// WalletConnect's client for a page without a bundler: the script-tag bundle carries it as a lazy chunk, loaded on
// the first pairing only. Pass it as `walletConnect: { signClient: loadSignClient }`.
import type { WalletConnectOptions } from '@gangway/core';

export const loadSignClient: NonNullable<WalletConnectOptions['signClient']> = () =>
  import('@walletconnect/sign-client');
