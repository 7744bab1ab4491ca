import type { BitcoinAddressNetwork } from '@gangway/protocol';
import { NETWORK, TEST_NETWORK } from '@scure/btc-signer';

type BtcSignerNetwork = typeof NETWORK;

/** @scure/btc-signer's address parameters for each address format; regtest is testnet with its own bech32 prefix. */
export const BTC_SIGNER_NETWORKS: Readonly<Record<BitcoinAddressNetwork, BtcSignerNetwork>> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
};
