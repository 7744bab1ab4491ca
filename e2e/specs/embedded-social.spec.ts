// Issue 10, social login through the popup (SPEC §2, §9): Connect's social button opens a 600x800 popup that goes
// through devnet's OIDC provider (standing in for Google and GitHub) and back to gangway-server's callback; the popup
// closes and the widget is connected. A popup the visitor closes says 'Popup closed' and leaves nothing logged in.
import { expect, type Page, test } from '@playwright/test';
import { frameStorage } from '../support/embeddedFrame.ts';
import { startupSynced } from '../support/flows.ts';
import { logInAtProvider } from '../support/socialLogin.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const uniqueLogin = (label: string) => `${label}-${Date.now().toString(36)}`;

/** Clicks a social button and answers the popup it opened. */
async function openSocial(page: Page, widget: Widget, provider: string): Promise<Page> {
  await page.goto(stack.demoUrl);
  await widget.open();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    widget.view('Connect').getByTestId(`gw-social-${provider}`).click(),
  ]);
  return popup;
}

for (const provider of ['google', 'github'] as const) {
  test(`'Continue with ${provider}' logs in through a 600x800 popup, which closes; the widget is connected`, async ({
    page,
  }) => {
    const widget = new Widget(page);
    const popup = await openSocial(page, widget, provider);
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size).toEqual({ width: 600, height: 800 });
    await logInAtProvider(popup, uniqueLogin(provider));
    await popup.waitForEvent('close');
    await expect(widget.dialog).toBeHidden();
    const address = page.getByTestId('demo-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(widget.accountButton).toBeVisible();
    await expect(page.getByTestId('demo-wallet')).toContainText(provider);
  });
}

test("closing the popup before finishing says 'Popup closed' and leaves nothing logged in", async ({
  page,
}) => {
  const widget = new Widget(page);
  const popup = await openSocial(page, widget, 'google');
  await popup.waitForURL((url) => url.href.startsWith(stack.oidcIssuer));
  await popup.close();
  await expect(page.getByText('Popup closed')).toBeVisible();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
  await expect(widget.accountButton).toBeHidden();
  // The frame stopped waiting for the attempt and holds no session.
  await expect
    .poll(async () => Object.keys(await frameStorage(page, stack)).filter((key) => !key.endsWith(':device')))
    .toEqual([]);
  // Nothing half-done survives a reload either.
  await page.reload();
  await startupSynced(page);
  await expect(widget.connectButton).toBeVisible();
  await expect(widget.accountButton).toBeHidden();
});
