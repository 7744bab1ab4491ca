import {
  type Account,
  type ConnectedWalletInfo,
  type ConnectionStatus,
  emptyAccount,
  selectAccount,
} from '@gangway/core/internal';
import type { AccountType, CaipAddress, ChainNamespace } from '@gangway/protocol';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

export interface GangwayAccount {
  /** The namespace this account belongs to (the active one unless asked for another). */
  namespace: ChainNamespace;
  status: ConnectionStatus;
  isConnected: boolean;
  /** True while connecting, including while a stored connection is being restored at start-up. */
  isConnecting: boolean;
  address: string | undefined;
  /** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
  caipAddress: CaipAddress | undefined;
  /** Native balance in whole units as a decimal string, e.g. `"1.2345"`. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  /** What the connected account is (an injected wallet's: eoa). */
  accountType: AccountType | undefined;
  /** Name, icon and id of the wallet in use. */
  wallet: ConnectedWalletInfo | undefined;
  /** The full account state of SPEC §3, for fields not surfaced above. */
  state: Account;
}

/** The connected account of `namespace`, or of the active namespace when omitted; re-renders when it changes. */
export function useAccount(namespace?: ChainNamespace): GangwayAccount {
  const gangway = useGangway();
  const activeNamespace = useStore(gangway.connections, (state) => state.activeNamespace);
  const target = namespace ?? activeNamespace;
  const connection = useStore(gangway.connections, (state) => state.namespaces[target]);
  const stored = useStore(gangway.accounts, (state) => state.accounts[target]);
  const state = useMemo(
    () =>
      selectAccount(
        { namespaces: connection ? { [target]: connection } : {}, activeNamespace: target },
        stored ?? emptyAccount(gangway.options.defaultAccountTypes[target]),
        target,
      ),
    [gangway, target, connection, stored],
  );
  return {
    namespace: target,
    status: state.status,
    isConnected: state.status === 'connected',
    isConnecting: state.status === 'connecting',
    address: state.address,
    caipAddress: state.caipAddress,
    balance: state.balance,
    balanceSymbol: state.balanceSymbol,
    accountType: state.accountType,
    wallet: state.connectedWalletInfo,
    state,
  };
}
