export type { SolanaConnector } from './discovery/walletStandardDiscovery.ts';
export { walletStandardChain } from './network/solanaChain.ts';
export { solanaAdapter } from './solanaAdapter.ts';
export { SOLANA_SIGNATURE_FEE_LAMPORTS } from './transfer/solanaFees.ts';
