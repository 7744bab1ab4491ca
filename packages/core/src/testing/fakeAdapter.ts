// A controllable ChainAdapter for unit tests of core and react: the test decides what the "wallet" answers.

import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import { isEvmAddress } from '@gangway/protocol';
import type {
  AdapterConnection,
  AdapterEvent,
  ChainAdapter,
  ConnectorParams,
  NativeBalance,
  SignatureResults,
  TransactionResults,
} from '../adapter/ChainAdapter.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';

export interface FakeAdapter<N extends ChainNamespace = 'eip155'> extends ChainAdapter<N> {
  /** Announces connectors to whoever watches. */
  announce(connectors: readonly Connector[]): void;
  /** Makes frameDetection pending until `settle` is called (it is otherwise absent). */
  detectFrame(): { settle(): void };
  emit(event: AdapterEvent): void;
  /** What the next connect/reconnect/switch answers; a function runs instead. */
  behaviour: {
    connect: (params: ConnectorParams & { network: CaipNetwork }) => Promise<AdapterConnection>;
    reconnect: (params: ConnectorParams & { network: CaipNetwork }) => Promise<AdapterConnection | null>;
    switchNetwork: (params: ConnectorParams & { network: CaipNetwork }) => Promise<void>;
    disconnect: (params: ConnectorParams) => Promise<void>;
    balance: (params: { address: string; network: CaipNetwork }) => Promise<NativeBalance>;
    /** What sendTransaction answers (the hash), or throws. */
    send: (params: unknown) => Promise<string>;
  };
  calls: { method: string; params: unknown }[];
  setupNetworks: readonly CaipNetwork[];
}

export const FAKE_ADDRESS = '0x1111111111111111111111111111111111111111';

export function fakeConnector(overrides: Partial<Connector> = {}): Connector {
  return { id: 'io.gangway.fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', ...overrides };
}

export function fakeConnection(
  caipNetworkId: CaipNetworkId = 'eip155:1' as CaipNetworkId,
  address = FAKE_ADDRESS,
  connectorId = 'io.gangway.fake',
): AdapterConnection {
  return { connectorId, accounts: [{ address }], caipNetworkId };
}

/**
 * A fake adapter of `namespace` (eip155 by default). Outside eip155 any non-blank address is valid and the
 * signature and hash are placeholders of that namespace's type.
 */
export function createFakeAdapter<N extends ChainNamespace = 'eip155'>(
  namespace: N = 'eip155' as N,
): FakeAdapter<N> {
  const connectorWatchers = new Set<(connectors: readonly Connector[]) => void>();
  const listeners = new Set<(event: AdapterEvent) => void>();
  let connectors: readonly Connector[] = [];
  const calls: { method: string; params: unknown }[] = [];
  const adapter: FakeAdapter<N> = {
    namespace,
    calls,
    setupNetworks: [],
    behaviour: {
      connect: async ({ network }) => fakeConnection(network.caipNetworkId),
      reconnect: async ({ network }) => fakeConnection(network.caipNetworkId),
      switchNetwork: async () => undefined,
      disconnect: async () => undefined,
      balance: async () => ({ value: 1_234_567_000_000_000_000n, decimals: 18, symbol: 'ETH' }),
      send: async () => '0xhash',
    },
    setup: ({ networks }) => {
      adapter.setupNetworks = networks;
    },
    watchConnectors: (onChange) => {
      connectorWatchers.add(onChange);
      onChange(connectors);
      return () => connectorWatchers.delete(onChange);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    detectFrame: () => {
      let settle = () => {};
      const detection = new Promise<void>((resolve) => {
        settle = resolve;
      });
      adapter.frameDetection = () => detection;
      return { settle };
    },
    announce: (next) => {
      connectors = next;
      for (const watcher of connectorWatchers) watcher(next);
    },
    emit: (event) => {
      for (const listener of listeners) listener(event);
    },
    connect: (params) => {
      calls.push({ method: 'connect', params });
      return adapter.behaviour.connect(params);
    },
    reconnect: (params) => {
      calls.push({ method: 'reconnect', params });
      return adapter.behaviour.reconnect(params);
    },
    disconnect: (params) => {
      calls.push({ method: 'disconnect', params });
      return adapter.behaviour.disconnect(params);
    },
    switchNetwork: (params) => {
      calls.push({ method: 'switchNetwork', params });
      return adapter.behaviour.switchNetwork(params);
    },
    signMessage: async (params) => {
      calls.push({ method: 'signMessage', params });
      return '0xsignature' as SignatureResults[N];
    },
    sendTransaction: async (params) => {
      calls.push({ method: 'sendTransaction', params });
      return (await adapter.behaviour.send(params)) as TransactionResults[N];
    },
    getNativeBalance: (params) => adapter.behaviour.balance(params),
    isAddress: (address) => (namespace === 'eip155' ? isEvmAddress(address) : address.trim() !== ''),
  };
  return adapter;
}
