import { describe, expect, it } from 'vitest';
import { fakeConnector } from '../testing/fakeAdapter.ts';
import type { Connector } from './Connector.ts';
import { groupByWallet } from './walletFamilies.ts';

/** A Wallet Standard wallet object, shared by a wallet's connectors in the families it registers for. */
const standardWallet = (name: string) => ({ name, features: {} });
const ids = (groups: Connector[][]) => groups.map((group) => group.map((connector) => connector.id));

describe('groupByWallet', () => {
  it("groups one wallet's connectors across families by name when nothing else tells, each group by family", () => {
    const bitcoin = fakeConnector({ id: 'btc:dev', name: 'Dev Wallet', chain: 'bip122', provider: {} });
    const solana = fakeConnector({ id: 'sol:dev', name: 'Dev Wallet', chain: 'solana', provider: {} });
    const evm = fakeConnector({ id: 'io.dev', name: 'Dev Wallet', info: { rdns: 'io.dev' }, provider: {} });
    const other = fakeConnector({ id: 'sol:other', name: 'Other', chain: 'solana' });
    expect(ids(groupByWallet([bitcoin, other, solana, evm]))).toEqual([
      ['io.dev', 'sol:dev', 'btc:dev'],
      ['sol:other'],
    ]);
  });

  it('keeps two different wallets with one name apart: their rdns differ', () => {
    const first = fakeConnector({ id: 'io.first', name: 'Wallet', info: { rdns: 'io.first' } });
    const second = fakeConnector({ id: 'io.second', name: 'Wallet', info: { rdns: 'io.second' } });
    const solana = fakeConnector({ id: 'sol:wallet', name: 'Wallet', chain: 'solana' });
    // The Solana one carries no rdns: only its name links it, to the first wallet of that name.
    expect(ids(groupByWallet([first, second, solana]))).toEqual([['io.first', 'sol:wallet'], ['io.second']]);
  });

  it('keeps two Wallet Standard wallets with one name apart in a family: each registered its own object', () => {
    const one = fakeConnector({
      id: 'Wallet',
      name: 'Wallet',
      chain: 'solana',
      provider: standardWallet('a'),
    });
    const two = fakeConnector({
      id: 'Wallet',
      name: 'Wallet',
      chain: 'solana',
      provider: standardWallet('b'),
    });
    expect(groupByWallet([one, two])).toEqual([[one], [two]]);
  });

  it('joins the families of one Wallet Standard wallet object, and of one rdns, whatever their names', () => {
    const shared = standardWallet('x');
    const solana = fakeConnector({ id: 'X', name: 'X', chain: 'solana', provider: shared });
    const bitcoin = fakeConnector({ id: 'X Bitcoin', name: 'X Bitcoin', chain: 'bip122', provider: shared });
    const evm = fakeConnector({ id: 'io.y', name: 'Y', info: { rdns: 'io.y' } });
    const evmTwin = fakeConnector({
      id: 'io.y',
      name: 'Y (Solana)',
      chain: 'solana',
      info: { rdns: 'io.y' },
    });
    expect(ids(groupByWallet([solana, evm, bitcoin, evmTwin]))).toEqual([
      ['X', 'X Bitcoin'],
      ['io.y', 'io.y'],
    ]);
  });

  it('tells wallets apart, or together, by their directory id', () => {
    const a = fakeConnector({ id: 'a', name: 'Same', type: 'EXTERNAL', explorerId: 'dir-a' });
    const b = fakeConnector({
      id: 'b',
      name: 'Same',
      type: 'EXTERNAL',
      chain: 'solana',
      explorerId: 'dir-b',
    });
    const c = fakeConnector({
      id: 'c',
      name: 'Other',
      type: 'EXTERNAL',
      chain: 'bip122',
      explorerId: 'dir-a',
    });
    expect(ids(groupByWallet([a, b, c]))).toEqual([['a', 'c'], ['b']]);
  });

  it("keeps an announced wallet and the page's window.ethereum of the same name together", () => {
    const announced = fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } });
    const legacy = fakeConnector({ id: 'injected', name: 'MetaMask', type: 'INJECTED', provider: {} });
    expect(ids(groupByWallet([announced, legacy]))).toEqual([['io.metamask', 'injected']]);
  });
});
