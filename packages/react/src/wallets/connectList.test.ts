import type { Connector } from '@gangway/core';
import { fakeConnector } from '@gangway/core/testing';
import {
  type ConnectorTypeOrderKey,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  RECOMMENDED_WALLETS_COUNT,
} from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { listing } from '../testing/fakeServer.ts';
import { type ConnectListInput, connectList } from './connectList.ts';

const metamask = fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } });
const rabby = fakeConnector({
  id: 'io.rabby',
  name: 'Rabby Wallet',
  info: { rdns: 'io.rabby' },
  type: 'INJECTED',
});
const safe = fakeConnector({ id: 'safe', name: 'Safe', type: 'EXTERNAL' });
const embedded = fakeConnector({ id: 'auth', name: 'Email', type: 'AUTH' });

function input(overrides: Partial<ConnectListInput> = {}): ConnectListInput {
  return {
    order: DEFAULT_CONNECTOR_TYPE_ORDER,
    connectors: [metamask, rabby, safe, embedded],
    recentIds: [],
    featured: [listing('f1', { name: 'Featured One' })],
    recommended: ['r1', 'r2', 'r3', 'r4'].map((id) => listing(id)),
    customWallets: [{ id: 'custom', name: 'Custom Wallet', homepage: 'https://custom.example' }],
    excluded: [],
    directoryPending: false,
    featuredCount: 1,
    imageUrl: (kind, id) => `https://api.example/${kind}/${id}`,
    family: { prefer: 'eip155' },
    ...overrides,
  };
}

const ids = (list: ReturnType<typeof connectList>) => list.map((entry) => entry.id);

describe('connectList', () => {
  it('follows the default connector type order: recent, installed, featured, custom, external, recommended', () => {
    const list = connectList(input({ recentIds: ['io.rabby'] }));
    expect(ids(list)).toEqual(['io.rabby', 'io.metamask', 'f1', 'custom', 'safe', 'r1', 'r2', 'r3', 'r4']);
    expect(list.map((entry) => ('tag' in entry ? entry.tag : undefined))).toEqual([
      'recent',
      'installed',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('follows the configured order, and keeps groups it leaves out after the others', () => {
    const order: ConnectorTypeOrderKey[] = ['recommended', 'custom', 'injected'];
    expect(ids(connectList(input({ order })))).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'custom',
      'io.metamask',
      'io.rabby',
      'f1',
      'safe',
    ]);
  });

  it('still recommends four wallets when recommended ones are installed, from further down the first page', () => {
    const list = connectList(
      input({
        recommended: [
          listing('mm', { name: 'MetaMask', rdns: 'io.metamask' }),
          listing('r1'),
          listing('rb', { name: 'Rabby Wallet' }),
          ...['r2', 'r3', 'r4', 'r5'].map((id) => listing(id)),
        ],
      }),
    );
    const recommended = ids(list).filter((id) => id.startsWith('r') && !id.startsWith('io.'));
    expect(recommended).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(recommended).toHaveLength(RECOMMENDED_WALLETS_COUNT);
  });

  it('holds as many places while the directory is pending as it fills once it answers', () => {
    const pending = connectList(input({ directoryPending: true }));
    const answered = connectList(
      input({ recommended: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => listing(id)) }),
    );
    expect(answered).toHaveLength(pending.length);
  });

  it('shows a directory wallet that is installed once, as installed (matched by rdns or by name)', () => {
    const list = connectList(
      input({
        featured: [listing('mm', { name: 'MetaMask Wallet', rdns: 'io.metamask' })],
        recommended: [listing('rb', { name: 'rabby wallet' }), listing('r2')],
      }),
    );
    expect(ids(list)).toEqual(['io.metamask', 'io.rabby', 'custom', 'safe', 'r2']);
    expect(list[0]).toMatchObject({ connector: metamask, tag: 'installed' });
  });

  it('shows a recent wallet once, and a wallet both featured and recommended once, where it comes first', () => {
    const shared = listing('both');
    const list = connectList(
      input({ recentIds: ['io.metamask'], featured: [shared], recommended: [shared, listing('r2')] }),
    );
    expect(ids(list)).toEqual(['io.metamask', 'io.rabby', 'both', 'custom', 'safe', 'r2']);
    expect(ids(list).filter((id) => id === 'io.metamask')).toHaveLength(1);
  });

  it('hides installed wallets that match an excluded wallet by rdns or by name (SPEC §5)', () => {
    const list = connectList(
      input({
        excluded: [
          { rdns: 'io.metamask', name: 'Something Else' },
          { rdns: null, name: 'Rabby Wallet' },
        ],
      }),
    );
    expect(ids(list)).not.toContain('io.metamask');
    expect(ids(list)).not.toContain('io.rabby');
  });

  it('leaves the embedded and WalletConnect connectors to their own entries', () => {
    const walletConnect = fakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' });
    const list = connectList(input({ connectors: [embedded, walletConnect] }));
    expect(ids(list)).toEqual(['f1', 'custom', 'r1', 'r2', 'r3', 'r4']);
  });

  it('holds the places of featured and recommended wallets with placeholders while the directory loads', () => {
    const list = connectList(input({ directoryPending: true, featuredCount: 2 }));
    expect(list.map((entry) => ('placeholder' in entry ? 'placeholder' : entry.id))).toEqual([
      'io.metamask',
      'io.rabby',
      'placeholder',
      'placeholder',
      'custom',
      'safe',
      ...Array(RECOMMENDED_WALLETS_COUNT).fill('placeholder'),
    ]);
  });

  it("gives directory wallets the server's image and the id GetWallet needs", () => {
    const [, , featured] = connectList(input());
    expect(featured).toEqual({
      id: 'f1',
      name: 'Featured One',
      imageUrl: 'https://api.example/wallet/img-f1',
      walletId: 'f1',
    });
  });

  it('lists installed wallets only when there is no server (no directory)', () => {
    const connectors: Connector[] = [metamask];
    expect(ids(connectList(input({ connectors, featured: [], recommended: [], customWallets: [] })))).toEqual(
      ['io.metamask'],
    );
  });

  describe('a wallet in several families', () => {
    const evm = fakeConnector({ id: 'io.dev', name: 'Dev Wallet', info: { rdns: 'io.dev' } });
    const solana = fakeConnector({ id: 'solana:dev', name: 'Dev Wallet', chain: 'solana' });
    const phantom = fakeConnector({ id: 'solana:phantom', name: 'Phantom', chain: 'solana' });
    const wallets = (family: ConnectListInput['family']) =>
      connectList(input({ connectors: [solana, evm, phantom], family })).filter(
        (entry) => 'connector' in entry && entry.connector,
      );

    it('shows it once, under the id of its first family, connecting in the active one', () => {
      const onEvm = wallets({ prefer: 'eip155' });
      expect(onEvm.map((entry) => entry.id)).toEqual(['io.dev', 'solana:phantom']);
      expect(onEvm[0]).toMatchObject({ connector: evm });
      const onSolana = wallets({ prefer: 'solana' });
      expect(onSolana.map((entry) => entry.id)).toEqual(['io.dev', 'solana:phantom']);
      expect(onSolana[0]).toMatchObject({ connector: solana });
    });

    it('with a family asked for, lists only its wallets and directory wallets on its chains', () => {
      const list = connectList(
        input({
          connectors: [evm, solana, phantom, metamask],
          family: { prefer: 'eip155', only: 'solana' },
          recommended: [
            listing('sol', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
            listing('r1'),
          ],
        }),
      );
      expect(ids(list)).toEqual(['io.dev', 'solana:phantom', 'sol']);
      expect(list[0]).toMatchObject({ connector: solana });
    });

    it('lists two different wallets that share its name as two: their rdns tell them apart', () => {
      const twin = fakeConnector({ id: 'io.twin', name: 'Dev Wallet', info: { rdns: 'io.twin' } });
      const list = connectList(input({ connectors: [evm, twin, solana], family: { prefer: 'solana' } }));
      const installed = list.filter((entry) => 'connector' in entry && entry.connector);
      expect(installed.map((entry) => entry.id)).toEqual(['io.dev', 'io.twin']);
      expect(installed[0]).toMatchObject({ connector: solana });
      expect(installed[1]).toMatchObject({ connector: twin });
    });

    it('counts as recent whichever family it was used in', () => {
      const list = connectList(input({ connectors: [evm, solana], recentIds: ['solana:dev', 'io.dev'] }));
      expect(
        list.filter((entry) => 'tag' in entry && entry.tag === 'recent').map((entry) => entry.id),
      ).toEqual(['io.dev']);
    });
  });
});
