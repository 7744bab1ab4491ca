// Issue 17, sign out everywhere: one account logged in on two devices (two browser contexts, the same social login);
// ProfileWallets' 'Sign out everywhere' on one revokes both sessions. The other device, whose frame still holds the
// keys in memory, signs nothing more: its next request is refused as 'Session Expired' and it is disconnected.
import { expect, test } from '@playwright/test';
import { requestSignature } from '../support/demoRequests.ts';
import { loginBySocial } from '../support/socialLogin.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

test("'Sign out everywhere' ends the account's session on every device; the other one signs nothing more", async ({
  page,
  browser,
}) => {
  const login = `everywhere-${Date.now().toString(36)}`;
  await page.goto(stack.demoUrl);
  const address = await loginBySocial(page, login);

  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto(stack.demoUrl);
    expect(await loginBySocial(phone, login)).toBe(address);
    const phoneWidget = new Widget(phone);
    await phoneWidget.accountButton.click();
    await phoneWidget.view('Account').getByTestId('gw-profile-wallets').click();
    await phoneWidget.view('ProfileWallets').getByTestId('gw-sign-out-everywhere').click();
    await expect(phoneWidget.dialog).toBeHidden();
    await expect(phoneWidget.connectButton).toBeVisible();
  } finally {
    await other.close();
  }

  // The laptop's frame holds the keys, but its session is gone: the request is refused before any approval shows.
  const widget = new Widget(page);
  await requestSignature(page, 'After sign-out everywhere');
  await expect(page.getByTestId('demo-request-error')).toContainText('Session Expired');
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
  await expect(widget.connectButton).toBeVisible();
  await expect(page.frameLocator('iframe[data-gangway-frame]').getByRole('region')).toBeHidden();
  await page.reload();
  await expect(widget.connectButton).toBeVisible();
  await expect(widget.accountButton).toBeHidden();
});
