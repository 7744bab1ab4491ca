import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway } from '../../testing/renderWithGangway.tsx';

describe('RegisterAccountNameSuccess view', () => {
  it('shows the name registered, and Done returns to Account', async () => {
    const harness = renderWithGangway(null);
    harness.gangway.start();
    await connectHarness(harness);
    harness.gangway.open('Account');
    await waitFor(() => expect(modal().getByTestId('gw-account-view-address')).toBeTruthy());
    harness.gangway.modal.getState().push('RegisterAccountNameSuccess', { name: 'alice.gangway.id' });
    await waitFor(() =>
      expect(modal().getByTestId('gw-register-name-success').textContent).toBe('alice.gangway.id'),
    );
    fireEvent.click(modal().getByTestId('gw-register-name-done'));
    await waitFor(() => expect(modal().getByTestId('gw-account-view-address')).toBeTruthy());
  });
});
