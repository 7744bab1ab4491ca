import { USER_MESSAGES } from '@gangway/core/internal';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

async function openAccount(options = {}) {
  const harness = renderWithGangway(null, options);
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  return harness;
}

describe('Account view', () => {
  it('shows the truncated address, the balance with 3 decimals and symbol, the wallet and the network', async () => {
    await openAccount();
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(modal().getByTestId('gw-account-view-address').textContent).toBe('0x11…111111');
    expect(modal().getByTestId('gw-account-view-balance').textContent).toBe('1.234 ETH');
    expect(modal().getByText(USER_MESSAGES.CONNECTED({ name: 'Fake Wallet' }))).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy();
  });

  it('copies the full address and confirms with a toast', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAccount();
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }));
    await settle(1);
    expect(writeText).toHaveBeenCalledWith('0x1111111111111111111111111111111111111111');
    expect(modal().getByTestId('gw-toast').textContent).toContain(USER_MESSAGES.ADDRESS_COPIED);
  });

  it('opens the network list from the network row', async () => {
    const { gangway } = await openAccount();
    fireEvent.click(modal().getByRole('button', { name: 'Network: Ethereum' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    expect(gangway.modal.getState().history.map((entry) => entry.view)).toEqual(['Account', 'Networks']);
  });

  it('does not offer the network list when network switching is disabled', async () => {
    await openAccount({ enableNetworkSwitch: false });
    expect(modal().getByRole('button', { name: 'Network: Ethereum' }).hasAttribute('disabled')).toBe(true);
  });

  it('disconnects and closes', async () => {
    const { gangway } = await openAccount();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(gangway.getAccount().status).toBe('disconnected');
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('falls back to Connect when the wallet drops the connection while it is open', async () => {
    const { gangway, adapter } = await openAccount();
    act(() => adapter.emit({ type: 'disconnected', connectorId: 'io.gangway.fake' }));
    await settle(1);
    expect(gangway.modal.getState().history.at(-1)?.view).toBe('Connect');
  });
});
