import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../accounts.ts';
import { FARCASTER_ACCOUNTS, FARCASTER_KEY_INDEX, farcasterAccount } from './accounts.ts';

describe('devnet Farcaster accounts', () => {
  it('hold custody keys derived from the devnet mnemonic at address index 100 + (fid - 1001)', () => {
    for (const account of FARCASTER_ACCOUNTS) {
      const derived = mnemonicToAccount(DEV_MNEMONIC, {
        addressIndex: FARCASTER_KEY_INDEX + account.fid - 1001,
      });
      expect(account.custody).toBe(derived.address);
    }
  });

  it('are distinct fids, fnames and custody addresses, with at least four registered ones for e2e specs', () => {
    const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(distinct(FARCASTER_ACCOUNTS.map((account) => account.fid))).toBe(true);
    expect(distinct(FARCASTER_ACCOUNTS.map((account) => account.username))).toBe(true);
    expect(distinct(FARCASTER_ACCOUNTS.map((account) => account.custody))).toBe(true);
    expect(distinct(FARCASTER_ACCOUNTS.map((account) => account.usedBy))).toBe(true);
    for (const { username } of FARCASTER_ACCOUNTS) expect(username).toMatch(/^[a-z0-9][a-z0-9-]{0,15}$/);
    const forSpecs = FARCASTER_ACCOUNTS.filter(
      (account) => account.registered && account.usedBy.startsWith('e2e'),
    );
    expect(forSpecs.length).toBeGreaterThanOrEqual(4);
  });

  it('are found by username or fid, and an unknown one is an error', () => {
    expect(farcasterAccount('bob').fid).toBe(1002);
    expect(farcasterAccount(1002).username).toBe('bob');
    expect(() => farcasterAccount('nobody')).toThrow('No devnet Farcaster account nobody');
  });
});
