export { LEGACY_CONNECTOR_ID } from './discovery/walletDiscovery.ts';
export { evmAdapter } from './evmAdapter.ts';
export type { DiscoveredWallet, Eip1193Provider, EvmAdapterOptions } from './types.ts';
