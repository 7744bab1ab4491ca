// bitcoinjs-lib needs a secp256k1 backend before it can build or check Taproot outputs; every module that
// touches P2TR imports the network from here so the library is ready whichever module loads first.
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks } from 'bitcoinjs-lib';

initEccLib(ecc);

/** Regtest: bech32 hrp `bcrt`, base58 prefixes of testnet. */
export const REGTEST = networks.regtest;

export { REGTEST_CAIP_NETWORK_ID, REGTEST_GENESIS_HASH } from './chain-params.ts';
