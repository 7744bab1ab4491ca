import { fakeConnector } from '@gangway/core/testing';
import { describe, expect, it } from 'vitest';
import { listing } from '../testing/fakeServer.ts';
import { type AllWalletsInput, allWalletsList, searchList } from './allWalletsList.ts';

const metamask = fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } });
const dev = fakeConnector({ id: 'io.dev', name: 'Dev Wallet' });

function input(overrides: Partial<AllWalletsInput> = {}): AllWalletsInput {
  return {
    connectors: [metamask, dev],
    recentIds: ['io.dev'],
    excluded: [],
    customWallets: [{ id: 'custom', name: 'Custom Meta' }],
    directory: [
      listing('mm', { name: 'MetaMask', rdns: 'io.metamask' }),
      listing('trust', { name: 'Trust Wallet' }),
      listing('mw', { name: 'MetaWallet' }),
    ],
    imageUrl: (_kind, id) => `/img/${id}`,
    family: { prefer: 'eip155' },
    ...overrides,
  };
}

describe('allWalletsList', () => {
  it('puts installed wallets first (recent ones leading), then custom, then directory wallets not installed', () => {
    expect(allWalletsList(input()).map((entry) => entry.id)).toEqual([
      'io.dev',
      'io.metamask',
      'custom',
      'trust',
      'mw',
    ]);
  });

  it('hides excluded installed wallets', () => {
    const list = allWalletsList(input({ excluded: [{ rdns: 'io.metamask', name: 'MetaMask' }] }));
    expect(list.map((entry) => entry.id)).not.toContain('io.metamask');
  });
});

describe('searchList', () => {
  it("keeps installed and custom wallets whose name holds the query, then the directory's answer", () => {
    const answer = [
      listing('mm', { name: 'MetaMask', rdns: 'io.metamask' }),
      listing('mw', { name: 'MetaWallet' }),
    ];
    const list = searchList({ ...input({ directory: answer }), query: ' META ' });
    expect(list.map((entry) => entry.id)).toEqual(['io.metamask', 'custom', 'mw']);
  });

  it('keeps directory answers that matched on the server even when the name does not hold the query', () => {
    const list = searchList({ ...input({ directory: [listing('x', { name: 'Xyz' })] }), query: 'io.x' });
    expect(list.map((entry) => entry.id)).toEqual(['x']);
  });
});
