// The adapter shell: discovery, address rules and core's lazy shell. @scure/btc-signer, the Esplora client and the
// wallet protocols live in the runtime, loaded with import() on the first action that needs them.
import type { ChainAdapter } from '@gangway/core';
import { createLazyAdapter } from '@gangway/core/internal';
import { isBitcoinAddress } from '@gangway/protocol';
import { createBitcoinDiscovery } from './discovery/bitcoinDiscovery.ts';

export interface BitcoinAdapterOptions {
  /** Which account comes first in a connection (SPEC §4: payment by default). */
  preferredAccountType?: 'payment' | 'ordinal';
}

export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter<'bip122'> {
  const discovery = createBitcoinDiscovery();
  return createLazyAdapter({
    namespace: 'bip122',
    isAddress: (address) => isBitcoinAddress(address),
    watchConnectors: (onChange) => discovery.watch(onChange),
    loadRuntime: async (host) =>
      (await import('./runtime/createBitcoinRuntime.ts')).createBitcoinRuntime(host, options),
  });
}
