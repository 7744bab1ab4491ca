import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, devAccounts } from './accounts.ts';

describe('dev accounts', () => {
  it('are the 10 accounts anvil derives from its default mnemonic', () => {
    const accounts = devAccounts();
    expect(accounts).toHaveLength(10);
    accounts.forEach((account, addressIndex) => {
      expect(account.address).toBe(mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address);
    });
  });
});
