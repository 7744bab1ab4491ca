import { USER_MESSAGES } from '@gangway/core/internal';
import { fakeConnection } from '@gangway/core/testing';
import { GangwayError } from '@gangway/protocol';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeInModal, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

async function startConnecting(connect: () => Promise<ReturnType<typeof fakeConnection>>, options = {}) {
  const harness = renderWithGangway(null, options);
  harness.adapter.behaviour.connect = connect;
  act(() => harness.gangway.open());
  await settle(1);
  fireEvent.click(modal().getByRole('button', { name: 'Fake Wallet' }));
  await settle();
  return harness;
}

describe('ConnectingExternal view', () => {
  it('waits for the wallet, titled with its name, then closes once connected', async () => {
    let approve: () => void = () => undefined;
    const { gangway } = await startConnecting(
      () =>
        new Promise((resolve) => {
          approve = () => resolve(fakeConnection());
        }),
    );
    expect(modal().getByRole('dialog', { name: 'Fake Wallet' })).toBeTruthy();
    expect(modal().getByTestId('gw-connecting-status').textContent).toBe('Continue in Fake Wallet');
    expect(modal().getByRole('status').textContent).toContain('Continue in Fake Wallet');
    await act(async () => approve());
    await settle();
    expect(gangway.modal.getState().open).toBe(false);
    expect(gangway.getAccount().status).toBe('connected');
  });

  it("shows 'Connection rejected' with a Retry that asks the wallet again", async () => {
    let answer: () => Promise<ReturnType<typeof fakeConnection>> = async () => {
      throw new GangwayError('CONNECTION_REJECTED', { category: 'CONNECTION_ERROR' });
    };
    const { gangway, adapter } = await startConnecting(() => answer());
    expect(modal().getByTestId('gw-connecting-status').textContent).toBe(USER_MESSAGES.CONNECTION_REJECTED);
    expect(modal().getByRole('status').textContent).toContain(USER_MESSAGES.CONNECTION_REJECTED);
    expect(modal().getByRole('dialog').hasAttribute('data-shaking')).toBe(true);
    const retry = modal().getByRole('button', { name: 'Retry' });
    expect(activeInModal()).toBe(retry);

    answer = async () => fakeConnection();
    fireEvent.click(retry);
    expect(modal().queryByRole('button', { name: 'Retry' })).toBeNull();
    await settle();
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(2);
    expect(gangway.getAccount().status).toBe('connected');
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('shows the catalogue message of any other failure, with a retry and no spinner', async () => {
    await startConnecting(async () => {
      throw new GangwayError('NO_ACCOUNTS');
    });
    expect(modal().getByTestId('gw-connecting-status').textContent).toBe('The wallet returned no accounts');
    expect(modal().getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(
      modal().getByTestId('gw-view-ConnectingExternal').querySelector('[data-state="error"]'),
    ).toBeTruthy();
  });

  it('hands over to UnsupportedChain when the wallet is on a network the app does not support', async () => {
    const { gangway } = await startConnecting(async () => fakeConnection('eip155:10' as never));
    await settle();
    expect(gangway.modal.getState().open).toBe(true);
    expect(await modal().findByTestId('gw-view-UnsupportedChain')).toBeTruthy();
  });
});
