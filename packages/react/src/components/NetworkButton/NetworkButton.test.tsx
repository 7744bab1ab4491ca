import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';
import { NetworkButton } from './NetworkButton.tsx';

describe('NetworkButton', () => {
  it('shows the active network and opens the network list', async () => {
    renderWithGangway(<NetworkButton />);
    const button = screen.getByRole('button', { name: 'Ethereum' });
    expect(button.dataset.testid).toBe('gw-network-button');
    fireEvent.click(button);
    await settle();
    expect(modal().getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
  });

  it('keeps the name as accessible name when it shows only the icon', () => {
    renderWithGangway(<NetworkButton showName={false} />);
    const button = screen.getByRole('button', { name: 'Ethereum' });
    expect(button.querySelector('.gw-sr-small.gw-sr-large')?.textContent).toBe('Ethereum');
  });

  it('flags a network the app does not support', async () => {
    const harness = renderWithGangway(<NetworkButton />, { allowUnsupportedChain: true });
    harness.gangway.start();
    await connectHarness(harness);
    act(() =>
      harness.adapter.emit({
        type: 'chainChanged',
        connectorId: 'io.gangway.fake',
        caipNetworkId: 'eip155:10' as never,
      }),
    );
    const button = screen.getByTestId('gw-network-button');
    expect(button.textContent).toBe('Unknown Network');
    expect(button.hasAttribute('data-unsupported')).toBe(true);
  });
});
