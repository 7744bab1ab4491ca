import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway } from '../../testing/renderWithGangway.tsx';

describe('RegisterAccountName view', () => {
  it('needs the embedded wallet (SPEC §6): another wallet sees why, and nothing to submit', async () => {
    const harness = renderWithGangway(null);
    harness.gangway.start();
    await connectHarness(harness);
    harness.gangway.open('RegisterAccountName');
    await waitFor(() =>
      expect(modal().getByTestId('gw-register-name-status').textContent).toBe(
        'Sign in with email or a social account on an EVM network to register a name.',
      ),
    );
    expect(modal().getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect((modal().getByTestId('gw-register-name-input') as HTMLInputElement).disabled).toBe(true);
    expect((modal().getByTestId('gw-register-name-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it("Account offers no registration to another wallet's account", async () => {
    const harness = renderWithGangway(null);
    harness.gangway.start();
    await connectHarness(harness);
    harness.gangway.open('Account');
    await waitFor(() => expect(modal().getByTestId('gw-account-view-address')).toBeTruthy());
    expect(modal().queryByTestId('gw-register-name')).toBeNull();
  });
});
