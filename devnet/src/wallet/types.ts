import type { ProviderRpcError } from '@gangway/protocol';
import type { Address, Hex } from 'viem';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** A chain the dev wallet can talk to. */
export interface DevWalletChain {
  chainId: number;
  name: string;
  rpcUrl: string;
  nativeCurrency: NativeCurrency;
  blockExplorerUrl?: string;
}

export type DevWalletMisbehaviour =
  /**
   * eth_chainId (and chainChanged/connect payloads) answer a malformed chain id; Bitcoin accounts name an unknown
   * chain and wallet_getNetwork an unknown network.
   */
  | 'bad-chain-id'
  /** eth_requestAccounts resolves an empty array; so do Bitcoin connect and getAccounts. */
  | 'no-accounts'
  /** Requests that would prompt the user throw a plain string. */
  | 'non-standard-error'
  /** Requests that would prompt the user throw an object with a message but no code. */
  | 'error-without-code'
  /** Every prompt is refused at once, unseen (all families). */
  | 'reject'
  /** Every prompt waits forever, unseen (all families). */
  | 'hang'
  /**
   * Bitcoin answers have the right shape and wrong content: public keys of the wrong length, signatures that do
   * not verify, a PSBT that does not parse, a txid that is not one.
   */
  | 'malformed-reply'
  /**
   * EVM transactions go out with a gas limit of LOW_GAS_LIMIT instead of the node's estimate, as when a user edits
   * the gas limit down: a token transfer runs out of gas and reverts on the chain.
   */
  | 'low-gas-limit'
  /**
   * EVM transactions go out with a nonce NONCE_GAP past the account's next one, as with a user's custom nonce: the
   * node holds them unmined behind the gap until it fills or the pool drops them.
   */
  | 'nonce-gap'
  /** The wallet knows nothing of EIP-5792: wallet_getCapabilities, wallet_sendCalls and the rest answer 4200. */
  | 'no-batch-calls';

export const DEV_WALLET_MISBEHAVIOURS: readonly DevWalletMisbehaviour[] = [
  'bad-chain-id',
  'no-accounts',
  'non-standard-error',
  'error-without-code',
  'reject',
  'hang',
  'malformed-reply',
  'low-gas-limit',
  'nonce-gap',
  'no-batch-calls',
];

export type DevWalletRequestKind =
  | 'connect'
  | 'permissions'
  | 'switch-chain'
  | 'add-chain'
  | 'sign-message'
  | 'sign-typed-data'
  | 'sign-transaction'
  | 'send-transaction'
  | 'send-calls';

/** What the wallet asks its user about; the approve callback answers it. */
export interface DevWalletApprovalRequest {
  id: number;
  kind: DevWalletRequestKind;
  method: string;
  params: unknown;
  origin: string;
  /**
   * The wallet's chain and account when the request arrived: an EVM chain id and 0x address, for Solana the chain
   * ('solana:localnet') and the base58 address, for Bitcoin 'bitcoin:regtest' and the payment address.
   */
  chainId: number | string;
  account: Address | string;
  /** Readable lines for a person: message text, chain name, recipient and value, … */
  summary: string[];
}

/** Synchronous key-value persistence (localStorage has this shape). */
export interface DevWalletStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DevWalletOptions {
  /** Private keys of the wallet's accounts (default: anvil's 10 dev keys). */
  accounts?: readonly Hex[];
  /** Chains the wallet knows at start. */
  chains: readonly DevWalletChain[];
  /**
   * Chains the devnet runs but the wallet does not know yet: wallet_switchEthereumChain answers
   * 4902 for them until the app adds them with wallet_addEthereumChain (whose RPC URL is used).
   * Only shown in the panel; they carry no special rights.
   */
  addableChains?: readonly DevWalletChain[];
  /** Chain at first start (default: the first of `chains`); a persisted chain wins. */
  chainId?: number;
  /** Account index at first start (default 0); a persisted choice wins. */
  accountIndex?: number;
  /** Asks the user; resolve true to approve. Default: approve everything. */
  approve?: (request: DevWalletApprovalRequest) => Promise<boolean>;
  /** Where permissions and wallet state persist (default: in memory). */
  storage?: DevWalletStorage;
  /** The site talking to the wallet (default: location.origin, or http://localhost in Node). */
  origin?: string;
  misbehaviour?: DevWalletMisbehaviour | null;
  /** Check that an added chain's RPC answers its chain id, as MetaMask does (default true). */
  verifyAddedChainRpc?: boolean;
}

/** The wallet as its panel and tests see it. */
export interface DevWalletState {
  origin: string;
  accounts: Address[];
  accountIndex: number;
  account: Address;
  chainId: number;
  chain: DevWalletChain;
  knownChains: DevWalletChain[];
  addableChains: DevWalletChain[];
  sitePermitted: boolean;
  misbehaviour: DevWalletMisbehaviour | null;
  connected: boolean;
}

export interface RequestArguments {
  method: string;
  /** An array or an object; anything else is rejected with -32600. */
  params?: unknown;
}

export interface ProviderConnectInfo {
  chainId: string;
}

/** Listener signatures per event (the shape of viem's EIP1193EventMap, so the provider fits viem's type). */
export interface DevWalletEventMap {
  accountsChanged(accounts: Address[]): void;
  chainChanged(chainId: string): void;
  connect(info: ProviderConnectInfo): void;
  disconnect(error: ProviderRpcError): void;
  message(message: { type: string; data: unknown }): void;
}

export type DevWalletEvent = keyof DevWalletEventMap;

export interface DevWalletControls {
  state(): DevWalletState;
  /** Called after every state change (account, chain, permission, misbehaviour, connection). */
  subscribe(listener: (state: DevWalletState) => void): () => void;
  /** The user picks another account (emits accountsChanged to a permitted site). */
  switchAccount(index: number): void;
  /** The user moves the wallet to another known chain (emits chainChanged). */
  switchChain(chainId: number): void;
  setMisbehaviour(misbehaviour: DevWalletMisbehaviour | null): void;
  /** Simulates losing (false) or regaining (true) every chain: emits disconnect / connect. */
  setConnected(connected: boolean): void;
  /** The user disconnects the site in the wallet (like wallet_revokePermissions). */
  revokeSite(): void;
}

/** An EIP-1193 provider backed by local keys, plus the controls of its user interface. */
export interface DevWalletProvider {
  readonly isGangwayDevWallet: true;
  /** T is the caller's expectation of the result (like other EIP-1193 typings); it is not checked. */
  request<T = unknown>(args: RequestArguments): Promise<T>;
  on<E extends DevWalletEvent>(event: E, listener: DevWalletEventMap[E]): DevWalletProvider;
  removeListener<E extends DevWalletEvent>(event: E, listener: DevWalletEventMap[E]): DevWalletProvider;
  readonly controls: DevWalletControls;
}
