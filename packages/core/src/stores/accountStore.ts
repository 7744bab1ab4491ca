import type { AccountType, ChainNamespace } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';
import type { AccountState } from '../accounts/AccountState.ts';

export interface AccountStoreState {
  accounts: Readonly<Partial<Record<ChainNamespace, AccountState>>>;
}
export interface AccountActions {
  get(namespace: ChainNamespace): AccountState;
  update(namespace: ChainNamespace, patch: Partial<AccountState>): void;
  /** Every field cleared except the preferred account type (SPEC §4). */
  reset(namespace: ChainNamespace): void;
}
export type AccountStore = ReturnType<typeof createAccountStore>;

export function emptyAccount(preferredAccountType: AccountType): AccountState {
  return { preferredAccountType, currentTab: 0, addressLabels: {} };
}

export function createAccountStore(defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>) {
  return createStore<AccountStoreState & AccountActions>()((set, get) => {
    const read = (namespace: ChainNamespace) =>
      get().accounts[namespace] ?? emptyAccount(defaultAccountTypes[namespace]);
    return {
      accounts: {},
      get: read,
      update: (namespace, patch) =>
        set({ accounts: { ...get().accounts, [namespace]: { ...read(namespace), ...patch } } }),
      reset: (namespace) =>
        set({
          accounts: { ...get().accounts, [namespace]: emptyAccount(read(namespace).preferredAccountType) },
        }),
    };
  });
}
