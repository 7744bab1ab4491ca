// Issue 10, the social redirect flow (SPEC §2, §5): inside Telegram (window.Telegram.WebApp.platform) and when the
// browser blocks popups, the page itself goes to the provider (devnet's OIDC provider) and comes back with the
// result parameters (the attempt's state and the completion code, issue 17), which the widget reads, removes from
// the address bar, and completes the login with.

import { SOCIAL_CODE_PARAM, SOCIAL_RESULT_PARAM } from '@gangway/protocol';
import { expect, type Page, test } from '@playwright/test';
import { logInAtProvider } from '../support/socialLogin.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const uniqueLogin = (label: string) => `${label}-${Date.now().toString(36)}`;

const asTelegram = (page: Page, platform: string) =>
  page.addInitScript(`window.Telegram = { WebApp: { platform: ${JSON.stringify(platform)} } };`);

/** Back on the demo: the result parameter is read and removed, and the widget is connected with the provider. */
async function expectConnectedOnReturn(page: Page, widget: Widget, provider: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(stack.demoUrl));
  await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(widget.accountButton).toBeVisible();
  await expect(page.getByTestId('demo-wallet')).toContainText(provider);
  for (const param of [SOCIAL_RESULT_PARAM, SOCIAL_CODE_PARAM]) {
    expect(new URL(page.url()).searchParams.has(param)).toBe(false);
    expect(await page.evaluate(() => location.search)).not.toContain(param);
  }
}

test('inside Telegram on Android: x and facebook are left out, and Google logs in through a redirect', async ({
  page,
}) => {
  await asTelegram(page, 'android');
  const widget = new Widget(page);
  await page.goto(`${stack.demoUrl}/?from=telegram`);
  await widget.open();
  const connect = widget.view('Connect');
  for (const shown of ['google', 'discord', 'apple', 'github'])
    await expect(connect.getByTestId(`gw-social-${shown}`)).toBeVisible();
  for (const hidden of ['x', 'facebook'])
    await expect(connect.getByTestId(`gw-social-${hidden}`)).toHaveCount(0);

  let popups = 0;
  page.on('popup', () => popups++);
  await connect.getByTestId('gw-social-google').click();
  await logInAtProvider(page, uniqueLogin('telegram'));
  await expectConnectedOnReturn(page, widget, 'google');
  // The page's own query survives; only the result parameter is gone.
  expect(new URL(page.url()).searchParams.get('from')).toBe('telegram');
  expect(popups).toBe(0);

  await page.reload();
  await expect(widget.accountButton).toBeVisible();
});

test('inside Telegram on iOS, Google is left out; on macOS, x', async ({ page }) => {
  const widget = new Widget(page);
  await asTelegram(page, 'ios');
  await page.goto(stack.demoUrl);
  await widget.open();
  await expect(widget.view('Connect').getByTestId('gw-social-x')).toBeVisible();
  await expect(widget.view('Connect').getByTestId('gw-social-google')).toHaveCount(0);

  const mac = await page.context().newPage();
  await asTelegram(mac, 'macos');
  await mac.goto(stack.demoUrl);
  const macWidget = new Widget(mac);
  await macWidget.open();
  await expect(macWidget.view('Connect').getByTestId('gw-social-google')).toBeVisible();
  await expect(macWidget.view('Connect').getByTestId('gw-social-x')).toHaveCount(0);
});

test('a browser that blocks the popup goes through the redirect instead', async ({ page }) => {
  await page.addInitScript('window.open = () => null;');
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  await widget.open();
  await widget.view('Connect').getByTestId('gw-social-github').click();
  await logInAtProvider(page, uniqueLogin('blocked'));
  await expectConnectedOnReturn(page, widget, 'github');
});

test('a forged result parameter logs nobody in and is removed', async ({ page }) => {
  const widget = new Widget(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${stack.demoUrl}/?${SOCIAL_RESULT_PARAM}=forged-state-000000`);
  await expect.poll(() => new URL(page.url()).searchParams.has(SOCIAL_RESULT_PARAM)).toBe(false);
  await expect.poll(() => errors.join('\n')).toContain('Failed to initiate social connection');
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
  await expect(widget.connectButton).toBeVisible();
});
