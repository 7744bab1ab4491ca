export { LEGACY_CONNECTOR_ID } from './discovery/walletDiscovery.ts';
export { evmAdapter } from './evmAdapter.ts';
export type { Eip1193Provider, EvmAdapterOptions, EvmConnector } from './types.ts';
