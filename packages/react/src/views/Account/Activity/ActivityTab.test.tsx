import { sentTransactions, USER_MESSAGES } from '@gangway/core/internal';
import type { HistoryItem } from '@gangway/protocol';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_API_URL, type FakeServer, installFakeServer } from '../../../testing/fakeServer.ts';
import { connectHarness, modal, renderWithGangway, settle } from '../../../testing/renderWithGangway.tsx';

const ME = '0x1111111111111111111111111111111111111111';
const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function item(
  id: string,
  minedAt: string,
  overrides: Partial<HistoryItem['metadata']> = {},
  transfer: Partial<HistoryItem['transfers'][number]> = {},
): HistoryItem {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1' as HistoryItem['metadata']['chain'],
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ME,
      sentTo: OTHER,
      ...overrides,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { decimals: '18', numeric: '1.5' },
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: null },
          address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as never,
        },
        is_spam: false,
        ...transfer,
      },
    ],
  };
}

async function openActivity(setup: (server: FakeServer) => void = () => undefined, options = {}) {
  const server = installFakeServer([]);
  setup(server);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, ...options });
  harness.gangway.start();
  await connectHarness(harness);
  act(() => harness.gangway.open());
  await settle();
  fireEvent.click(modal().getByRole('tab', { name: 'Activity' }));
  await settle();
  return { ...harness, server };
}

const ids = () =>
  [...modal().getByTestId('gw-activity').querySelectorAll('li')].map((li) =>
    li.dataset.testid?.replace('gw-activity-item-', ''),
  );

describe('Account view: Activity', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the transactions by day with direction, amount and status, asking for the active chain', async () => {
    const { server } = await openActivity((s) => {
      s.history = () => ({
        data: [
          item('0xa', '2026-03-02T15:00:00', { status: 'pending' }),
          item(
            '0xb',
            '2026-03-02T09:00:00',
            { operationType: 'receive', sentFrom: OTHER, sentTo: ME },
            { direction: 'in' },
          ),
          item('0xc', '2026-03-01T09:00:00', { status: 'failed' }),
        ],
        next: null,
      });
    });
    await modal().findByTestId('gw-activity');
    expect(ids()).toEqual(['0xa', '0xb', '0xc']);
    expect(within(modal().getByTestId('gw-activity')).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const received = modal().getByTestId('gw-activity-item-0xb');
    expect(received.textContent).toContain('Received');
    expect(received.querySelector('[data-testid="gw-activity-amount"]')?.textContent).toBe('+1.500 ETH');
    expect(modal().getByTestId('gw-activity-item-0xa').textContent).toContain('Pending');
    expect(modal().getByTestId('gw-activity-item-0xc').textContent).toContain('Failed');
    expect(modal().getByTestId('gw-activity-item-0xc').textContent).toContain('-1.500 ETH');
    const call = server.calls.find((url) => url.pathname.endsWith('/history'));
    expect(call?.pathname).toBe(`/v1/account/${ME}/history`);
    expect(call?.searchParams.get('chainId')).toBe('eip155:1');
  });

  it('hides transactions where every transfer is spam, and those of other chains', async () => {
    await openActivity((s) => {
      s.history = () => ({
        data: [
          item('0xspam', '2026-03-02T15:00:00', {}, { is_spam: true }),
          item('0xpolygon', '2026-03-02T14:00:00', { chain: 'eip155:137' as never }),
          item('0xok', '2026-03-02T13:00:00'),
        ],
        next: null,
      });
    });
    await modal().findByTestId('gw-activity');
    expect(ids()).toEqual(['0xok']);
  });

  it('shows the empty state', async () => {
    await openActivity();
    expect(await modal().findByTestId('gw-activity-empty')).toBeTruthy();
  });

  it("shows 'Failed to fetch transactions', empties the list and clears the cursor; retry asks again", async () => {
    let fail = false;
    const { server } = await openActivity((s) => {
      s.history = (_chain, cursor) =>
        cursor
          ? { data: [item('0xold', '2026-02-01T09:00:00')], next: null }
          : { data: [item('0xnew', '2026-03-01T09:00:00')], next: 'page-2' };
    });
    await modal().findByTestId('gw-activity-more');
    fail = true;
    server.failHistory = fail;
    fireEvent.click(modal().getByTestId('gw-activity-more'));
    await settle();
    expect(modal().getByRole('alert').textContent).toBe(USER_MESSAGES.FAILED_TO_FETCH_TRANSACTIONS);
    expect(modal().queryByTestId('gw-activity-item-0xnew')).toBeNull();
    expect(modal().queryByTestId('gw-activity-more')).toBeNull();
    server.failHistory = false;
    fireEvent.click(modal().getByTestId('gw-activity-retry'));
    await settle();
    expect(ids()).toEqual(['0xnew']);
  });

  it('loads the next page with the cursor', async () => {
    const { server } = await openActivity((s) => {
      s.history = (_chain, cursor) =>
        cursor === 'page-2'
          ? { data: [item('0xold', '2026-02-01T09:00:00')], next: null }
          : { data: [item('0xnew', '2026-03-01T09:00:00')], next: 'page-2' };
    });
    fireEvent.click(await modal().findByTestId('gw-activity-more'));
    await settle();
    expect(ids()).toEqual(['0xnew', '0xold']);
    expect(
      server.calls
        .filter((url) => url.pathname.endsWith('/history'))
        .at(-1)
        ?.searchParams.get('cursor'),
    ).toBe('page-2');
    expect(modal().queryByTestId('gw-activity-more')).toBeNull();
  });

  it('loads the next page when the end of the list comes into view, and keeps the button for the keyboard', async () => {
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ element, callback: this.callback });
        }
        disconnect() {
          observed.splice(
            0,
            observed.length,
            ...observed.filter((entry) => entry.callback !== this.callback),
          );
        }
      },
    );
    const pages: Record<string, { data: HistoryItem[]; next: string | null }> = {
      first: { data: [item('0xa', '2026-03-03T09:00:00')], next: 'page-2' },
      'page-2': { data: [item('0xb', '2026-03-02T09:00:00')], next: 'page-3' },
      'page-3': { data: [item('0xc', '2026-03-01T09:00:00')], next: null },
    };
    const { server } = await openActivity((s) => {
      s.history = (_chain, cursor) => pages[cursor ?? 'first'] ?? { data: [], next: null };
    });
    const button = await modal().findByTestId('gw-activity-more');
    expect(observed.map((entry) => entry.element)).toEqual([button]);
    const scrolledTo = async (visible: boolean) => {
      const entry = observed.at(-1);
      if (!entry) throw new Error('nothing observed');
      await act(async () => {
        entry.callback(
          [{ isIntersecting: visible, target: entry.element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      await settle();
    };
    await scrolledTo(false);
    expect(ids()).toEqual(['0xa']);
    await scrolledTo(true);
    expect(ids()).toEqual(['0xa', '0xb']);
    // Keyboard: the button is still there, focusable, and does the same.
    const stillThere = modal().getByTestId('gw-activity-more');
    expect(stillThere.tagName).toBe('BUTTON');
    expect((stillThere as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(stillThere);
    await settle();
    expect(ids()).toEqual(['0xa', '0xb', '0xc']);
    expect(
      server.calls
        .filter((url) => url.pathname.endsWith('/history'))
        .map((url) => url.searchParams.get('cursor')),
    ).toEqual([null, 'page-2', 'page-3']);
    expect(modal().queryByTestId('gw-activity-more')).toBeNull();
    expect(observed).toEqual([]);
  });

  it('shows a transaction just sent as pending at once, and confirmed once the history has it', async () => {
    let confirmed = false;
    const { gangway } = await openActivity((s) => {
      s.history = () => ({
        data: confirmed ? [item('0xsent', new Date().toISOString())] : [],
        next: null,
      });
    });
    await modal().findByTestId('gw-activity-empty');
    act(() =>
      sentTransactions(gangway)
        .getState()
        .add(item('0xsent', new Date().toISOString(), { status: 'pending' })),
    );
    expect(modal().getByTestId('gw-activity-item-0xsent').dataset.status).toBe('pending');
    confirmed = true;
    await waitFor(
      () => expect(modal().getByTestId('gw-activity-item-0xsent').dataset.status).toBe('confirmed'),
      {
        timeout: 5_000,
      },
    );
    expect(sentTransactions(gangway).getState().items).toEqual([]);
  });

  it('is gated by the remote activity feature; tabs follow the arrow keys and keep currentTab', async () => {
    const { gangway } = await openActivity();
    const tokens = modal().getByRole('tab', { name: 'Tokens' });
    expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(gangway.getAccount().currentTab).toBe(2);
    fireEvent.keyDown(modal().getByRole('tab', { name: 'Activity' }), { key: 'ArrowRight' });
    expect(tokens.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tokens, { key: 'End' });
    expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    act(() => {
      gangway.features.setState({ remote: { ...gangway.features.getState().remote, activity: false } });
    });
    expect(modal().queryByRole('tab', { name: 'Activity' })).toBeNull();
  });
});
