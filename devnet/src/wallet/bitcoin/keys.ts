// The wallet's Bitcoin keys: the devnet's dev accounts (bitcoin/accounts.ts) as bytes, ready to sign.
import { type BitcoinDevKey, bitcoinDevAccounts } from '../../bitcoin/accounts.ts';
import { hex } from '../../bitcoin/bytes.ts';

/** sats-connect's address purposes; Gangway calls the second an 'ordinal' account. */
export type BitcoinPurpose = 'payment' | 'ordinals';

export interface BitcoinWalletKey {
  purpose: BitcoinPurpose;
  addressType: 'p2wpkh' | 'p2tr';
  address: string;
  /** 33 bytes compressed for P2WPKH, the 32-byte x-only internal key for P2TR. */
  publicKey: Uint8Array;
  privateKey: Uint8Array;
  scriptPubKey: Uint8Array;
}

export type BitcoinAccountKeys = Readonly<Record<BitcoinPurpose, BitcoinWalletKey>>;

function walletKey(key: BitcoinDevKey, purpose: BitcoinPurpose): BitcoinWalletKey {
  return Object.freeze({
    purpose,
    addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
    address: key.address,
    publicKey: hex.decode(key.publicKey),
    privateKey: hex.decode(key.privateKey),
    scriptPubKey: hex.decode(key.scriptPubKey),
  });
}

let cached: readonly BitcoinAccountKeys[] | undefined;

/** Payment (P2WPKH) and ordinals (P2TR) keys of each dev account, by account index. */
export function bitcoinWalletKeys(): readonly BitcoinAccountKeys[] {
  cached ??= bitcoinDevAccounts().map((account) =>
    Object.freeze({
      payment: walletKey(account.payment, 'payment'),
      ordinals: walletKey(account.ordinal, 'ordinals'),
    }),
  );
  return cached;
}
