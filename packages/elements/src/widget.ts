// The one-script-tag bundle (gangway-server's /widget/v1/gangway.js): the elements, and what a page's options need
// (networks, the adapters, WalletConnect's client), all in one ES module with lazy chunks beside it.
import type { WalletConnectOptions } from '@gangway/core';

export { bitcoinAdapter } from '@gangway/bitcoin';
export { defineNetwork, LOCALES } from '@gangway/core';
export { evmAdapter } from '@gangway/evm';
export { solanaAdapter } from '@gangway/solana';
export * from './index.ts';

/**
 * WalletConnect's client for `walletConnect: { signClient: loadSignClient }`: a page without a bundler cannot import
 * @walletconnect/sign-client itself, so the bundle carries it as a lazy chunk, loaded on the first pairing only.
 */
export const loadSignClient: NonNullable<WalletConnectOptions['signClient']> = () =>
  import('@walletconnect/sign-client');
