// The adapter shell: all that a host page's initial bundle holds. Everything that needs wagmi or viem lives in the
// runtime, loaded with import() on the first action that needs it.
import {
  type AdapterEvent,
  type CaipNetwork,
  type ChainAdapter,
  GangwayError,
  isEvmAddress,
} from '@gangway/core';
import { createWalletDiscovery } from './discovery/walletDiscovery.ts';
import type { EvmRuntime } from './runtime/createEvmRuntime.ts';
import type { EvmAdapterOptions, RuntimeHost } from './types.ts';

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter<'eip155'> {
  const discovery = createWalletDiscovery();
  const listeners = new Set<(event: AdapterEvent) => void>();
  let networks: readonly CaipNetwork[] = [];
  let runtime: Promise<EvmRuntime> | undefined;

  const host: RuntimeHost = {
    wagmiConfig: options.wagmiConfig,
    networks: () => networks,
    findWallet: (connectorId) => discovery.find(connectorId),
    emit: (event) => {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // Events arrive inside wagmi's state update: a failing listener must not stop it or the other listeners.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };

  function load(): Promise<EvmRuntime> {
    runtime ??= import('./runtime/createEvmRuntime.ts').then(
      (module) => module.createEvmRuntime(host),
      (cause: unknown) => {
        // A failed chunk load (offline, deploy in progress) must not stick: the next action retries.
        runtime = undefined;
        throw new GangwayError('FAILED_TO_CONNECT', { cause, category: 'CONNECTION_ERROR' });
      },
    );
    return runtime;
  }

  return {
    namespace: 'eip155',
    setup(setup) {
      networks = setup.networks.filter((network) => network.chainNamespace === 'eip155');
    },
    watchConnectors(onChange) {
      return discovery.watch((wallets) => onChange(wallets.map((wallet) => wallet.connector)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    preload: async () => {
      await load();
    },
    connect: async (params) => (await load()).connect(params),
    reconnect: async (params) => (await load()).reconnect(params),
    // Without a loaded runtime nothing was connected through this adapter, so there is nothing to undo.
    disconnect: async (params) => (runtime ? (await runtime).disconnect(params) : undefined),
    switchNetwork: async (params) => (await load()).switchNetwork(params),
    signMessage: async (params) => (await load()).signMessage(params),
    sendTransaction: async (params) => (await load()).sendTransaction(params),
    getNativeBalance: async (params) => (await load()).getNativeBalance(params),
    isAddress: (address) => isEvmAddress(address),
  };
}
