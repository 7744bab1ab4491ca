import type { CaipNetwork, Connector } from '@gangway/core';
import type { AdapterConnection, AdapterRuntimeHost } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import type { Wallet } from '@wallet-standard/base';
import { satsConnectClient } from '../wallet/satsConnectClient.ts';
import { isSatsConnectProvider } from '../wallet/satsConnectProvider.ts';
import { standardClient } from '../wallet/standardClient.ts';
import type { BitcoinWalletClient, WalletAddress } from './BitcoinWalletClient.ts';
import { toConnectionAccounts } from './walletAccounts.ts';

/** What every lazy action works with: the shell's host, the adapter's options and the wallets it listens to. */
export interface RuntimeContext {
  readonly host: AdapterRuntimeHost<'bip122'>;
  readonly preferred: 'payment' | 'ordinal';
  /** The protocol client for the connector's provider, or CONNECTOR_NOT_FOUND when it carries none. */
  client(connector: Connector): BitcoinWalletClient;
  /** The connection `addresses` make, after checking them. */
  connection(
    connector: Connector,
    network: CaipNetwork,
    addresses: readonly WalletAddress[],
  ): AdapterConnection;
  /** The public key the wallet gave for `address` in a connection, if any. */
  publicKeyOf(address: string): Uint8Array | undefined;
  /** Reports the wallet's changes on `network` as adapter events until untracked. */
  track(connector: Connector, network: CaipNetwork): void;
  untrack(connectorId: string): void;
}

function isWallet(value: unknown): value is Wallet {
  if (typeof value !== 'object' || value === null) return false;
  const { name, chains, features, accounts } = value as Partial<Record<keyof Wallet, unknown>>;
  return (
    typeof name === 'string' &&
    Array.isArray(chains) &&
    typeof features === 'object' &&
    features !== null &&
    Array.isArray(accounts)
  );
}

export function createRuntimeContext(
  host: AdapterRuntimeHost<'bip122'>,
  preferred: 'payment' | 'ordinal',
): RuntimeContext {
  const clients = new WeakMap<object, BitcoinWalletClient>();
  const tracked = new Map<string, { network: CaipNetwork; stop: () => void }>();
  const publicKeys = new Map<string, Uint8Array>();

  const ctx: RuntimeContext = {
    host,
    preferred,
    client(connector) {
      const { provider } = connector;
      if (connector.chain !== 'bip122' || typeof provider !== 'object' || provider === null) {
        throw new GangwayError(
          'CONNECTOR_NOT_FOUND',
          { connectorId: connector.id },
          { category: 'CONNECTION_ERROR' },
        );
      }
      let client = clients.get(provider);
      if (!client) {
        if (isWallet(provider)) client = standardClient(provider);
        else if (isSatsConnectProvider(provider)) client = satsConnectClient(provider);
        else
          throw new GangwayError(
            'CONNECTOR_NOT_FOUND',
            { connectorId: connector.id },
            { category: 'CONNECTION_ERROR' },
          );
        clients.set(provider, client);
      }
      return client;
    },
    connection(connector, network, addresses) {
      const accounts = toConnectionAccounts(addresses, network, preferred);
      for (const entry of addresses) publicKeys.set(entry.address, entry.publicKey);
      return { connectorId: connector.id, accounts, caipNetworkId: network.caipNetworkId };
    },
    publicKeyOf: (address) => publicKeys.get(address),
    track(connector, network) {
      tracked.get(connector.id)?.stop();
      const entry: { network: CaipNetwork; stop: () => void } = { network, stop: () => undefined };
      tracked.set(connector.id, entry);
      const connectorId = connector.id;
      const stopTracking = () => {
        tracked.get(connectorId)?.stop();
        tracked.delete(connectorId);
      };
      entry.stop = ctx.client(connector).watch(host.networks, () => entry.network, {
        addresses(addresses) {
          try {
            const { accounts } = ctx.connection(connector, entry.network, addresses);
            host.emit({ type: 'accountsChanged', connectorId, accounts });
          } catch {
            stopTracking();
            host.emit({ type: 'disconnected', connectorId });
          }
        },
        network(network) {
          entry.network = network;
          host.emit({ type: 'chainChanged', connectorId, caipNetworkId: network.caipNetworkId });
        },
        disconnected() {
          stopTracking();
          host.emit({ type: 'disconnected', connectorId });
        },
      });
    },
    untrack(connectorId) {
      tracked.get(connectorId)?.stop();
      tracked.delete(connectorId);
    },
  };
  return ctx;
}
