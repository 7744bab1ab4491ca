export { type BitcoinAdapterOptions, bitcoinAdapter } from './bitcoinAdapter.ts';
export type { BitcoinConnector } from './discovery/bitcoinDiscovery.ts';
export { bip122NetworkId, isBip122NetworkId } from './network/bip122Caip.ts';
