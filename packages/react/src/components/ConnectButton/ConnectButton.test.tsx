import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { modal, modalElement, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';
import { ConnectButton } from './ConnectButton.tsx';

describe('ConnectButton', () => {
  it('opens the modal, appended to document.body in an open shadow root, on the wallet list', async () => {
    const { gangway } = renderWithGangway(<ConnectButton />);
    expect(document.querySelector('gangway-modal')).toBeNull();
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button.dataset.testid).toBe('gw-connect-button');
    fireEvent.click(button);
    await settle(1);
    const host = modalElement();
    expect(host.parentElement).toBe(document.body);
    expect(host.shadowRoot?.mode).toBe('open');
    const dialog = modal().getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(modal().getByRole('button', { name: 'Fake Wallet' }).dataset.testid).toBe(
      'gw-wallet-io.gangway.fake',
    );
    expect(gangway.modal.getState().open).toBe(true);
  });

  it('says Connecting… while a connection is made', async () => {
    const { adapter, gangway } = renderWithGangway(<ConnectButton label="Sign in" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    adapter.behaviour.connect = () => new Promise(() => undefined);
    act(() => {
      void gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
    });
    // The connect action loads with import() first.
    await vi.waitFor(() => expect(screen.getByTestId('gw-connect-button').textContent).toBe('Connecting…'));
    expect(screen.getByTestId('gw-connect-button').getAttribute('aria-busy')).toBe('true');
  });

  it('carries the theme mode and the integrator theme variables', () => {
    renderWithGangway(<ConnectButton />, {
      themeMode: 'dark',
      themeVariables: { '--gw-accent': 'rebeccapurple' },
    });
    const button = screen.getByTestId('gw-connect-button');
    expect(button.dataset.theme).toBe('dark');
    expect(button.style.getPropertyValue('--gw-accent')).toBe('rebeccapurple');
  });
});
