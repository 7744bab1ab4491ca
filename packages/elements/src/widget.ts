// The one-script-tag bundle (gangway-server's /widget/v1/gangway.js): the elements, and what a page's options need
// (networks, the adapters, WalletConnect's client), all in one ES module with lazy chunks beside it.

export { bitcoinAdapter } from '@gangway/bitcoin';
export { defineNetwork, LOCALES } from '@gangway/core';
export { evmAdapter } from '@gangway/evm';
export { solanaAdapter } from '@gangway/solana';
export * from './index.ts';
export { loadSignClient } from './loadSignClient.ts';
