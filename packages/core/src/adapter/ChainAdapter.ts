// The contract every chain family implements (ARCHITECTURE §3): small on purpose. Balances beyond the native
// one, names, history and quotes come from the API client, not from adapters.

import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import type { ConnectionAccount } from '../accounts/AccountState.ts';
import type { Connector } from '../connectors/Connector.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { FamilyTransfers } from './FamilyTransfers.ts';

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

/** SPEC §3: the options of a Solana sign-and-send request. */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

/** What each family sends, beyond the connector, network and sender every request has. */
export interface TransactionPayloads {
  eip155: {
    to: string;
    /** In wei. */
    value: bigint;
    /** Call data, 0x-prefixed. */
    data?: `0x${string}`;
    /** The gas limit; the wallet estimates it when absent. */
    gas?: bigint;
  };
  /**
   * A transaction in wire format, signed and sent by the wallet; or a transfer the adapter builds for the wallet to
   * sign and send: SOL, or with `mint` that SPL token (to the recipient's associated token account).
   */
  solana:
    | { transaction: Uint8Array; options?: SolanaSendOptions }
    | {
        to: string;
        /** In lamports, or in the token's base units when `mint` is given. */
        value: bigint;
        /** An SPL Token mint address. */
        mint?: string;
        options?: SolanaSendOptions;
      };
  bip122: {
    to: string;
    /** In satoshis. */
    value: bigint;
  };
  polkadot: never;
  cosmos: never;
}

/** What each family's signMessage and sendTransaction give back. */
export interface SignatureResults {
  /** 0x-prefixed hex (personal_sign). */
  eip155: `0x${string}`;
  /** Base58 ed25519 signature. */
  solana: string;
  /** Base64 BIP-322 (or legacy for P2PKH) signature. */
  bip122: string;
  polkadot: never;
  cosmos: never;
}
export interface TransactionResults {
  /** The transaction hash, 0x-prefixed. */
  eip155: `0x${string}`;
  /** The transaction signature, base58. */
  solana: string;
  /** The transaction id, hex. */
  bip122: string;
  polkadot: never;
  cosmos: never;
}

/** Every request about a wallet names its connector: the connector carries the wallet's provider. */
export interface ConnectorParams {
  connector: Connector;
}

export type TransactionRequest<N extends ChainNamespace = ChainNamespace> = {
  [K in N]: ConnectorParams & { network: CaipNetwork<K>; from: string } & TransactionPayloads[K];
}[N];

export interface SignMessageParams extends ConnectorParams {
  address: string;
  message: string;
}

export interface AdapterSetup {
  /** The networks the app requested in this adapter's namespace, in the configured order. */
  networks: readonly CaipNetwork[];
}

/**
 * Errors: adapters throw GangwayError only. A user's refusal is CONNECTION_REJECTED on connect and USER_REJECTED
 * elsewhere; a reply that breaks the protocol is INVALID_CHAIN_ID, NO_ACCOUNTS or INVALID_RESPONSE; anything else
 * on connect is FAILED_TO_CONNECT with the wallet's error as `cause`, and WALLET_REQUEST_FAILED once connected.
 * createLazyAdapter applies these rules for an adapter given its family's rejection rule.
 *
 * The connector passed in may come from this adapter's discovery or from elsewhere (a WalletConnect session's or
 * the embedded wallet's provider): the adapter uses `connector.provider` and never looks the wallet up itself.
 */
export interface ChainAdapter<N extends ChainNamespace = ChainNamespace> {
  readonly namespace: N;
  /** Called once by createGangway. Must be cheap: no network requests, no heavy imports. */
  setup(setup: AdapterSetup): void;
  /** Starts discovery of the wallets in the page (e.g. EIP-6963); calls back with the full list on every change. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): Unsubscribe;
  /**
   * In a frame, once watchConnectors started: settles when the adapter knows whether the parent is a wallet it
   * connects through (Safe{Wallet}), that wallet's connector already reported; undefined when there is nothing to
   * detect. Start-up sync waits for it instead of a fixed time.
   */
  frameDetection?(): Promise<void> | undefined;
  /** Adapter events for connected wallets: accounts, chain, disconnect. */
  subscribe(listener: (event: AdapterEvent) => void): Unsubscribe;
  /** Loads the adapter's heavy code ahead of need (on open intent); optional, idempotent. */
  preload?(): Promise<void>;
  /** Asks the wallet to connect (prompts the user); the wallet may stay on a network it prefers. */
  connect(params: ConnectorParams & { network: CaipNetwork }): Promise<AdapterConnection>;
  /** Restores a connection without prompting; null when the wallet no longer grants access or has no provider. */
  reconnect(params: ConnectorParams & { network: CaipNetwork }): Promise<AdapterConnection | null>;
  disconnect(params: ConnectorParams): Promise<void>;
  /** Moves the wallet to `network`, adding it to the wallet first when the wallet does not know it. */
  switchNetwork(params: ConnectorParams & { network: CaipNetwork }): Promise<void>;
  signMessage(params: SignMessageParams): Promise<SignatureResults[N]>;
  /** May first move the wallet to `network` (a prompt). */
  sendTransaction(params: TransactionRequest<N>): Promise<TransactionResults[N]>;
  getNativeBalance(params: { address: string; network: CaipNetwork }): Promise<NativeBalance>;
  /** Whether `address` is a valid address of this namespace. */
  isAddress(address: string): boolean;
  /**
   * The family's Send support (transfers, their fee, a sent transaction's fate), from the adapter's lazy runtime;
   * undefined in a family the widget does not send in.
   */
  transfers?(): Promise<FamilyTransfers<N> | undefined>;
}
