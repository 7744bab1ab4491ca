import { createGangway, type Gangway } from '@gangway/core';
import {
  createFakeAdapter,
  createMemoryStorage,
  fakeConnection,
  fakeConnector,
  testBitcoin,
  testMainnet,
  testSolana,
} from '@gangway/core/testing';
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GangwayProvider } from '../../GangwayProvider/GangwayProvider.tsx';
import { modal, settle } from '../../testing/renderWithGangway.tsx';

const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** A dev wallet on EVM and Solana (not Bitcoin), connected on Ethereum, with Networks open. */
async function openNetworks(): Promise<{ gangway: Gangway; approveSolana: () => void }> {
  let approveSolana: () => void = () => undefined;
  const evm = createFakeAdapter();
  const solana = createFakeAdapter('solana');
  const bitcoin = createFakeAdapter('bip122');
  evm.announce([fakeConnector({ id: 'io.dev', name: 'Dev Wallet' })]);
  solana.announce([fakeConnector({ id: 'solana:dev', name: 'Dev Wallet', chain: 'solana' })]);
  solana.behaviour.connect = ({ network }) =>
    new Promise((resolve) => {
      approveSolana = () => resolve(fakeConnection(network.caipNetworkId, SOL_ADDRESS, 'solana:dev'));
    });
  const gangway = createGangway({
    projectId: 'test',
    networks: [testMainnet, testSolana, testBitcoin],
    adapters: [evm, solana, bitcoin],
    storage: createMemoryStorage(),
  });
  render(<GangwayProvider gangway={gangway}>{null}</GangwayProvider>);
  gangway.start();
  await act(() => gangway.connect({ connectorId: 'io.dev', namespace: 'eip155' }));
  act(() => gangway.open('Networks'));
  await settle();
  return { gangway, approveSolana: () => approveSolana() };
}

describe('Networks across families and SwitchActiveChain', () => {
  it('groups the networks by family', async () => {
    await openNetworks();
    const headings = modal()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['EVM', 'Solana', 'Bitcoin']);
    expect(modal().getByTestId('gw-network-family-bip122').textContent).toContain('Bitcoin Regtest');
  });

  it('connects the same wallet on Solana through SwitchNetwork, with no new pick', async () => {
    const { gangway, approveSolana } = await openNetworks();
    fireEvent.click(modal().getByRole('button', { name: 'Solana Localnet' }));
    await settle();
    expect(modal().getByTestId('gw-view-SwitchNetwork')).toBeTruthy();
    await act(async () => approveSolana());
    await settle();
    expect(gangway.getActiveNetwork()).toEqual(testSolana);
    expect(gangway.getAccount()).toMatchObject({ status: 'connected', address: SOL_ADDRESS });
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('explains a wallet without Bitcoin and leads to Connect for Bitcoin wallets', async () => {
    const { gangway } = await openNetworks();
    fireEvent.click(modal().getByRole('button', { name: 'Bitcoin Regtest' }));
    await settle();
    expect(modal().getByTestId('gw-view-SwitchActiveChain').textContent).toContain(
      'Dev Wallet does not support Bitcoin networks',
    );
    expect(gangway.getActiveNetwork()).toEqual(testMainnet);
    fireEvent.click(modal().getByTestId('gw-switch-active-chain'));
    await settle();
    expect(gangway.modal.getState().history.at(-1)).toEqual({
      view: 'Connect',
      data: { namespace: 'bip122' },
    });
    expect(modal().getByRole('dialog', { name: 'Connect a Bitcoin Wallet' })).toBeTruthy();
    expect(modal().queryByTestId('gw-wallet-io.dev')).toBeNull();
    expect(gangway.getActiveNetwork()).toEqual(testBitcoin);
    expect(gangway.getAccount('eip155').status).toBe('connected');
  });
});
