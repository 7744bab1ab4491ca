export type { SolanaConnector } from './discovery/walletStandardDiscovery.ts';
export { walletStandardChain } from './network/solanaChain.ts';
export { solanaAdapter } from './solanaAdapter.ts';
