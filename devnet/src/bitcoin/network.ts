// bitcoinjs-lib needs a secp256k1 backend before it can build or check Taproot outputs; every module that
// touches P2TR imports the network from here so the library is ready whichever module loads first.
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks } from 'bitcoinjs-lib';

initEccLib(ecc);

/** Regtest: bech32 hrp `bcrt`, base58 prefixes of testnet. */
export const REGTEST = networks.regtest;

/** The real regtest genesis block hash, so `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` names this chain. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

/** CAIP-2 id of regtest: the first 32 hex characters of its genesis block hash. */
export const REGTEST_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}` as const;
