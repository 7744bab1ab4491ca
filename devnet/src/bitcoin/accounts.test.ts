import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { payments } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../accounts.ts';
import {
  BITCOIN_DEV_PRIVATE_KEYS,
  bitcoinDevAccounts,
  ORDINAL_PATH_PREFIX,
  PAYMENT_PATH_PREFIX,
} from './accounts.ts';
import { REGTEST } from './network.ts';

describe('Bitcoin dev accounts', () => {
  it('hold the keys BIP-32 derives from the dev mnemonic at BIP-84 and BIP-86 paths on coin type 1', () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC));
    const derive = (path: string) => Buffer.from(root.derive(path).privateKey!).toString('hex');
    BITCOIN_DEV_PRIVATE_KEYS.payment.forEach((key, i) => {
      expect(key).toBe(derive(`${PAYMENT_PATH_PREFIX}/${i}`));
    });
    BITCOIN_DEV_PRIVATE_KEYS.ordinal.forEach((key, i) => {
      expect(key).toBe(derive(`${ORDINAL_PATH_PREFIX}/${i}`));
    });
  });

  it('have the regtest P2WPKH and P2TR addresses another library computes for those keys', () => {
    const accounts = bitcoinDevAccounts();
    expect(accounts).toHaveLength(10);
    for (const account of accounts) {
      expect(account.payment.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
      expect(account.ordinal.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/);
      const pubkey = Buffer.from(account.payment.publicKey, 'hex');
      const internalPubkey = Buffer.from(account.ordinal.publicKey, 'hex');
      expect(account.payment.address).toBe(payments.p2wpkh({ pubkey, network: REGTEST }).address);
      expect(account.ordinal.address).toBe(payments.p2tr({ internalPubkey, network: REGTEST }).address);
      expect(account.payment.path).toBe(`m/84'/1'/0'/0/${account.index}`);
      expect(account.ordinal.path).toBe(`m/86'/1'/0'/0/${account.index}`);
    }
    expect(accounts[0]!.payment.address).toBe('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw');
    expect(accounts[0]!.ordinal.address).toBe(
      'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
    );
  });
});
