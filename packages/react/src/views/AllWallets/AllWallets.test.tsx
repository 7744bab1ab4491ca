import { fakeConnector } from '@gangway/core/testing/fakeAdapter';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeInModal, modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';

const connectors = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name) =>
  fakeConnector({ id: `io.${name.toLowerCase()}`, name }),
);

describe('AllWallets view', () => {
  it('shows every installed wallet in a grid navigable by arrow keys, four per row', async () => {
    const { gangway } = renderWithGangway(null, {}, connectors);
    act(() => gangway.open('AllWallets'));
    await settle();
    const grid = modal().getByRole('list', { name: 'All Wallets' });
    expect(modal().getAllByRole('listitem')).toHaveLength(6);
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'One' }));
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Five' }));
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Six' }));
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(activeInModal()).toBe(modal().getByRole('button', { name: 'Two' }));
    fireEvent.click(modal().getByRole('button', { name: 'Two' }));
    expect(gangway.modal.getState().history.at(-1)?.view).toBe('ConnectingExternal');
    await settle();
  });
});
