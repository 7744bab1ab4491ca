import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';

/** What each view that exists in this version takes when it is opened. */
export interface ViewData {
  /** With a namespace: only the wallets of that family (after SwitchActiveChain). */
  Connect: { namespace?: ChainNamespace } | undefined;
  AllWallets: undefined;
  ConnectingExternal: { connectorId: string; namespace: ChainNamespace };
  /** A directory or custom wallet that is not installed in this browser: where to get it, or its own links. */
  GetWallet: { walletId: string };
  /**
   * A WalletConnect pairing (QR code, or the wallet's link on a phone), for a directory wallet or any. With `uri`, a
   * pairing made elsewhere is shown and the session is proposed over it (SPEC §2: "Opening with a uri sets that uri").
   */
  ConnectingWalletConnect: { walletId?: string | undefined; uri?: string | undefined } | undefined;
  SwitchNetwork: { caipNetworkId: CaipNetworkId };
  /** The wallet in use lacks the network's family: explains, and leads to Connect for that family. */
  SwitchActiveChain: { caipNetworkId: CaipNetworkId };
  UnsupportedChain: undefined;
  Networks: undefined;
  /**
   * With a screen: one of Account's wallet features (SPEC §2 lazy bundles) instead of the account itself: Send (SPEC
   * §4: a token, an amount and a receiver) or Receive (the address as a QR code and the networks it receives on).
   */
  Account: { screen: AccountScreen } | undefined;
  /**
   * SPEC §2 Farcaster login: the sign-in channel's QR code and "open in app" link, until the visitor approved in a
   * Farcaster client; then connected to the embedded wallet.
   */
  ConnectingFarcaster: undefined;
  /** SPEC §4 e-mail login after the address was sent: the code mailed (it verifies a new device too). */
  EmailLogin: { email: string };
  /**
   * SPEC §2, §4: the embedded wallet's frame, which draws a waiting request and its Approve and Reject; with
   * notAllowed, the method the wallet refused instead.
   */
  ApproveTransaction: { notAllowed: string } | undefined;
  /**
   * SPEC §2 Swap, opened with optional swap arguments: the tokens (a symbol such as 'USDC', or a CAIP-10 address)
   * and the amount to sell, in whole units ('0.5'). EVM networks only; elsewhere it says so.
   */
  Swap: SwapArguments | undefined;
  /** SPEC §2's onramp bundle: buy crypto through the project's on-ramp providers (the currency, the fiat, the amount,
   * the providers' offers, then the chosen provider's checkout in a new window). */
  OnRampProviders: undefined;
  /** The wallets connected in the namespace (multi-wallet), and the embedded user's accounts with sign out. */
  ProfileWallets: undefined;
  /** SPEC §4: the new address, a code to the current address, then a code to the new one. */
  UpdateEmailWallet: undefined;
  /** SPEC §2, §4 sign-in: asks the wallet to sign the active account's CAIP-122 message ('Authenticating...'). */
  SIWXSignMessage: undefined;
  /** SPEC §2, §4 name registration: a label, suggestions and availability, then the embedded wallet signs. */
  RegisterAccountName: undefined;
  /** SPEC §2: the name just registered. */
  RegisterAccountNameSuccess: { name: string };
}

export type AccountScreen = 'Send' | 'Receive';

export interface SwapArguments {
  fromToken?: string | undefined;
  toToken?: string | undefined;
  amount?: string | undefined;
}
export type ViewName = keyof ViewData;

/** The views `open()` accepts, at run time (for callers without types). */
export const VIEWS = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'GetWallet',
  'ConnectingWalletConnect',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'Networks',
  'Account',
  'ConnectingFarcaster',
  'EmailLogin',
  'ApproveTransaction',
  'Swap',
  'OnRampProviders',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly ViewName[];

export function isViewName(value: unknown): value is ViewName {
  return (VIEWS as readonly unknown[]).includes(value);
}

export type RouteEntry = { [V in ViewName]: { view: V; data: ViewData[V] } }[ViewName];

/** Arguments of push/replace: the view, and its data where it takes any. */
export type RouteArgs<V extends ViewName> = undefined extends ViewData[V]
  ? [view: V, data?: ViewData[V]]
  : [view: V, data: ViewData[V]];
