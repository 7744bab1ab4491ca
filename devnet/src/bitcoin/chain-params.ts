// Regtest's identity without bitcoinjs-lib, so browser code (the dev wallet) can share it with the Node server.
import { NETWORK } from '@scure/btc-signer';

/** The real regtest genesis block hash, so `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` names this chain. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

/** CAIP-2 id of regtest: the first 32 hex characters of its genesis block hash. */
export const REGTEST_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}` as const;

/** Regtest for @scure/btc-signer: bech32 hrp `bcrt`, base58 prefixes of testnet. */
export const REGTEST_BTC_NETWORK = {
  ...NETWORK,
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
} as const;
