import type { CaipNetwork, Connector } from '@gangway/core';
import { GangwayError, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { createPublicClient, fallback, http, type PublicClient } from 'viem';
import type { EvmConnector, RuntimeHost } from '../types.ts';
import { createInternalConfig } from '../wagmi/createInternalConfig.ts';
import { createWagmiBridge, type WagmiBridge } from '../wagmi/wagmiBridge.ts';

/** What every lazy action works with: the entry's host, one wagmi bridge and cached RPC clients. */
export interface RuntimeContext {
  readonly host: RuntimeHost;
  /** The connector with its EIP-1193 provider, or CONNECTOR_NOT_FOUND when it carries none. */
  wallet(connector: Connector): EvmConnector;
  /** The wagmi bridge, created on first need; `network` stands in when the app requested no eip155 network. */
  bridge(network: CaipNetwork): WagmiBridge;
  /** The bridge if a connection was ever attempted, without creating one. */
  existingBridge(): WagmiBridge | undefined;
  /** A public client over a network's own RPC URLs (never the wallet's). */
  publicClient(network: CaipNetwork): PublicClient;
}

/** Whether the connector is an eip155 one carrying an EIP-1193 provider (discovered here or handed in by core). */
export function isEvmConnector(connector: Connector): connector is EvmConnector {
  const provider = connector.provider;
  return (
    connector.chain === 'eip155' &&
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === 'function'
  );
}

export function createRuntimeContext(host: RuntimeHost): RuntimeContext {
  let bridge: WagmiBridge | undefined;
  const clients = new Map<string, PublicClient>();

  return {
    host,
    wallet(connector) {
      if (!isEvmConnector(connector)) {
        throw new GangwayError(
          'CONNECTOR_NOT_FOUND',
          { connectorId: connector.id },
          { category: 'CONNECTION_ERROR' },
        );
      }
      return connector;
    },
    bridge(network) {
      if (!bridge) {
        const requested = host.networks();
        const config = host.wagmiConfig ?? createInternalConfig(requested.length > 0 ? requested : [network]);
        bridge = createWagmiBridge(config, host.emit);
      }
      return bridge;
    },
    existingBridge: () => bridge,
    publicClient(network) {
      const urls = network.rpcUrls.default.http;
      const key = urls.join(' ');
      let client = clients.get(key);
      if (!client) {
        const transports = urls.map((url) => http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }));
        client = createPublicClient({
          transport: transports.length === 1 ? transports[0]! : fallback(transports, { retryCount: 0 }),
        });
        clients.set(key, client);
      }
      return client;
    },
  };
}
