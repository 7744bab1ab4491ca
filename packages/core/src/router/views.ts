import type { CaipNetworkId } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';

/** What each view of SPEC §2 takes when it is opened. */
export interface ViewData {
  Connect: undefined;
  AllWallets: undefined;
  ConnectingExternal: { connectorId: string; namespace: ChainNamespace };
  ConnectingWalletConnect: { walletId: string };
  /** A directory or custom wallet that is not installed in this browser: where to get it. */
  GetWallet: { walletId: string };
  ConnectingFarcaster: undefined;
  EmailLogin: undefined;
  SwitchNetwork: { caipNetworkId: CaipNetworkId };
  SwitchActiveChain: {
    switchToChain: ChainNamespace;
    navigateTo?: 'Connect';
    navigateWithReplace?: boolean;
    caipNetworkId?: CaipNetworkId;
  };
  UnsupportedChain: undefined;
  Networks: undefined;
  Account: undefined;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  Swap: { swapArguments?: Readonly<Record<string, string>> } | undefined;
  ApproveTransaction: undefined;
  SIWXSignMessage: undefined;
  ProfileWallets: undefined;
  UpdateEmailWallet: undefined;
}
export type ViewName = keyof ViewData;

export type RouteEntry = { [V in ViewName]: { view: V; data: ViewData[V] } }[ViewName];

/** Arguments of push/replace: the view, and its data where it takes any. */
export type RouteArgs<V extends ViewName> = ViewData[V] extends undefined
  ? [view: V, data?: ViewData[V]]
  : [view: V, data: ViewData[V]];
