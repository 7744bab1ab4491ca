// Browser-safe (no bitcoinjs-lib, no Buffer): the dev wallet derives its addresses from these keys too.

import { p2tr, p2wpkh } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { hex } from './bytes.ts';
import { REGTEST_BTC_NETWORK } from './chain-params.ts';

/** BIP-84 (P2WPKH) and BIP-86 (P2TR) paths on coin type 1, which every test network uses. */
export const PAYMENT_PATH_PREFIX = "m/84'/1'/0'/0";
export const ORDINAL_PATH_PREFIX = "m/86'/1'/0'/0";

/**
 * The keys BIP-32 derives from DEV_MNEMONIC ("test … junk", no passphrase) at PAYMENT_PATH_PREFIX/i and
 * ORDINAL_PATH_PREFIX/i: the same mnemonic as the EVM accounts, so account i is one person on every chain.
 * Listed rather than derived because seed stretching and derivation take about a second of CPU on a busy
 * machine at every start, and a browser bundle would need BIP-32; a test derives them from the mnemonic.
 */
export const BITCOIN_DEV_PRIVATE_KEYS = {
  payment: [
    'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
    '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
    '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
    '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
    'cc7f68aaa0d1e0ce193944e57015f5d25916a7623b8b3684e2d81a43a9430284',
    'f59ce309d11b87d9415bb8ec6ae1f3b69dde6b09c246aa2889e1040838292030',
    'd965ea21fcf38807b780ec060fa2a652d419e6fd8cb8da5f31753b6bd64ccc49',
    '8ab5f32a5222d50bd8fbd07a7387510c8cc6e6c9478ace6afa12d0fdad6aa6ce',
    'b436ab0e175f442923260e188dcb5abc6d088cb1e8b1179cca0c1d012d90ce5d',
    'b137488cc17c485f6c3ed1dd79bec373bf30027517482e6080cc060a0657e856',
  ],
  ordinal: [
    '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
    'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
    'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
    '55dcd2aa30f9b2b1d3aac220b5f35a3952796843731632c59298bbb43348d891',
    '679005479f67869bdd0a92dea60e88095fdb59cdc235bf7a5b0768a344ea4dc2',
    'bba17da70498ba5771261de411f44e47a8db8f69535de4e9cba9e4c2c3c7c490',
    'fbd6d642101526155790883c456d7ca2ad004017f949ec1e15c4708ad1c16f80',
    '548444583702de9bfe975e7ae568b8b7348a9ae0a0b2f4460df3c2d61000ee21',
    '1bc09bf154e738540776aaf55d232389215c0d0b438ae9becd2c8d3b092823c4',
    '1a7169a1a8bde4bee892ee6a3424a77532281893a6c9268164a3413f8bbd8d3c',
  ],
} as const;

export interface BitcoinDevKey {
  /** Address on regtest (`bcrt1q…` for payment, `bcrt1p…` for ordinal). */
  address: string;
  /** Hex, 32 bytes. */
  privateKey: string;
  /** Hex: the compressed key (33 bytes) for payment, the x-only internal key (32 bytes) for ordinal. */
  publicKey: string;
  /** Hex of the output script the address stands for. */
  scriptPubKey: string;
  path: string;
}

export interface BitcoinDevAccount {
  index: number;
  /** SPEC §9 account index 0: P2WPKH. */
  payment: BitcoinDevKey;
  /** SPEC §9 account index 1: P2TR key-path spend (BIP-86, no script tree). */
  ordinal: BitcoinDevKey;
}

function paymentKey(privateKey: string, index: number): BitcoinDevKey {
  const publicKey = pubECDSA(hex.decode(privateKey));
  const { address, script } = p2wpkh(publicKey, REGTEST_BTC_NETWORK);
  return {
    address: address!,
    privateKey,
    publicKey: hex.encode(publicKey),
    scriptPubKey: hex.encode(script),
    path: `${PAYMENT_PATH_PREFIX}/${index}`,
  };
}

function ordinalKey(privateKey: string, index: number): BitcoinDevKey {
  const internalPubkey = pubSchnorr(hex.decode(privateKey));
  const { address, script } = p2tr(internalPubkey, undefined, REGTEST_BTC_NETWORK);
  return {
    address: address!,
    privateKey,
    publicKey: hex.encode(internalPubkey),
    scriptPubKey: hex.encode(script),
    path: `${ORDINAL_PATH_PREFIX}/${index}`,
  };
}
let cached: readonly BitcoinDevAccount[] | undefined;

/** The 10 Bitcoin dev accounts: payment (P2WPKH) and ordinal (P2TR) addresses on regtest. */
export function bitcoinDevAccounts(): readonly BitcoinDevAccount[] {
  cached ??= BITCOIN_DEV_PRIVATE_KEYS.payment.map((payment, index) => ({
    index,
    payment: paymentKey(payment, index),
    ordinal: ordinalKey(BITCOIN_DEV_PRIVATE_KEYS.ordinal[index]!, index),
  }));
  return cached;
}
