// The shell every chain adapter shares: what a host page's initial bundle holds of an adapter is its discovery and
// this. The family's runtime (its wallet and chain libraries, and the error mapping of adapterErrors.ts) loads with
// import() on the first action that needs it.
import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { Connector } from '../connectors/Connector.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { AdapterEvent, ChainAdapter, Unsubscribe } from './ChainAdapter.ts';
import type { FamilyTransfers } from './FamilyTransfers.ts';

/** The part of an adapter that needs the family's libraries, and the family's Send support when it has one. */
export type AdapterRuntime<N extends ChainNamespace> = Pick<
  ChainAdapter<N>,
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'sendTransaction'
  | 'getNativeBalance'
> & { readonly transfers?: FamilyTransfers<N> };

/** What the shell hands to the runtime. */
export interface AdapterRuntimeHost<N extends ChainNamespace> {
  /** The networks the app requested in this namespace, in the configured order. */
  networks(): readonly CaipNetwork<N>[];
  /** Reports a wallet event to every subscriber; a failing subscriber does not stop the others. */
  emit(event: AdapterEvent): void;
}

export interface LazyAdapterDefinition<N extends ChainNamespace, R extends AdapterRuntime<N>> {
  namespace: N;
  isAddress(address: string): boolean;
  /** Discovery of the wallets in the page; cheap, part of the initial bundle. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): Unsubscribe;
  frameDetection?: ChainAdapter<N>['frameDetection'];
  /**
   * Loads and creates the runtime: an import() of the family's runtime module, which wraps itself with
   * withErrorMapping and the family's rules.
   */
  loadRuntime(host: AdapterRuntimeHost<N>): Promise<R>;
}

export function createLazyAdapter<N extends ChainNamespace, R extends AdapterRuntime<N>>(
  definition: LazyAdapterDefinition<N, R>,
): ChainAdapter<N> {
  const { namespace } = definition;
  const listeners = new Set<(event: AdapterEvent) => void>();
  let networks: readonly CaipNetwork<N>[] = [];
  let runtime: Promise<R> | undefined;

  const host: AdapterRuntimeHost<N> = {
    networks: () => networks,
    emit: (event) => {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // Events arrive inside a wallet library's state update: a failing listener must not stop it or the others.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };

  function load(): Promise<R> {
    runtime ??= definition.loadRuntime(host).catch((cause: unknown) => {
      // A failed chunk load (offline, deploy in progress) must not stick: the next action retries.
      runtime = undefined;
      throw new GangwayError('FAILED_TO_CONNECT', { cause, category: 'CONNECTION_ERROR' });
    });
    return runtime;
  }

  return {
    namespace,
    // createGangway hands each adapter its own namespace's networks and keeps only its namespace's connectors.
    setup(setup) {
      networks = setup.networks as readonly CaipNetwork<N>[];
    },
    watchConnectors: definition.watchConnectors,
    frameDetection: definition.frameDetection,
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
    isAddress: (address) => definition.isAddress(address),
    // Send opens on a connected wallet, so the runtime is loaded already.
    transfers: async () => (await load()).transfers,
  };
}
