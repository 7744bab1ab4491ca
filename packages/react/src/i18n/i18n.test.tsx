import { isGangwayError } from '@gangway/protocol';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectButton } from '../components/ConnectButton/ConnectButton.tsx';
import { GangwayProvider } from '../GangwayProvider/GangwayProvider.tsx';
import { useLocale } from '../hooks/useLocale.ts';
import { FAKE_API_URL, installFakeServer, tokenBalance } from '../testing/fakeServer.ts';
import {
  activeInModal,
  connectHarness,
  createHarness,
  modal,
  modalRoot,
  renderWithGangway,
  settle,
} from '../testing/renderWithGangway.tsx';

function browserLanguages(...languages: string[]) {
  vi.stubGlobal('navigator', { ...globalThis.navigator, languages });
}

const dialogRoot = () => modalRoot().querySelector<HTMLElement>('.overlay');

describe('the widget in nine languages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("speaks the browser's first language it has, English until that locale's chunk is in", async () => {
    browserLanguages('it-IT', 'de-AT', 'en');
    renderWithGangway(<ConnectButton />);
    const button = screen.getByTestId('gw-connect-button');
    expect(button.textContent).toBe('Connect Wallet');
    await waitFor(() => expect(button.textContent).toBe('Wallet verbinden'));
    expect(button.getAttribute('lang')).toBe('de');
    expect(button.getAttribute('dir')).toBe('ltr');
  });

  it('falls back to English when the browser has none of its languages', async () => {
    browserLanguages('it-IT', 'nl');
    renderWithGangway(<ConnectButton />);
    await settle();
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('Connect Wallet');
    expect(screen.getByTestId('gw-connect-button').getAttribute('lang')).toBe('en');
  });

  it('takes the `locale` option over the browser', async () => {
    browserLanguages('de-DE');
    renderWithGangway(<ConnectButton />, { locale: 'ja' });
    await waitFor(() => expect(screen.getByTestId('gw-connect-button').textContent).toBe('ウォレットを接続'));
  });

  it('re-renders an open view when the locale changes, right to left for Arabic', async () => {
    browserLanguages('en-US');
    const { gangway } = renderWithGangway(null);
    act(() => gangway.open());
    await settle();
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(dialogRoot()?.getAttribute('dir')).toBe('ltr');

    act(() => gangway.setLocale('ar'));
    await waitFor(() => expect(modal().getByRole('dialog', { name: 'ربط المحفظة' })).toBeTruthy());
    expect(dialogRoot()?.getAttribute('dir')).toBe('rtl');
    expect(dialogRoot()?.getAttribute('lang')).toBe('ar');
    expect(modal().getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    // The arrow keys follow the reading direction: the next wallet is on the left.
    const list = modal().getByRole('list', { name: 'المحافظ' });
    const items = within(list).getAllByRole('button');
    act(() => items[0]?.focus());
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(activeInModal()).toBe(items[1]);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(activeInModal()).toBe(items[0]);

    act(() => gangway.setLocale('fr'));
    await waitFor(() =>
      expect(modal().getByRole('dialog', { name: 'Connecter un portefeuille' })).toBeTruthy(),
    );
    expect(dialogRoot()?.getAttribute('dir')).toBe('ltr');

    act(() => gangway.setLocale(undefined));
    await waitFor(() => expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy());
    expect(dialogRoot()?.getAttribute('lang')).toBe('en');
  });

  it("writes the Account view's amounts and its toasts in the locale", async () => {
    installFakeServer([], () => [tokenBalance('ETH', '1234.5', 3_703_500), tokenBalance('USDC', '100', 100)]);
    const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, locale: 'de' });
    harness.gangway.start();
    await connectHarness(harness);
    act(() => harness.gangway.open());
    await settle();
    await waitFor(() => expect(modal().queryByTestId('gw-token-USDC')).not.toBeNull(), { timeout: 3_000 });
    expect(modal().getByRole('dialog', { name: 'Konto' })).toBeTruthy();
    expect(modal().getByTestId('gw-account-view-balance').textContent).toBe('1,234 ETH');
    expect(modal().getByTestId('gw-token-ETH').textContent).toContain('1.234,50 ETH');
    expect(modal().getByTestId('gw-tokens-total').textContent).toContain('3.703.600,00\u00a0$');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(modal().getByRole('button', { name: 'Adresse kopieren' }));
    await settle(1);
    expect(modal().getByTestId('gw-toast').textContent).toContain('Adresse kopiert');
  });

  it("shows core's checks in the locale, and reads the locale's decimal mark", async () => {
    installFakeServer([], () => [tokenBalance('ETH', '1', 3000)]);
    const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL, locale: 'fr' });
    harness.gangway.start();
    await connectHarness(harness);
    act(() => harness.gangway.open('Account', { screen: 'Send' }));
    await settle();
    await waitFor(() => expect(modal().queryByTestId('gw-view-Send')).not.toBeNull(), { timeout: 3_000 });
    expect(modal().getByRole('dialog', { name: 'Envoyer' })).toBeTruthy();
    const amount = modal().getByTestId('gw-send-amount');
    expect(amount.getAttribute('placeholder')).toBe('0,0');
    fireEvent.change(amount, { target: { value: '2,5' } });
    fireEvent.change(modal().getByTestId('gw-send-receiver'), {
      target: { value: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
    });
    await settle();
    expect(modal().getByTestId('gw-send-error').textContent).toBe('Solde ETH insuffisant');
    fireEvent.change(amount, { target: { value: '0,5' } });
    fireEvent.change(modal().getByTestId('gw-send-receiver'), { target: { value: '0x12' } });
    await settle();
    expect(modal().getByTestId('gw-send-error').textContent).toBe('Saisissez une adresse EVM valide');
  });

  it('useLocale reads and sets the locale; an unknown one is refused', async () => {
    browserLanguages('ko-KR');
    const harness = createHarness();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GangwayProvider gangway={harness.gangway}>{children}</GangwayProvider>
    );
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current.locale).toBe('ko');
    act(() => result.current.setLocale('pt-BR'));
    expect(result.current.locale).toBe('pt-BR');
    let refused: unknown;
    try {
      result.current.setLocale('klingon' as never);
    } catch (error) {
      refused = error;
    }
    expect(isGangwayError(refused, 'INVALID_OPTION')).toBe(true);
    expect(result.current.locale).toBe('pt-BR');
  });
});
