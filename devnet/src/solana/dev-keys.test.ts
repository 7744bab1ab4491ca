import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../accounts.ts';
import { deriveSolanaAccount, labelledKey } from './derive-keys.ts';
import { FAUCET_KEY_LABEL, SOLANA_DEV_ACCOUNTS, SOLANA_FAUCET, SOLANA_MINTS } from './dev-keys.ts';

describe('Solana dev keys', () => {
  it("are the 10 accounts the dev mnemonic gives on m/44'/501'/i'/0'", () => {
    expect(SOLANA_DEV_ACCOUNTS).toHaveLength(10);
    SOLANA_DEV_ACCOUNTS.forEach((account, index) => {
      expect(account).toEqual(deriveSolanaAccount(DEV_MNEMONIC, index));
    });
  });

  it('mints and faucet sit at the addresses of their labelled keys', () => {
    for (const mint of Object.values(SOLANA_MINTS))
      expect(labelledKey(mint.keyLabel).address).toBe(mint.address);
    expect(labelledKey(FAUCET_KEY_LABEL)).toEqual(SOLANA_FAUCET);
  });
});
