import { describe, expect, it } from 'vitest';
import { parseAccountsReply, parseChainIdReply, requireAccounts } from './parseReplies.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('parseChainIdReply', () => {
  it.each([
    ['0x1', 1],
    ['0x89', 137],
    ['0X2105'.replace('X', 'x'), 8453],
    ['0xAa36A7', 11155111],
  ])('reads %s as %d', (reply, chainId) => {
    expect(parseChainIdReply(reply)).toBe(chainId);
  });

  it.each([
    ['1'],
    [1],
    ['0x'],
    ['0x0'],
    ['0xzz'],
    [''],
    [null],
    [undefined],
    [['0x1']],
    ['0x20000000000000'],
  ])('refuses %j with INVALID_CHAIN_ID', (reply) => {
    expect(() => parseChainIdReply(reply)).toThrow(expect.objectContaining({ code: 'INVALID_CHAIN_ID' }));
  });
});

describe('parseAccountsReply', () => {
  it('checksums addresses, with or without 0x', () => {
    expect(parseAccountsReply([ADDRESS.toLowerCase(), ADDRESS.slice(2)])).toEqual([ADDRESS, ADDRESS]);
  });

  it('lets an empty list through (eth_accounts when not authorised)', () => {
    expect(parseAccountsReply([])).toEqual([]);
  });

  it.each([[null], ['0x1234'], [ADDRESS], [[ADDRESS, '0x12']], [[{ address: ADDRESS }]]])(
    'refuses %j with NO_ACCOUNTS',
    (reply) => {
      expect(() => parseAccountsReply(reply)).toThrow(expect.objectContaining({ code: 'NO_ACCOUNTS' }));
    },
  );

  it('requireAccounts refuses an empty list with NO_ACCOUNTS', () => {
    expect(() => requireAccounts([])).toThrow(expect.objectContaining({ code: 'NO_ACCOUNTS' }));
    expect(requireAccounts([ADDRESS])).toEqual([ADDRESS]);
  });
});
