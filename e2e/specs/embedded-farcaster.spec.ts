// Issue 24, Farcaster login on the real stack (SPEC §2 ConnectingFarcaster, §8): Connect's Farcaster button shows
// the sign-in channel that gangway-server opened at the devnet's relay twin, as a QR code and an "open in app" link;
// the visitor approves in the devnet Farcaster client page (another tab) and the widget is connected to an embedded
// wallet. An approval the server cannot verify (an unregistered fid) says 'Failed to connect to farcaster', and Retry
// opens a new channel. On a phone there is no QR code to scan: the tap on Farcaster opens the client's tab itself, within
// the tap (the link comes later, from the server), as a wallet's tile opens its link; Open Farcaster stays. This
// spec signs in as bob (fid 1002, "e2e spec 1"), carol (1003, "e2e spec 2", the phone) and mallory (1007, not
// registered).
import { devices, expect, type Page, test } from '@playwright/test';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { frameStorage } from '../support/embeddedFrame.ts';
import { approveInFarcasterClient } from '../support/farcasterClient.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const { defaultBrowserType: _browser, ...phoneDevice } = devices['Pixel 7'];

/** Connect → Farcaster: the channel url the view shows, once its QR code is drawn. */
async function openFarcaster(page: Page, widget: Widget): Promise<string> {
  await page.goto(stack.demoUrl);
  await widget.open();
  await widget.view('Connect').getByTestId('gw-social-farcaster').click();
  const view = widget.view('ConnectingFarcaster');
  const qr = view.getByTestId('gw-farcaster-qr');
  await expect(qr).toBeVisible();
  const url = (await qr.getAttribute('data-uri')) ?? '';
  expect(url.startsWith(`${stack.farcasterClientUrl}?channelToken=`)).toBe(true);
  await expect(view.getByTestId('gw-farcaster-open')).toHaveAttribute('href', url);
  return url;
}

test('Farcaster: approved in a Farcaster client, the visitor is connected to an embedded wallet', async ({
  page,
  context,
}) => {
  const widget = new Widget(page);
  const url = await openFarcaster(page, widget);
  const view = widget.view('ConnectingFarcaster');
  await expect(view.getByTestId('gw-farcaster-status')).toHaveText(
    'Scan this code with Farcaster on your phone',
  );
  await expectNoViolationsInBothThemes(page, 'ConnectingFarcaster');
  await page.screenshot({ path: test.info().outputPath('connecting-farcaster.png') });

  const client = await context.newPage();
  await approveInFarcasterClient(client, url, 'bob');
  await client.close();

  await expect(widget.dialog).toBeHidden();
  await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(widget.accountButton).toBeVisible();
  await expect(page.getByTestId('demo-wallet')).toContainText('farcaster');
  // The frame holds the session, not the attempt.
  const stored = Object.keys(await frameStorage(page, stack));
  expect(stored.some((key) => key.includes(':farcaster:'))).toBe(false);
});

test("Farcaster: an approval the server cannot verify says 'Failed to connect to farcaster'; Retry opens a new channel; back leaves it", async ({
  page,
  context,
}) => {
  const widget = new Widget(page);
  const url = await openFarcaster(page, widget);
  const client = await context.newPage();
  // mallory's fid is not in the IdRegistry: the relay twin completes the channel, gangway-server refuses it.
  await approveInFarcasterClient(client, url, 'mallory');
  await client.close();

  const view = widget.view('ConnectingFarcaster');
  const status = view.getByTestId('gw-farcaster-status');
  await expect(status).toHaveText('Failed to connect to farcaster');
  await expect(status).toHaveAttribute('data-status', 'failed');
  await expect(view.getByTestId('gw-farcaster-retry')).toBeFocused();
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
  await expectNoViolationsInBothThemes(page, 'ConnectingFarcaster failed');
  await page.screenshot({ path: test.info().outputPath('connecting-farcaster-failed.png') });

  await view.getByTestId('gw-farcaster-retry').click();
  const qr = view.getByTestId('gw-farcaster-qr');
  await expect(qr).toBeVisible();
  const again = await qr.getAttribute('data-uri');
  expect(again).not.toBe(url);
  expect(again?.startsWith(`${stack.farcasterClientUrl}?channelToken=`)).toBe(true);

  // Back to Connect: the frame forgets the attempt.
  await page.getByTestId('gw-modal-back').click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect
    .poll(async () =>
      Object.keys(await frameStorage(page, stack)).filter((key) => key.includes(':farcaster:')),
    )
    .toEqual([]);
  await expect(widget.accountButton).toBeHidden();
});

test('Farcaster on a phone: no QR code to scan; the tap on Farcaster opens the sign-in in the Farcaster client within the tap, and the visitor is connected', async ({
  browser,
}) => {
  // Pixel 7 in full, as the WalletConnect spec's phone: its browser, touch screen and layout viewport.
  const context = await browser.newContext(phoneDevice);
  // Each window.open and whether the visitor's tap still counted then (what a phone's popup blocker asks).
  await context.addInitScript(() => {
    const opens: { url: string; tapActive: boolean }[] = [];
    Object.assign(window, { gangwayOpens: opens });
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      opens.push({ url: String(args[0]), tapActive: navigator.userActivation.isActive });
      return open(...args);
    };
  });
  const page = await context.newPage();
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  await widget.open();
  const opened = context.waitForEvent('page');
  await widget.view('Connect').getByTestId('gw-social-farcaster').tap();
  const client = await opened;
  const view = widget.view('ConnectingFarcaster');
  const open = view.getByRole('link', { name: 'Open Farcaster (opens in a new tab)' });
  await expect(open).toHaveAttribute('href', /\?channelToken=/);
  const url = (await open.getAttribute('href')) ?? '';
  expect(url.startsWith(`${stack.farcasterClientUrl}?channelToken=`)).toBe(true);
  // The tab the tap opened, sent to the channel's link once the server answered it.
  await client.waitForURL(url);
  expect(await page.evaluate(() => (window as unknown as { gangwayOpens: unknown }).gangwayOpens)).toEqual([
    { url: 'about:blank', tapActive: true },
  ]);
  expect(await client.evaluate(() => window.opener)).toBeNull();
  await expect(view.getByTestId('gw-farcaster-status')).toHaveText('Continue in Farcaster');
  await expect(view.getByTestId('gw-farcaster-qr')).toHaveCount(0);
  // The first of the actions, and the primary one.
  await expect(view.locator('.actions > *').first()).toHaveAttribute('data-testid', 'gw-farcaster-open');
  await expect(open).toHaveClass(/\bbutton--primary\b/);
  await expectNoViolationsInBothThemes(page, 'ConnectingFarcaster on a phone');
  await page.screenshot({ path: test.info().outputPath('connecting-farcaster-phone.png') });

  await approveInFarcasterClient(client, url, 'carol');
  await client.close();

  await expect(widget.dialog).toBeHidden();
  await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId('demo-wallet')).toContainText('farcaster');
  await context.close();
});
