import type { AccountType, CaipAddress, CaipNetworkId, SocialOption, TokenBalance } from '@gangway/protocol';
import type { ConnectorType } from '../connectors/Connector.ts';
import type { SiwxSession } from '../siwx/SiwxConfig.ts';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** SPEC §3 Connection: one wallet's accounts on one network. */
export interface ConnectionAccount {
  address: string;
  type?: AccountType;
  publicKey?: string;
  path?: string;
}
export interface Connection {
  connectorId: string;
  accounts: readonly ConnectionAccount[];
  caipNetworkId: CaipNetworkId;
}

/** SPEC §3 User (embedded wallet). */
export interface EmbeddedUser {
  email?: string | null;
  address: string;
  chainId: number | string;
  accounts?: readonly { address: string; type: 'eoa' | 'smartAccount' }[];
  userName?: string;
  preferredAccountType?: AccountType;
  smartAccountDeployed?: boolean;
}

export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  id?: string;
  rdns?: string;
  type?: ConnectorType;
}

/**
 * The profile and view fields of SPEC §3's account state, per chain namespace. Status, address and CAIP address
 * belong to the connection (stores/connectionStore.ts); `Account` puts the two together.
 */
export interface AccountState {
  user?: EmbeddedUser;
  socialProvider?: SocialOption;
  smartAccountDeployed?: boolean;
  preferredAccountType: AccountType;
  profileName?: string | null;
  profileImage?: string | null;
  /** Native balance, formatted in whole units as a decimal string. */
  balance?: string;
  balanceSymbol?: string;
  /** The native balance of each address of the connection, when it has several (Bitcoin payment and ordinal). */
  addressBalances?: Readonly<Record<string, string>>;
  tokenBalance?: readonly TokenBalance[];
  connectedWalletInfo?: ConnectedWalletInfo;
  currentTab: number;
  addressLabels: Readonly<Record<string, string>>;
  /** The account's sign-in session on the active network, once `siwx` found or made one. */
  siwxSession?: SiwxSession;
}

/** SPEC §3 Account state per chain namespace: the connection's status and address with the account's fields. */
export interface Account extends AccountState {
  status: ConnectionStatus;
  address?: string;
  caipAddress?: CaipAddress;
  /** Every account of the connection in use, the address in use first (Bitcoin: payment and ordinal). */
  accounts: readonly ConnectionAccount[];
  /**
   * What the connected account is, as its connection says (an injected wallet's: eoa). `preferredAccountType` is
   * the type an embedded wallet should use, SPEC §4's default; it says nothing about an external wallet.
   */
  accountType?: AccountType;
}
