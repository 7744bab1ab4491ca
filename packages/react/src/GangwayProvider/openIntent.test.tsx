// The provider's open intent and idle prefetch, for any element that opens the modal: once the page is idle the
// directory's first page is asked (unless `prefetch: 'intent'`), and a marked element (an integrator's own button, or
// ConnectButton) warms the directory up on intent.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGangwayModal } from '../hooks/useGangwayModal.ts';
import { OPEN_INTENT_ATTRIBUTE } from '../internal/watchOpenIntent.ts';
import { FAKE_API_URL, installFakeServer, listing } from '../testing/fakeServer.ts';
import {
  activeInModal,
  connectHarness,
  modal,
  modalRoot,
  renderWithGangway,
  settle,
} from '../testing/renderWithGangway.tsx';

const directory = [listing('r1', { name: 'Rainbow' }), listing('r2', { name: 'Trust' })];

/** The integrator's own button: open() on click, marked for open intent when asked. */
function IntegratorButton({ marked }: { marked: boolean }) {
  const { open } = useGangwayModal();
  const mark = marked ? { [OPEN_INTENT_ATTRIBUTE]: '' } : {};
  return (
    <button type="button" {...mark} onClick={() => open()}>
      <span>{marked ? 'Marked' : 'Plain'}</span>
    </button>
  );
}

function renderButtons() {
  return renderWithGangway(
    <>
      <IntegratorButton marked />
      <IntegratorButton marked={false} />
      <a href="#elsewhere">Elsewhere</a>
    </>,
    // Intent alone: the idle moment asks nothing of the server.
    { apiUrl: FAKE_API_URL, prefetch: 'intent' },
    [],
  );
}

describe('open intent on any marked element', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the pointer over it', (element: Element) => fireEvent.pointerOver(element)],
    ['focus on it', (element: Element) => fireEvent.focusIn(element)],
    ['a pointer down on it', (element: Element) => fireEvent.pointerDown(element)],
  ])(
    '%s (or on what it holds) fetches the first directory page, once; other elements ask nothing',
    async (_, intent) => {
      const server = installFakeServer(directory);
      renderButtons();
      await settle();
      for (const other of [screen.getByText('Plain'), screen.getByText('Elsewhere'), document.body])
        intent(other);
      await settle();
      expect(server.calls).toEqual([]);

      intent(screen.getByText('Marked'));
      intent(screen.getByText('Marked'));
      await waitFor(() => expect(server.walletCalls()).toHaveLength(1));
      expect(server.walletCalls()[0]?.searchParams.get('page')).toBe('1');
      expect(server.calls.every((url) => url.pathname === '/getWallets')).toBe(true);
    },
  );

  it('open() from an unmarked element opens Connect and fetches the directory then', async () => {
    const server = installFakeServer(directory);
    renderButtons();
    await settle();
    fireEvent.pointerOver(screen.getByText('Plain'));
    fireEvent.click(screen.getByText('Plain'));
    expect(await modal().findByTestId('gw-view-Connect')).toBeTruthy();
    expect(await modal().findByTestId('gw-wallet-r1')).toBeTruthy();
    expect(server.walletCalls()).toHaveLength(1);
  });

  it('stops watching when the provider unmounts', async () => {
    const server = installFakeServer(directory);
    const { unmount } = renderButtons();
    const marked = document.createElement('button');
    marked.setAttribute(OPEN_INTENT_ATTRIBUTE, '');
    document.body.append(marked);
    unmount();
    fireEvent.pointerOver(marked);
    await settle();
    expect(server.walletCalls()).toEqual([]);
    marked.remove();
  });
});

describe('once the page is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the directory's first page of apiUrl and nothing else, so open() commits the modal with its wallets at once", async () => {
    const server = installFakeServer(directory);
    const { gangway } = renderWithGangway(<IntegratorButton marked={false} />, { apiUrl: FAKE_API_URL }, []);
    const services = vi.spyOn(gangway, 'services');
    await waitFor(() => expect(services).toHaveBeenCalled());
    await waitFor(() => expect(server.walletCalls()).toHaveLength(1));
    await settle();
    expect(server.calls).toEqual(server.walletCalls());
    expect(server.walletCalls()[0]?.searchParams.get('page')).toBe('1');
    // The modal's first commit holds the directory's wallets: no request, no effect, no Suspense between them.
    act(() => gangway.open());
    expect(modal().getByTestId('gw-view-Connect')).toBeTruthy();
    expect(modal().getByTestId('gw-wallet-r1')).toBeTruthy();
    expect(modal().queryByTestId('gw-placeholder')).toBeNull();
    // The e-mail and social methods fill their kept place a frame later.
    expect(await modal().findByRole('textbox', { name: 'Email address' })).toBeTruthy();
    await settle();
    expect(server.walletCalls()).toHaveLength(1);
  });

  it('renders Connect hidden, which open() shows as it is (the same rows) and focuses; closed, nothing is rendered', async () => {
    installFakeServer(directory);
    const { gangway } = renderWithGangway(<IntegratorButton marked={false} />, { apiUrl: FAKE_API_URL }, []);
    await waitFor(() => expect(modal().getByTestId('gw-wallet-r1')).toBeTruthy());
    const overlay = () => modalRoot().querySelector('.overlay');
    expect(overlay()?.hasAttribute('data-hidden')).toBe(true);
    expect(gangway.modal.getState()).toMatchObject({ open: false, history: [] });
    const row = modal().getByTestId('gw-wallet-r1');
    expect(activeInModal()).toBeNull();

    act(() => gangway.open());
    expect(modal().getByTestId('gw-wallet-r1')).toBe(row);
    expect(overlay()?.hasAttribute('data-hidden')).toBe(false);
    const first = modalRoot().querySelector('[data-autofocus]');
    expect(first).not.toBeNull();
    await waitFor(() => expect(activeInModal()).toBe(first));

    act(() => gangway.close());
    expect(overlay()).toBeNull();
  });

  it('a visitor connected when the page is idle opens Account, not the hidden Connect', async () => {
    installFakeServer(directory);
    const harness = renderWithGangway(<IntegratorButton marked={false} />, { apiUrl: FAKE_API_URL });
    const { gangway } = harness;
    await waitFor(() => expect(modal().getByTestId('gw-view-Connect')).toBeTruthy());
    await connectHarness(harness);
    act(() => gangway.open());
    expect(await modal().findByTestId('gw-view-Account')).toBeTruthy();
    expect(modal().queryByTestId('gw-view-Connect')).toBeNull();
  });

  it("with prefetch: 'intent', loads the code only and asks no server before open intent or open", async () => {
    const server = installFakeServer(directory);
    const { gangway } = renderWithGangway(
      <IntegratorButton marked={false} />,
      { apiUrl: FAKE_API_URL, prefetch: 'intent' },
      [],
    );
    const services = vi.spyOn(gangway, 'services');
    await waitFor(() => expect(services).toHaveBeenCalled());
    await settle();
    expect(server.calls).toEqual([]);
    expect(document.querySelector('gangway-modal')).toBeNull();
    act(() => gangway.open());
    expect(modal().getByTestId('gw-view-Connect')).toBeTruthy();
    expect(await modal().findByTestId('gw-wallet-r1')).toBeTruthy();
    expect(server.walletCalls()).toHaveLength(1);
  });
});
