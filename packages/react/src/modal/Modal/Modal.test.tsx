import { USER_MESSAGES } from '@gangway/core/internal';
import { ALERTS, MODAL_SHAKE_MS, visitorMessage } from '@gangway/protocol';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectButton } from '../../components/ConnectButton/ConnectButton.tsx';
import { GangwayButton } from '../../components/GangwayButton/GangwayButton.tsx';
import { GangwayProvider } from '../../GangwayProvider/GangwayProvider.tsx';
import { FAKE_API_URL, installFakeServer } from '../../testing/fakeServer.ts';
import {
  activeInModal,
  connectHarness,
  createHarness,
  modal,
  modalElement,
  modalRoot,
  renderWithGangway,
  settle,
} from '../../testing/renderWithGangway.tsx';
import { modalCss } from './Modal.css.ts';

async function openFromButton(options = {}) {
  const harness = renderWithGangway(<ConnectButton />, options);
  const button = screen.getByTestId('gw-connect-button');
  button.focus();
  fireEvent.click(button);
  await settle(1);
  return { ...harness, button };
}

describe('Modal', () => {
  it('adopts its static stylesheet into the shadow root', async () => {
    await openFromButton();
    const sheets = modalRoot().adoptedStyleSheets;
    expect(sheets.length).toBeGreaterThan(0);
  });

  it('moves focus into the dialog, traps Tab inside it and gives focus back to the opener on Escape', async () => {
    const { button, gangway } = await openFromButton();
    const wallet = modal().getByRole('button', { name: 'Fake Wallet' });
    expect(activeInModal()).toBe(wallet);

    const dialog = modal().getByRole('dialog');
    const close = modal().getByRole('button', { name: 'Close' });
    const allWallets = modal().getByRole('button', { name: 'All Wallets' });
    // The wallet list is one Tab stop (roving focus): close, then the list's active item.
    act(() => allWallets.focus());
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(activeInModal()).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(activeInModal()).toBe(allWallets);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(gangway.modal.getState().open).toBe(false);
    expect(modalRoot().querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on the close button and on a backdrop press, not on a press inside the dialog', async () => {
    const { gangway } = await openFromButton();
    fireEvent.pointerDown(modal().getByRole('dialog'));
    expect(gangway.modal.getState().open).toBe(true);
    fireEvent.pointerDown(modalRoot().querySelector('.overlay') as Element);
    expect(gangway.modal.getState().open).toBe(false);
    act(() => gangway.open());
    await settle(1);
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    expect(gangway.modal.getState().open).toBe(false);
  });

  it('goes back through the history with the back button, which the first view does not have', async () => {
    const { gangway } = await openFromButton();
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(modal().getByRole('button', { name: 'All Wallets' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'All Wallets' })).toBeTruthy();
    expect(modal().getByTestId('gw-view-AllWallets')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(gangway.modal.getState().history).toHaveLength(1);
  });

  it('applies the theme mode and theme variables to the host element, following run-time changes', async () => {
    const { gangway } = await openFromButton({
      themeMode: 'dark',
      themeVariables: { '--gw-accent': '#ff0000' },
    });
    const host = modalElement();
    expect(host.getAttribute('data-theme')).toBe('dark');
    expect(host.style.getPropertyValue('--gw-accent')).toBe('#ff0000');
    act(() => {
      gangway.theme.getState().setThemeMode('light');
      gangway.theme.getState().setThemeVariables({ '--gw-accent': undefined, '--gw-radius': '6px' });
    });
    expect(host.getAttribute('data-theme')).toBe('light');
    expect(host.style.getPropertyValue('--gw-accent')).toBe('');
    expect(host.style.getPropertyValue('--gw-radius')).toBe('6px');
  });

  it('shakes when told to', async () => {
    const { gangway } = await openFromButton();
    act(() => gangway.shake.getState().shake());
    expect(modal().getByRole('dialog').hasAttribute('data-shaking')).toBe(true);
  });

  it('shows toasts in its polite live region', async () => {
    const { gangway } = await openFromButton();
    act(() => gangway.toast.getState().show('success', visitorMessage(USER_MESSAGES, 'ADDRESS_COPIED')));
    const status = modal().getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain(USER_MESSAGES.ADDRESS_COPIED);
    expect(modal().getByTestId('gw-toast').dataset.variant).toBe('success');
  });

  it('shows alerts only in debug mode', async () => {
    const silence = console.error;
    console.error = () => undefined;
    try {
      const { gangway } = await openFromButton({ debug: true });
      act(() => gangway.alert.getState().show('NETWORK_NOT_FOUND'));
      expect((await modal().findByRole('alert')).textContent).toContain(
        ALERTS.NETWORK_NOT_FOUND.shortMessage,
      );
      fireEvent.click(modal().getByRole('button', { name: 'Dismiss' }));
      expect(modal().queryByRole('alert')).toBeNull();
    } finally {
      console.error = silence;
    }
  });

  it('returns focus to the account button when connecting replaced the Connect button', async () => {
    const harness = renderWithGangway(<GangwayButton />);
    fireEvent.click(screen.getByTestId('gw-connect-button'));
    await settle(1);
    await connectHarness(harness);
    act(() => harness.gangway.close());
    expect(document.activeElement).toBe(screen.getByTestId('gw-account-button'));
  });

  it('appends nothing with disableAppend (the host renders <GangwayEmbed/>)', async () => {
    const { gangway } = renderWithGangway(<ConnectButton />, { disableAppend: true });
    act(() => gangway.open());
    await settle(1);
    expect(document.querySelector('gangway-modal')).toBeNull();
  });

  it('works under StrictMode: one modal element, one wallet prompt', async () => {
    const { gangway, adapter } = createHarness();
    adapter.behaviour.connect = () => new Promise(() => undefined);
    render(
      <StrictMode>
        <GangwayProvider gangway={gangway}>
          <ConnectButton />
        </GangwayProvider>
      </StrictMode>,
    );
    fireEvent.click(screen.getByTestId('gw-connect-button'));
    await settle(1);
    fireEvent.click(modal().getByRole('button', { name: 'Fake Wallet' }));
    await settle();
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(1);
    expect(modal().getByTestId('gw-view-ConnectingExternal')).toBeTruthy();
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(1);
  });

  it('loads no wallet library on opening: the adapters preload when the visitor points at an installed wallet, once', async () => {
    installFakeServer([]);
    const harness = renderWithGangway(<ConnectButton />, { apiUrl: FAKE_API_URL });
    const preload = vi.fn(async () => undefined);
    harness.adapter.preload = preload;
    fireEvent.click(screen.getByTestId('gw-connect-button'));
    // WalletConnect's entry opens the list and takes the focus: that is no intent on an installed wallet.
    await waitFor(() => expect(activeInModal()?.getAttribute('data-testid')).toBe('gw-wallet-walletConnect'));
    await settle();
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(modal().getByTestId('gw-wallet-io.gangway.fake'));
    expect(preload).toHaveBeenCalledTimes(1);
    act(() => harness.gangway.close());
    act(() => harness.gangway.open());
    fireEvent.focus(await modal().findByTestId('gw-wallet-io.gangway.fake'));
    expect(preload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('the shake', () => {
  it("lasts the SPEC's 500 ms in the stylesheet too: one constant for both", () => {
    const rule = /\[data-shaking\]\{animation:gw-shake ([\d.]+m?s)/.exec(modalCss)?.[1];
    expect(rule).toBe(`${MODAL_SHAKE_MS}ms`);
  });
});
