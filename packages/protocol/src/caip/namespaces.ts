/** Chain families (CAIP-2 namespaces). Polkadot and Cosmos are only partly present (SPEC §1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const;
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

/** How each family is called to the visitor (headings, hints, messages): names, the same in every language. */
export const FAMILY_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}
