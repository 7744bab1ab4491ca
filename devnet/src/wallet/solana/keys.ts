// The wallet's Solana keys: the devnet dev keys (dev-keys.ts) as WebCrypto ed25519 key pairs. @solana/kit's helpers
// are WebCrypto underneath, so the browser bundle carries no ed25519 code of its own.
import { type Address, createKeyPairFromPrivateKeyBytes, getBase16Encoder, signBytes } from '@solana/kit';
import { SOLANA_DEV_ACCOUNTS } from '../../solana/dev-keys.ts';

export interface SolanaWalletKey {
  address: Address;
  publicKey: Uint8Array;
  sign(bytes: Uint8Array): Promise<Uint8Array>;
}

/** Imports every dev key once (importing is async; signing then needs no further set-up). */
export async function loadSolanaDevKeys(): Promise<SolanaWalletKey[]> {
  return Promise.all(
    SOLANA_DEV_ACCOUNTS.map(async ({ address, secretKey }) => {
      const pair = await createKeyPairFromPrivateKeyBytes(
        new Uint8Array(getBase16Encoder().encode(secretKey)),
      );
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      return {
        address,
        publicKey,
        sign: async (bytes: Uint8Array) => new Uint8Array(await signBytes(pair.privateKey, bytes)),
      };
    }),
  );
}
