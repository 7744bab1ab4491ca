import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeQrSvg } from '../../testing/decodeQrSvg.ts';
import { FAKE_API_URL, installFakeServer } from '../../testing/fakeServer.ts';
import { modal, renderWithGangway, settle } from '../../testing/renderWithGangway.tsx';
import { farcasterLink } from './farcasterLink.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const channelUrl = (token: string) => `https://farcaster.xyz/~/siwf?channelToken=${token}`;

/**
 * The view over a frame that opens channel-1, channel-2… (or fails to, while `relay.down`) and refuses every poll (a
 * sign-in that did not verify).
 */
async function openView(relay = { down: false }) {
  installFakeServer([]);
  const harness = renderWithGangway(null, { apiUrl: FAKE_API_URL });
  const asked: Array<{ method: string; params: unknown }> = [];
  let channels = 0;
  (harness.gangway as unknown as { lazy: { embedded: unknown } }).lazy.embedded = {
    client: {
      request: async (method: string, params: unknown) => {
        asked.push({ method, params });
        if (method === 'getFarcasterUri') {
          if (relay.down) throw new Error('Failed to connect to farcaster');
          return { url: channelUrl(`channel-${++channels}`) };
        }
        if (method === 'connectFarcaster') throw new Error('Failed to connect to farcaster');
        return {};
      },
    },
  };
  act(() => harness.gangway.open('ConnectingFarcaster'));
  await settle();
  return { ...harness, asked };
}

describe('ConnectingFarcaster view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the channel as a QR code and an open-in-app link; a failure says so with a Retry that opens a new channel', async () => {
    const { asked } = await openView();
    const qr = await waitFor(() => modal().getByTestId('gw-farcaster-qr'));
    expect(decodeQrSvg(qr.querySelector('svg') as SVGSVGElement)).toBe(channelUrl('channel-1'));
    const open = modal().getByRole('link', { name: 'Open Farcaster (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe(channelUrl('channel-1'));
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }));
    await settle(1);
    expect(writeText).toHaveBeenCalledWith(channelUrl('channel-1'));
    expect(modal().getByTestId('gw-toast').textContent).toContain('Link copied');

    const status = await waitFor(
      () => {
        const element = modal().getByTestId('gw-farcaster-status');
        expect(element.getAttribute('data-status')).toBe('failed');
        return element;
      },
      { timeout: 10_000 },
    );
    expect(status.textContent).toBe('Failed to connect to farcaster');
    expect(modal().queryByTestId('gw-farcaster-open')).toBeNull();
    expect(asked.find((call) => call.method === 'connectFarcaster')?.params).toMatchObject({
      url: channelUrl('channel-1'),
    });

    fireEvent.click(modal().getByTestId('gw-farcaster-retry'));
    await waitFor(() =>
      expect(modal().getByTestId('gw-farcaster-qr').getAttribute('data-uri')).toBe(channelUrl('channel-2')),
    );
  });

  it('on a phone, shows no QR code to scan: Open Farcaster comes first, as the primary action', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE);
    await openView();
    const open = await waitFor(() =>
      modal().getByRole('link', { name: 'Open Farcaster (opens in a new tab)' }),
    );
    expect(open.getAttribute('href')).toBe(channelUrl('channel-1'));
    expect(open.classList.contains('button--primary')).toBe(true);
    expect(open.parentElement?.firstElementChild).toBe(open);
    expect(modal().queryByTestId('gw-farcaster-qr')).toBeNull();
    expect(modal().queryByTestId('gw-farcaster-qr-pending')).toBeNull();
    expect(modal().getByTestId('gw-farcaster-status').textContent).toBe('Continue in Farcaster');
    expect(modal().getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("on a phone, Retry's tap opens the tab at once and the channel's link is sent to it; one with no link closes", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE);
    const relay = { down: false };
    await openView(relay);
    await waitFor(() => expect(modal().getByTestId('gw-farcaster-retry')).toBeTruthy(), { timeout: 10_000 });
    const newTab = () => ({
      opener: window as Window | null,
      closed: false,
      close: vi.fn(),
      location: { replace: vi.fn() },
    });
    const tabs = [newTab(), newTab()];
    const open = vi.spyOn(window, 'open').mockImplementation(() => tabs[open.mock.calls.length - 1] as never);

    fireEvent.click(modal().getByTestId('gw-farcaster-retry'));
    // Inside the tap, before any round trip.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tabs[0]?.opener).toBeNull();
    expect(tabs[0]?.location.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(tabs[0]?.location.replace).toHaveBeenCalledWith(channelUrl('channel-2')));
    expect(modal().getByTestId('gw-farcaster-open').getAttribute('href')).toBe(channelUrl('channel-2'));

    await waitFor(() => expect(modal().getByTestId('gw-farcaster-retry')).toBeTruthy(), { timeout: 10_000 });
    expect(tabs[0]?.close).not.toHaveBeenCalled();
    relay.down = true;
    fireEvent.click(modal().getByTestId('gw-farcaster-retry'));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(tabs[1]?.close).toHaveBeenCalled());
    expect(tabs[1]?.location.replace).not.toHaveBeenCalled();
  });

  it('shows only links the wallet-link allowlist passes', () => {
    expect(farcasterLink(channelUrl('abc'))).toBe(channelUrl('abc'));
    expect(farcasterLink('javascript:alert(1)')).toBeUndefined();
    expect(farcasterLink('ms-msdt://x')).toBeUndefined();
  });
});
