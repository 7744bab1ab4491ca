// Wallet Standard discovery: the wallets that registered in the page and can connect on Solana. Touches the page
// only once started, never at import (SSR-safe).
import type { Connector } from '@gangway/core';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { isSolanaWallet } from '../wallet/features.ts';

/** A Solana connector with the Wallet Standard wallet behind it (the one place the wallet object is kept). */
export type SolanaConnector = Connector & { chain: 'solana'; provider: Wallet };

function toConnector(wallet: Wallet): SolanaConnector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    provider: wallet,
  };
}

export function createWalletStandardDiscovery() {
  const watchers = new Set<(connectors: readonly SolanaConnector[]) => void>();
  const known = new Map<Wallet, SolanaConnector>();
  let current: readonly SolanaConnector[] = [];
  let started = false;

  function refresh(wallets: readonly Wallet[]): void {
    current = wallets.filter(isSolanaWallet).map((wallet) => {
      let connector = known.get(wallet);
      if (!connector) {
        connector = toConnector(wallet);
        known.set(wallet, connector);
      }
      return connector;
    });
    for (const watcher of watchers) watcher(current);
  }

  function start(): void {
    if (started || typeof window === 'undefined') return;
    started = true;
    const registry = getWallets();
    registry.on('register', () => refresh(registry.get()));
    registry.on('unregister', () => refresh(registry.get()));
    refresh(registry.get());
  }

  return {
    /** Calls back now and with the full list on every change. */
    watch(onChange: (connectors: readonly SolanaConnector[]) => void): () => void {
      start();
      watchers.add(onChange);
      onChange(current);
      return () => {
        watchers.delete(onChange);
      };
    },
  };
}
