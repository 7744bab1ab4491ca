// The contract every chain family implements (ARCHITECTURE §3): small on purpose. Balances beyond the native
// one, names, history and quotes come from the API client, not from adapters.
import type { ConnectionAccount } from '../accounts/AccountState.ts';
import type { CaipNetworkId } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';

export type Unsubscribe = () => void;

/** What a successful connect or reconnect yields (SPEC §3 Connection). */
export interface AdapterConnection {
  connectorId: string;
  accounts: readonly [ConnectionAccount, ...ConnectionAccount[]];
  /** The network the wallet is on: may be one the app did not request. */
  caipNetworkId: CaipNetworkId;
}

export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly ConnectionAccount[] }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  | { type: 'disconnected'; connectorId: string };

export interface NativeBalance {
  /** In the smallest unit (wei, lamports, satoshis). */
  value: bigint;
  decimals: number;
  symbol: string;
}

export interface TransactionRequest {
  connectorId: string;
  network: CaipNetwork;
  from: string;
  to: string;
  /** In the smallest unit. */
  value: bigint;
  /** eip155 only: call data, 0x-prefixed. */
  data?: `0x${string}`;
}

export interface AdapterSetup {
  /** The networks the app requested in this adapter's namespace, in the configured order. */
  networks: readonly CaipNetwork[];
}

/**
 * Errors: adapters throw GangwayError only. A user's refusal is CONNECTION_REJECTED on connect and USER_REJECTED
 * elsewhere; a reply that breaks the protocol is INVALID_CHAIN_ID, NO_ACCOUNTS or INVALID_RESPONSE; anything else
 * on connect is FAILED_TO_CONNECT with the wallet's error as `cause`, and WALLET_REQUEST_FAILED once connected.
 */
export interface ChainAdapter<N extends ChainNamespace = ChainNamespace> {
  readonly namespace: N;
  /** Called once by createGangway. Must be cheap: no network requests, no heavy imports. */
  setup(setup: AdapterSetup): void;
  /** Starts connector discovery (e.g. EIP-6963); calls back with the full list on every change. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): Unsubscribe;
  /** Adapter events for connected wallets: accounts, chain, disconnect. */
  subscribe(listener: (event: AdapterEvent) => void): Unsubscribe;
  /** Loads the adapter's heavy code ahead of need (on open intent); optional, idempotent. */
  preload?(): Promise<void>;
  /** Asks the wallet to connect (prompts the user); the wallet may stay on a network it prefers. */
  connect(params: { connectorId: string; network: CaipNetwork }): Promise<AdapterConnection>;
  /**
   * Restores a stored connection without prompting; null when the wallet no longer grants access or its connector is
   * no longer discovered.
   */
  reconnect(params: { connectorId: string; network: CaipNetwork }): Promise<AdapterConnection | null>;
  disconnect(params: { connectorId: string }): Promise<void>;
  /** Moves the wallet to `network`, adding it to the wallet first when the wallet does not know it. */
  switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void>;
  signMessage(params: { connectorId: string; address: string; message: string }): Promise<string>;
  /** Returns the transaction id (hash or signature). May first move the wallet to `network` (a prompt). */
  sendTransaction(params: TransactionRequest): Promise<string>;
  getNativeBalance(params: { address: string; network: CaipNetwork }): Promise<NativeBalance>;
  /** Whether `address` is a valid address of this namespace. */
  isAddress(address: string): boolean;
}
