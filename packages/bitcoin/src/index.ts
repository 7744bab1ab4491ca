export {
  type BitcoinAddressNetwork,
  type BitcoinAddressType,
  isBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from './address/bitcoinAddress.ts';
export { type BitcoinAdapterOptions, bitcoinAdapter } from './bitcoinAdapter.ts';
export type { BitcoinConnector } from './discovery/bitcoinDiscovery.ts';
export { esploraUrl } from './esplora/esploraUrl.ts';
export { bip122NetworkId, isBip122NetworkId } from './network/bip122Caip.ts';
export { BITCOIN_CHAINS, type BitcoinChainInfo } from './network/bitcoinNetworks.ts';
