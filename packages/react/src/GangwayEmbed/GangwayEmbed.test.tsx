import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modal, renderWithGangway, settle } from '../testing/renderWithGangway.tsx';
import { GangwayEmbed } from './GangwayEmbed.tsx';

describe('GangwayEmbed', () => {
  it('renders the modal element where it is placed', async () => {
    const { gangway } = renderWithGangway(
      <main>
        <GangwayEmbed />
      </main>,
      { disableAppend: true },
    );
    const slot = screen.getByTestId('gw-embed');
    expect(slot.parentElement?.tagName).toBe('MAIN');
    const host = slot.querySelector('gangway-modal');
    expect(host?.shadowRoot?.mode).toBe('open');
    act(() => gangway.open());
    await settle(1);
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(1);
  });
});
