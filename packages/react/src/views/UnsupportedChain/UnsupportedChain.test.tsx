import { USER_MESSAGES } from '@gangway/core/internal';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const OPTIMISM = 'eip155:10' as never;

async function connectThenLeave(options = {}) {
  const harness = renderWithGangway(null, options);
  harness.gangway.start();
  await connectHarness(harness);
  act(() =>
    harness.adapter.emit({ type: 'chainChanged', connectorId: 'io.gangway.fake', caipNetworkId: OPTIMISM }),
  );
  await settle();
  return harness;
}

describe('UnsupportedChain view', () => {
  it('opens when the wallet moves to a network the app did not request and lists the requested ones', async () => {
    const { gangway } = await connectThenLeave();
    expect(gangway.modal.getState().open).toBe(true);
    expect(modal().getByTestId('gw-view-UnsupportedChain')).toBeTruthy();
    expect(modal().getByText(USER_MESSAGES.UNSUPPORTED_CHAIN)).toBeTruthy();
    expect(
      modal()
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.item__label')?.textContent),
    ).toEqual(['Ethereum', 'Polygon', 'Base']);
  });

  it('switches the wallet to a requested network, then closes', async () => {
    const { gangway } = await connectThenLeave();
    fireEvent.click(modal().getByRole('button', { name: 'Polygon' }));
    await settle();
    expect(gangway.getActiveNetwork()?.caipNetworkId).toBe('eip155:137');
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('disconnects', async () => {
    const { gangway } = await connectThenLeave();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(gangway.getAccount().status).toBe('disconnected');
  });

  it('is suppressed when unsupported chains are allowed or network switching is disabled', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { gangway, unmount } = await connectThenLeave(options);
      expect(gangway.modal.getState().open).toBe(false);
      expect(gangway.getActiveNetwork()?.unsupported).toBe(true);
      unmount();
    }
  });
});
