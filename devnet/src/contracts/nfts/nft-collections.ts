// The sample NFT collections deployed on every devnet EVM chain: who holds what at deployment, and what each token
// is called. Holders are dev account indexes (anvil's "test … junk" accounts).
import { ITEM_KINDS, type ItemKind } from './nft-art.ts';

export const PUNKS_COLLECTION = {
  name: 'Gangway Devnet Punks',
  symbol: 'GDPUNK',
  description: 'A sample ERC-721 collection of the Gangway devnet.',
} as const;

/** Owner (dev account index) of punk i + 1: six to account 0, three each to accounts 1 and 2. */
export const PUNK_OWNERS: readonly number[] = [0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2];

export function punkName(tokenId: number): string {
  return `Devnet Punk #${tokenId}`;
}

export const ITEMS_COLLECTION = {
  name: 'Gangway Devnet Items',
  symbol: 'GDITEM',
  description: 'A sample ERC-1155 collection of the Gangway devnet.',
} as const;

export interface ItemDefinition {
  /** The ERC-1155 id (1-based, in ITEM_KINDS order). */
  id: number;
  kind: ItemKind;
  name: string;
}

const ITEM_NAMES: Readonly<Record<ItemKind, string>> = {
  'boarding-pass': 'Boarding Pass',
  rope: 'Gangway Rope',
  anchor: 'Anchor',
  'life-ring': 'Life Ring',
};

export const ITEMS: readonly ItemDefinition[] = ITEM_KINDS.map((kind, index) => ({
  id: index + 1,
  kind,
  name: ITEM_NAMES[kind],
}));

export interface ItemMint {
  account: number;
  id: number;
  amount: bigint;
}

/** The ERC-1155 mints at deployment, one TransferSingle each. */
export const ITEM_MINTS: readonly ItemMint[] = [
  { account: 0, id: 1, amount: 1n },
  { account: 0, id: 2, amount: 5n },
  { account: 0, id: 3, amount: 20n },
  { account: 1, id: 1, amount: 1n },
  { account: 1, id: 4, amount: 2n },
  { account: 2, id: 2, amount: 3n },
  { account: 2, id: 3, amount: 10n },
  { account: 2, id: 4, amount: 1n },
];
