import { DEFAULT_ACCOUNT_TYPES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { createAccountStore } from './accountStore.ts';

describe('accounts', () => {
  it('start empty with the default account type of the namespace', () => {
    const store = createAccountStore(DEFAULT_ACCOUNT_TYPES);
    expect(store.getState().get('eip155')).toEqual({
      preferredAccountType: 'smartAccount',
      currentTab: 0,
      addressLabels: {},
    });
    expect(store.getState().get('bip122').preferredAccountType).toBe('payment');
  });

  it('reset clears every field except the preferred account type', () => {
    const store = createAccountStore(DEFAULT_ACCOUNT_TYPES);
    store.getState().update('eip155', {
      preferredAccountType: 'eoa',
      balance: '1',
      profileName: 'x',
      currentTab: 2,
      addressLabels: { a: 'b' },
    });
    store.getState().reset('eip155');
    expect(store.getState().get('eip155')).toEqual({
      preferredAccountType: 'eoa',
      currentTab: 0,
      addressLabels: {},
    });
  });

  it('keeps namespaces apart', () => {
    const store = createAccountStore(DEFAULT_ACCOUNT_TYPES);
    store.getState().update('solana', { balance: '2' });
    expect(store.getState().get('eip155').balance).toBeUndefined();
  });
});
