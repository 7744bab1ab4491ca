// Farcaster's IdRegistry as gangway-server and the devnet's twin of it read it: where it lives and the two reads a
// Sign In With Farcaster check needs, with the real contract's signatures.

/** The chain of Farcaster's registry and of its sign-in messages: Optimism (the devnet's chain 10). */
export const FARCASTER_CHAIN_ID = 10;

/** Farcaster's IdRegistry on Optimism; the devnet places its twin at the same address. */
export const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' as const;

export const farcasterIdRegistryAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'owner', type: 'address' }],
  },
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
] as const;
