// The Bitcoin chains Gangway knows, by CAIP-2 reference (the first 32 hex characters of the genesis block hash).

import type { CaipNetwork } from '@gangway/core';
import type { BitcoinAddressNetwork } from '@gangway/protocol';

export interface BitcoinChainInfo {
  /** The CAIP-2 reference. */
  reference: string;
  /** The Wallet Standard chain. */
  standardChain: `bitcoin:${string}`;
  /** The network's name in sats-connect (wallet_getNetwork, networkChange). */
  satsConnectName: string;
  addresses: BitcoinAddressNetwork;
}

export const BITCOIN_CHAINS: readonly BitcoinChainInfo[] = [
  ['000000000019d6689c085ae165831e93', 'mainnet', 'Mainnet', 'mainnet'],
  ['000000000933ea01ad0ee984209779ba', 'testnet', 'Testnet', 'testnet'],
  ['00000000da84f2bafbbc53dee25a72ae', 'testnet4', 'Testnet4', 'testnet'],
  ['00000008819873e925422c1ff0f99f7c', 'signet', 'Signet', 'testnet'],
  ['0f9188f13cb7b2c71f2a335e3a4fc328', 'regtest', 'Regtest', 'regtest'],
].map(([reference, chain, satsConnectName, addresses]) => ({
  reference: reference!,
  standardChain: `bitcoin:${chain}` as const,
  satsConnectName: satsConnectName!,
  addresses: addresses as BitcoinAddressNetwork,
}));

/** The chain a CaipNetwork stands for, or undefined for a bip122 chain Gangway does not know. */
export function bitcoinChainOf(network: CaipNetwork): BitcoinChainInfo | undefined {
  return BITCOIN_CHAINS.find((chain) => chain.reference === String(network.id));
}
