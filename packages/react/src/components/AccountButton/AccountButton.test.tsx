import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';
import { AccountButton } from './AccountButton.tsx';

describe('AccountButton', () => {
  it('renders nothing while disconnected', () => {
    renderWithGangway(<AccountButton />);
    expect(screen.queryByTestId('gw-account-button')).toBeNull();
  });

  it('shows the address truncated 4…6 and the balance with 3 decimals and symbol; opens Account', async () => {
    const harness = renderWithGangway(<AccountButton />);
    await connectHarness(harness);
    const button = screen.getByTestId('gw-account-button');
    expect(screen.getByTestId('gw-account-address').textContent).toBe('0x11…111111');
    expect(screen.getByTestId('gw-account-balance').textContent).toBe('1.234 ETH');
    expect(button.textContent).toBe('1.234 ETH0x11…111111');
    fireEvent.click(button);
    await settle();
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it('hides the balance on small screens by default, with static media-query classes', async () => {
    const harness = renderWithGangway(<AccountButton />);
    await connectHarness(harness);
    expect(screen.getByTestId('gw-account-balance').className).toContain('gw-hide-small');
    expect(screen.getByTestId('gw-account-balance').className).not.toContain('gw-hide-large');
  });

  it('can hide the balance', async () => {
    const harness = renderWithGangway(<AccountButton showBalance={false} />);
    await connectHarness(harness);
    expect(screen.queryByTestId('gw-account-balance')).toBeNull();
  });
});
