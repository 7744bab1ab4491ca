// Keeps wagmi's state in step with the connections this adapter makes, and turns what wagmi then learns from the
// wallet (through the connector's listeners) into AdapterEvents. wagmi is the one place connection state lives.
import type { AdapterEvent } from '@gangway/core/internal';
import { toCaipNetworkId } from '@gangway/protocol';
import { type Config, type Connection, type Connector, disconnect, injected } from '@wagmi/core';
import type { Address, EIP1193Provider } from 'viem';
import type { Eip1193Provider, EvmConnector } from '../types.ts';
import { wagmiInternals } from './wagmiInternals.ts';

export interface EvmConnection {
  accounts: readonly [Address, ...Address[]];
  chainId: number;
}

export interface WagmiBridge {
  readonly config: Config;
  /** Makes a checked connection wagmi's current one, with the connector's wallet listeners attached. */
  adopt(wallet: EvmConnector, connection: EvmConnection): Promise<void>;
  /** Stops reporting events for the connector (it is being disconnected on purpose). */
  untrack(connectorId: string): void;
  /** Removes the connector's connection from wagmi, without an adapter event. */
  release(connectorId: string): Promise<void>;
  /** Runs a connect attempt; if it fails, removes any wagmi connection for the connector it left behind. */
  attempt<T>(connectorId: string, run: () => Promise<T>): Promise<T>;
  /** Tells wagmi the wallet's chain when the wallet did not say so itself. */
  syncChainId(connectorId: string, chainId: number): void;
}

interface Tracked {
  uid: string;
  accounts: readonly Address[];
  chainId: number;
}

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return (
    a.length === b.length && a.every((address, index) => address.toLowerCase() === b[index]?.toLowerCase())
  );
}

export function createWagmiBridge(config: Config, emit: (event: AdapterEvent) => void): WagmiBridge {
  const { setup, events } = wagmiInternals(config);
  const own = new Map<string, { provider: Eip1193Provider; connector: Connector }>();
  const tracked = new Map<string, Tracked>();

  function hostConnector(connectorId: string): Connector | undefined {
    return config.connectors.find((connector) => connector.id === connectorId);
  }

  function connectorFor(wallet: EvmConnector): Connector {
    const { id, name, imageUrl } = wallet;
    const fromHost = hostConnector(id);
    if (fromHost) return fromHost;
    const cached = own.get(id);
    if (cached?.provider === wallet.provider) return cached.connector;
    const provider = wallet.provider as unknown as EIP1193Provider;
    // Set up but not added to config.connectors: wagmi only adopts listed connectors on its own (when a wallet
    // emits accountsChanged unasked), so ours reach wagmi's state through connect/reconnect and their checks only.
    const connector = setup(
      injected({
        shimDisconnect: false,
        target: { id, name, provider, ...(imageUrl ? { icon: imageUrl } : {}) },
      }),
    );
    own.set(id, { provider: wallet.provider, connector });
    return connector;
  }

  function connectionOf(connectorId: string): Connection | undefined {
    const uid =
      tracked.get(connectorId)?.uid ?? (hostConnector(connectorId) ?? own.get(connectorId)?.connector)?.uid;
    return uid === undefined ? undefined : config.state.connections.get(uid);
  }

  function removeFromState(uid: string): void {
    config.setState((state) => {
      const connections = new Map(state.connections);
      connections.delete(uid);
      const [next] = connections.keys();
      if (next === undefined) return { ...state, connections, current: null, status: 'disconnected' };
      return { ...state, connections, current: state.current === uid ? next : state.current };
    });
  }

  async function drop(connector: Connector): Promise<void> {
    try {
      await disconnect(config, { connector });
    } catch {
      // The connector could not tidy up after itself (its provider is gone); the state must still say disconnected.
      removeFromState(connector.uid);
    }
  }

  config.subscribe(
    (state) => state.connections,
    (connections) => {
      for (const [connectorId, seen] of tracked) {
        const connection = connections.get(seen.uid);
        if (!connection) {
          tracked.delete(connectorId);
          emit({ type: 'disconnected', connectorId });
          continue;
        }
        if (!sameAccounts(connection.accounts, seen.accounts)) {
          seen.accounts = connection.accounts;
          emit({
            type: 'accountsChanged',
            connectorId,
            accounts: connection.accounts.map((address) => ({ address })),
          });
        }
        // wagmi turns a malformed chainChanged payload into NaN: not a chain to report.
        if (
          connection.chainId !== seen.chainId &&
          Number.isSafeInteger(connection.chainId) &&
          connection.chainId > 0
        ) {
          seen.chainId = connection.chainId;
          emit({
            type: 'chainChanged',
            connectorId,
            caipNetworkId: toCaipNetworkId('eip155', connection.chainId),
          });
        }
      }
    },
  );

  const bridge: WagmiBridge = {
    config,
    async adopt(wallet, connection) {
      const connector = connectorFor(wallet);
      // With isReconnecting the connector asks eth_accounts instead of prompting, and attaches its wallet listeners.
      await connector.connect({ isReconnecting: true });
      connector.emitter.off('connect', events.connect);
      connector.emitter.off('change', events.change);
      connector.emitter.on('change', events.change);
      connector.emitter.off('disconnect', events.disconnect);
      connector.emitter.on('disconnect', events.disconnect);
      // Recorded before wagmi's state changes, so the change is not reported back as an event.
      tracked.set(wallet.id, { uid: connector.uid, ...connection });
      config.setState((state) => ({
        ...state,
        connections: new Map(state.connections).set(connector.uid, { ...connection, connector }),
        current: connector.uid,
        status: 'connected',
      }));
      await config.storage?.setItem('recentConnectorId', connector.id);
    },
    untrack(connectorId) {
      tracked.delete(connectorId);
    },
    async release(connectorId) {
      const connection = connectionOf(connectorId);
      tracked.delete(connectorId);
      if (connection) await drop(connection.connector);
    },
    async attempt(connectorId, run) {
      const before = connectionOf(connectorId);
      try {
        return await run();
      } catch (error) {
        if (!before) {
          // Let a wallet event that is already on its way reach wagmi, so it is removed too.
          await new Promise((resolve) => setTimeout(resolve, 0));
          await bridge.release(connectorId);
        }
        throw error;
      }
    },
    syncChainId(connectorId, chainId) {
      const connection = connectionOf(connectorId);
      if (connection && connection.chainId !== chainId)
        connection.connector.emitter.emit('change', { chainId });
    },
  };
  return bridge;
}
