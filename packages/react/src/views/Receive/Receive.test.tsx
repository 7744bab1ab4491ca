import { USER_MESSAGES } from '@gangway/core/internal';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { decodeQrSvg } from '../../testing/decodeQrSvg.ts';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const ADDRESS = '0x1111111111111111111111111111111111111111';

async function openReceive() {
  const harness = renderWithGangway(null);
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Receive' }));
  await settle();
  await modal().findByTestId('gw-view-Receive');
  return harness;
}

describe('Receive view', () => {
  it('draws the address as a QR code that decodes back to it, with the address as text', async () => {
    await openReceive();
    expect(modal().getByRole('dialog', { name: 'Receive' })).toBeTruthy();
    const qr = modal().getByRole('img', { name: 'QR code of your EVM address' }) as unknown as SVGSVGElement;
    expect(qr.dataset.qrText).toBe(ADDRESS);
    expect(decodeQrSvg(qr)).toBe(ADDRESS);
    expect(modal().getByTestId('gw-receive-address').textContent).toBe(ADDRESS);
  });

  it('lists the requested networks of the family', async () => {
    await openReceive();
    const names = [...modal().getByTestId('gw-receive-networks').querySelectorAll('li')].map(
      (li) => li.dataset.testid,
    );
    expect(names).toEqual(['eip155:1', 'eip155:137', 'eip155:8453'].map((id) => `gw-receive-network-${id}`));
  });

  it('copies the address with a toast', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openReceive();
    fireEvent.click(modal().getByTestId('gw-receive-copy'));
    await settle(1);
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(modal().getByTestId('gw-toast').textContent).toContain(USER_MESSAGES.ADDRESS_COPIED);
  });

  it('is not offered when the local receive feature is off', async () => {
    const harness = renderWithGangway(null, { features: { receive: false } });
    harness.gangway.start();
    await connectHarness(harness);
    act(() => harness.gangway.open());
    await settle();
    expect(modal().queryByTestId('gw-account-receive')).toBeNull();
  });

  it('puts the wallet features in the integrator order (SPEC §9 by default: onramp, swaps, receive, send)', async () => {
    const order = async (options = {}) => {
      const harness = renderWithGangway(null, options);
      harness.gangway.start();
      await connectHarness(harness);
      act(() => harness.gangway.open());
      await settle();
      const ids = [...modal().getByRole('list', { name: 'Wallet actions' }).querySelectorAll('button')].map(
        (button) => button.dataset.testid,
      );
      harness.unmount();
      return ids;
    };
    expect(await order()).toEqual([
      'gw-account-onramp',
      'gw-account-swaps',
      'gw-account-receive',
      'gw-account-send',
    ]);
    // Swaps and Buy follow the project's remote configuration.
    expect(await order({ features: { swaps: false, onramp: false } })).toEqual([
      'gw-account-receive',
      'gw-account-send',
    ]);
    expect(await order({ features: { walletFeaturesOrder: ['send', 'receive'] } })).toEqual([
      'gw-account-send',
      'gw-account-receive',
    ]);
  });
});
