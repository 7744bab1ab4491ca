// The adapter shell: all that a host page's initial bundle holds. Everything that needs wagmi or viem lives in the
// runtime, which core's lazy adapter loads with import() on the first action that needs it.
import type { ChainAdapter } from '@gangway/core';
import { createLazyAdapter } from '@gangway/core/internal';
import { isEvmAddress } from '@gangway/protocol';
import { createWalletDiscovery } from './discovery/walletDiscovery.ts';
import type { EvmAdapterOptions } from './types.ts';

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter<'eip155'> {
  const discovery = createWalletDiscovery(options.safeOrigins);
  return createLazyAdapter({
    namespace: 'eip155',
    isAddress: isEvmAddress,
    watchConnectors: (onChange) => discovery.watch(onChange),
    frameDetection: discovery.frameDetection,
    loadRuntime: async (host) => {
      const { createEvmRuntime } = await import('./runtime/createEvmRuntime.ts');
      return createEvmRuntime({ ...host, wagmiConfig: options.wagmiConfig });
    },
  });
}
