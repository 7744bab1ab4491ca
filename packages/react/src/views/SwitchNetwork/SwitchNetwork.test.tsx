import { USER_MESSAGES } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

async function openNetworks() {
  const harness = renderWithGangway(null);
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  fireEvent.click(modal().getByTestId('gw-account-network'));
  await settle();
  return harness;
}

const views = (gangway: { modal: { getState(): { history: readonly { view: string }[] } } }) =>
  gangway.modal.getState().history.map((entry) => entry.view);

describe('Networks and SwitchNetwork views', () => {
  it('marks the active network and switches a connected wallet after its approval', async () => {
    const { gangway, adapter } = await openNetworks();
    expect(modal().getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true');
    let approve: () => void = () => undefined;
    adapter.behaviour.switchNetwork = () =>
      new Promise((resolve) => {
        approve = () => resolve();
      });
    fireEvent.click(modal().getByRole('button', { name: 'Polygon' }));
    await settle();
    expect(modal().getByTestId('gw-view-SwitchNetwork')).toBeTruthy();
    expect(modal().getByRole('dialog', { name: 'Polygon' })).toBeTruthy();
    await act(async () => approve());
    await settle();
    expect(gangway.getActiveNetwork()?.caipNetworkId).toBe('eip155:137');
    expect(views(gangway)).toEqual(['Account']);
    expect(modal().getByTestId('gw-toast').textContent).toContain(
      USER_MESSAGES.NETWORK_SWITCHED({ name: 'Polygon' }),
    );
  });

  it('goes back to the list and says why when the wallet refuses', async () => {
    const { gangway, adapter } = await openNetworks();
    adapter.behaviour.switchNetwork = async () => {
      throw new GangwayError('USER_REJECTED');
    };
    fireEvent.click(modal().getByRole('button', { name: 'Base' }));
    await settle();
    expect(views(gangway)).toEqual(['Account', 'Networks']);
    expect(modal().getByTestId('gw-toast').textContent).toContain('User rejected the request');
    expect(gangway.getActiveNetwork()?.caipNetworkId).toBe('eip155:1');
  });

  it('without a wallet, picking a network just makes it active', async () => {
    const { gangway, adapter } = renderWithGangway(null);
    act(() => gangway.open('Networks'));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Base' }));
    await settle();
    expect(gangway.getActiveNetwork()?.caipNetworkId).toBe('eip155:8453');
    expect(adapter.calls.filter((call) => call.method === 'switchNetwork')).toEqual([]);
    expect(gangway.modal.getState().open).toBe(false);
  });
});
