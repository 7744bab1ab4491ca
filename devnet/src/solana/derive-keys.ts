// Node-only key derivation behind the listed Solana dev keys: BIP-39 seed, then SLIP-0010 ed25519 along
// m/44'/501'/i'/0', the path Phantom, Solflare and the Solana CLI use for account i of a mnemonic.
import { createHash, createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto';
import { type Address, getAddressDecoder } from '@solana/kit';

const HARDENED = 0x8000_0000;
// DER prefix of a PKCS#8 ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface DerivedKey {
  address: Address;
  /** The 32-byte ed25519 seed (what Kit's createKeyPairSignerFromPrivateKeyBytes takes), hex. */
  secretKey: string;
}

export function mnemonicToSeed(mnemonic: string, passphrase = ''): Buffer {
  return pbkdf2Sync(
    mnemonic.normalize('NFKD'),
    `mnemonic${passphrase}`.normalize('NFKD'),
    2048,
    64,
    'sha512',
  );
}

/** SLIP-0010 for ed25519, which has hardened children only. */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Buffer {
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest();
  for (const index of path) {
    const data = Buffer.alloc(37);
    node.copy(data, 1, 0, 32);
    data.writeUInt32BE((index | HARDENED) >>> 0, 33);
    node = createHmac('sha512', node.subarray(32)).update(data).digest();
  }
  return node.subarray(0, 32);
}

export function ed25519Address(secretKey: Uint8Array): Address {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, secretKey]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!jwk.x) throw new Error('ed25519 public key export failed');
  return getAddressDecoder().decode(Buffer.from(jwk.x, 'base64url'));
}

function derivedKey(secretKey: Buffer): DerivedKey {
  return { address: ed25519Address(secretKey), secretKey: secretKey.toString('hex') };
}

export function deriveSolanaAccount(mnemonic: string, index: number): DerivedKey {
  return derivedKey(slip10Ed25519(mnemonicToSeed(mnemonic), [44, 501, index, 0]));
}

/** A key named by a label (mints, the faucet): its seed is SHA-256 of the label. */
export function labelledKey(label: string): DerivedKey {
  return derivedKey(createHash('sha256').update(label).digest());
}
