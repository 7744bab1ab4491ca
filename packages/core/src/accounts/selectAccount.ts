import type { ChainNamespace } from '@gangway/protocol';
import {
  type ConnectionState,
  currentConnection,
  namespaceState,
  selectAddress,
  selectCaipAddress,
} from '../stores/connectionStore.ts';
import type { Account, AccountState } from './AccountState.ts';

/** SPEC §3's account state of `namespace`: the connection's status and addresses with the account's own fields. */
export function selectAccount(
  connections: ConnectionState,
  account: AccountState,
  namespace: ChainNamespace,
): Account {
  const address = selectAddress(connections, namespace);
  const caipAddress = selectCaipAddress(connections, namespace);
  const accounts = currentConnection(connections, namespace)?.accounts ?? [];
  const accountType = accounts[0]?.type;
  return {
    ...account,
    status: namespaceState(connections, namespace).status,
    accounts,
    ...(address ? { address } : {}),
    ...(caipAddress ? { caipAddress } : {}),
    ...(accountType ? { accountType } : {}),
  };
}
