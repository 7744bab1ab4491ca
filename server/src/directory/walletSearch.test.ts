import { describe, expect, it } from 'vitest';
import { searchableName, searchRank } from './walletSearch.ts';

describe('wallet search ranking', () => {
  it('ranks exact, prefix, word prefix, substring, then punctuation-free matches', () => {
    const rank = (name: string, query: string) => searchRank(searchableName(name), query);
    expect(rank('Rainbow', 'rainbow')).toBe(0);
    expect(rank('Rainbow', 'RAIN')).toBe(1);
    expect(rank('Trust Wallet', 'wal')).toBe(2);
    expect(rank('MetaMask', 'mask')).toBe(3);
    expect(rank('Meta Mask', 'metamask')).toBe(4);
    expect(rank('Rainbow', 'zz')).toBeNull();
  });
});
