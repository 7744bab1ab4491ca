import type { CaipNetwork } from '@gangway/core';

/** CAIP-2 references of the public clusters (the first 32 characters of their genesis hash). */
const CLUSTERS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/**
 * The Wallet Standard chain of a network: mainnet, devnet and testnet by their CAIP-2 reference; any other cluster
 * (a local validator, devnet's chain) is `solana:localnet`, the name wallets give a cluster of their own.
 */
export function walletStandardChain(network: CaipNetwork): string {
  return CLUSTERS[String(network.id)] ?? 'solana:localnet';
}
