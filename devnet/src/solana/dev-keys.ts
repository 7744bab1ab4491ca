// The Solana dev keys, listed so browser code (the dev wallet) needs neither BIP-39 nor SLIP-0010;
// dev-keys.test.ts derives them again. Browser-safe: no Node imports.
import type { Address } from '@solana/kit';

export interface SolanaDevAccount {
  address: Address;
  /** The 32-byte ed25519 seed as hex: `createKeyPairSignerFromPrivateKeyBytes(hexToBytes(secretKey))`. */
  secretKey: string;
}

/** DEV_MNEMONIC ("test … junk") along m/44'/501'/i'/0', as Phantom, Solflare and the Solana CLI derive it. */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = [
  [
    'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    'a01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72',
  ],
  [
    'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
    '3f25626cf245c8dd65a2b91a70e6f4c285182489fda230e2553c3752aa962b61',
  ],
  [
    'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    '8eabe4c79ac3a146c1bc447a64233ea70694669b997b0565039471b2939e8c5e',
  ],
  [
    '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
    'f55bf85006beb673056861062dd8f8d8ff0bb63dd61d45f86fe438bf6e442abb',
  ],
  [
    '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
    '3eb11a2e242212be157793db9fa881edffcfb391174b07d20369521ba1a084b1',
  ],
  [
    '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
    '22e6f8ea7e213a67f801d313daa33046f5f7b1808f38d5b2bb7301aefa158cbc',
  ],
  [
    'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
    '9515bfa8fecc7b7ebe75fd55e9d15b6f7988d79dbf6546f998630cacafb63fc7',
  ],
  [
    '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
    '3979d8b5812d7747cfd25215b0a904fdbdf8f7c24aa82a91c2e00878ff1146ff',
  ],
  [
    '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
    'c0c8348480fd4d865ffe93e11ba3a3b2431eeaaf1bf795faaac1710ec6607309',
  ],
  [
    '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
    'f5606f75eaffadd56cc1247896e4e79237c37fe57cc970cfb12fb7d304323661',
  ],
].map(([address, secretKey]) => ({ address: address as Address, secretKey: secretKey! }));

export type SolanaMintKey = 'usdc' | 'gway';

export interface SolanaMintDefinition {
  key: SolanaMintKey;
  name: string;
  symbol: string;
  decimals: number;
  address: Address;
  /** The label whose SHA-256 is the mint's ed25519 seed (derive-keys.ts labelledKey). */
  keyLabel: string;
  /** Whole tokens each dev account holds at start. */
  wholeTokensPerAccount: bigint;
}

export const SOLANA_MINTS: Readonly<Record<SolanaMintKey, SolanaMintDefinition>> = {
  usdc: {
    key: 'usdc',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    address: 'AECzBRhRHpHhBmuPoAhzY3caL9WNFRrXAzRK2mkjfiZx' as Address,
    keyLabel: 'gangway devnet solana mint usdc',
    wholeTokensPerAccount: 1_000_000n,
  },
  gway: {
    key: 'gway',
    name: 'Gangway Token',
    symbol: 'GWAY',
    decimals: 9,
    address: '8RhbfwjytCKhxkak2VS8B5HrDLMKxSmV4ShXdDG25EiA' as Address,
    keyLabel: 'gangway devnet solana mint gway',
    wholeTokensPerAccount: 1_000_000n,
  },
};

/** Signs requestAirdrop's transfers; its seed is SHA-256 of FAUCET_KEY_LABEL. */
export const SOLANA_FAUCET: SolanaDevAccount = {
  address: '2L3E6wUiTE3aHCTCEg7usCkS57KziLbs9SFCqZ1Pybkb' as Address,
  secretKey: 'e20f67a6475427db3dbef504af04bee953cb5807daf090139ca963e8d3bff4bc',
};
export const FAUCET_KEY_LABEL = 'gangway devnet solana faucet';

export const LAMPORTS_PER_SOL = 1_000_000_000n;
/** SOL each dev account holds at start. */
export const SOL_PER_ACCOUNT = 1_000n;
