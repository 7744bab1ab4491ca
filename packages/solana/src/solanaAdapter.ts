// The adapter shell: Wallet Standard discovery and core's lazy shell. @solana/kit and the wallet calls live in the
// runtime, loaded with import() on the first action that needs them.
import type { ChainAdapter } from '@gangway/core';
import { createLazyAdapter } from '@gangway/core/internal';
import { isSolanaAddress } from '@gangway/protocol';
import { createWalletStandardDiscovery } from './discovery/walletStandardDiscovery.ts';

export function solanaAdapter(): ChainAdapter<'solana'> {
  const discovery = createWalletStandardDiscovery();
  return createLazyAdapter({
    namespace: 'solana',
    isAddress: isSolanaAddress,
    watchConnectors: (onChange) => discovery.watch(onChange),
    loadRuntime: async (host) => (await import('./runtime/createSolanaRuntime.ts')).createSolanaRuntime(host),
  });
}
