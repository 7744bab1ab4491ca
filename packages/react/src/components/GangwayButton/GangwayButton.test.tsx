import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, renderWithGangway } from '../../testing/renderWithGangway.tsx';
import { GangwayButton } from './GangwayButton.tsx';

describe('GangwayButton', () => {
  it('is the Connect Wallet button until connected, then the account button', async () => {
    const harness = renderWithGangway(<GangwayButton />);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    await connectHarness(harness);
    expect(screen.queryByTestId('gw-connect-button')).toBeNull();
    expect(screen.getByTestId('gw-account-button')).toBeTruthy();
    await act(() => harness.gangway.disconnect());
    expect(screen.getByTestId('gw-connect-button')).toBeTruthy();
  });
});
