// BIP-322's own test vectors (its test key, "" and "Hello World"), and round trips through the dev wallet's signer.
import { p2tr, p2wpkh, WIF } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr, sha256x2 } from '@scure/btc-signer/utils.js';
import { describe, expect, it } from 'vitest';
import type { BitcoinWalletKey } from '../wallet/bitcoin/keys.ts';
import { bitcoinWalletKeys } from '../wallet/bitcoin/keys.ts';
import { signBip322, signLegacy } from '../wallet/bitcoin/message-signing.ts';
import { bip322Failure, legacySignatureFailure, verifyBitcoinMessage } from './bip322.ts';
import { bip322MessageHash, bip322ToSignRaw, bip322ToSpendId } from './bip322-transactions.ts';
import { base64, hex } from './bytes.ts';

const TEST_KEY = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k');
const P2WPKH_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const P2TR_ADDRESS = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3';
const VECTORS = {
  empty:
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  helloWorld:
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  helloWorldHighR:
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  helloWorldTaproot:
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
};
const utf8 = (text: string) => new TextEncoder().encode(text);

const testKey = (addressType: 'p2wpkh' | 'p2tr'): BitcoinWalletKey => {
  const publicKey = addressType === 'p2wpkh' ? pubECDSA(TEST_KEY) : pubSchnorr(TEST_KEY);
  const payment = addressType === 'p2wpkh' ? p2wpkh(publicKey) : p2tr(publicKey);
  return {
    purpose: addressType === 'p2wpkh' ? 'payment' : 'ordinals',
    addressType,
    address: payment.address!,
    publicKey,
    privateKey: TEST_KEY,
    scriptPubKey: payment.script,
  };
};

describe('BIP-322 test vectors', () => {
  it('hash messages with the BIP0322-signed-message tag', () => {
    expect(hex.encode(bip322MessageHash(utf8('')))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    );
    expect(hex.encode(bip322MessageHash(utf8('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
  });

  it('build the BIP\'s to_spend and to_sign transactions for "Hello World"', () => {
    const script = p2wpkh(pubECDSA(TEST_KEY)).script;
    const toSpend = bip322ToSpendId(script, utf8('Hello World'));
    expect(toSpend).toBe('b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b');
    expect(hex.encode(sha256x2(bip322ToSignRaw(toSpend, [])).reverse())).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    );
  });

  it("accept the BIP's P2WPKH and P2TR signatures", () => {
    expect(bip322Failure({ address: P2WPKH_ADDRESS, message: '', signature: VECTORS.empty })).toBeUndefined();
    for (const signature of [VECTORS.helloWorld, VECTORS.helloWorldHighR]) {
      expect(bip322Failure({ address: P2WPKH_ADDRESS, message: 'Hello World', signature })).toBeUndefined();
    }
    expect(
      bip322Failure({ address: P2TR_ADDRESS, message: 'Hello World', signature: VECTORS.helloWorldTaproot }),
    ).toBeUndefined();
  });

  it('refuse them for another message, another address or a damaged signature', () => {
    expect(bip322Failure({ address: P2WPKH_ADDRESS, message: '', signature: VECTORS.helloWorld })).toBe(
      'invalid signature',
    );
    expect(
      verifyBitcoinMessage({
        address: 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g0f0',
        message: '',
        signature: VECTORS.empty,
      }),
    ).toBe(false);
    const damaged = base64.decode(VECTORS.helloWorldTaproot);
    damaged[10]! ^= 1;
    expect(bip322Failure({ address: P2TR_ADDRESS, message: 'Hello World', signature: damaged })).toBe(
      'invalid Schnorr signature',
    );
    expect(bip322Failure({ address: P2WPKH_ADDRESS, message: '', signature: '%%%' })).toBe(
      'the signature is not base64',
    );
    expect(bip322Failure({ address: 'not-an-address', message: '', signature: VECTORS.empty })).toMatch(
      /^not a Bitcoin address/,
    );
  });

  it("verify what the dev wallet's signer makes with the test key for the BIP's addresses", () => {
    for (const [type, address] of [
      ['p2wpkh', P2WPKH_ADDRESS],
      ['p2tr', P2TR_ADDRESS],
    ] as const) {
      const key = testKey(type);
      expect(key.address).toBe(address);
      const signature = signBip322(key, utf8('Hello World'));
      expect(bip322Failure({ address, message: 'Hello World', signature })).toBeUndefined();
    }
  });
});

describe('dev wallet message signatures', () => {
  const [account0, account1] = bitcoinWalletKeys();
  const message = utf8('Sign in to Gangway ✓');

  it('verify as BIP-322 for the payment (P2WPKH) and ordinals (P2TR) addresses, and for no other', () => {
    for (const key of [account0!.payment, account0!.ordinals]) {
      const signature = signBip322(key, message);
      expect(bip322Failure({ address: key.address, message, signature })).toBeUndefined();
      expect(verifyBitcoinMessage({ address: account1!.payment.address, message, signature })).toBe(false);
      expect(verifyBitcoinMessage({ address: key.address, message: utf8('other'), signature })).toBe(false);
    }
  });

  it('verify as legacy compact signatures for the payment address', async () => {
    const signature = await signLegacy(account0!.payment, message);
    expect(signature).toHaveLength(65);
    expect(signature[0]).toBeGreaterThanOrEqual(39);
    expect(
      legacySignatureFailure({ address: account0!.payment.address, message, signature }),
    ).toBeUndefined();
    expect(verifyBitcoinMessage({ address: account0!.payment.address, message, signature })).toBe(true);
    expect(legacySignatureFailure({ address: account1!.payment.address, message, signature })).toBe(
      'the signature is from another key',
    );
    await expect(signLegacy(account0!.ordinals, message)).rejects.toThrow(/ECDSA key/);
  });
});
