// Issue 10, the visitor's side: Connect offers e-mail and the socials gangway-server is configured for; an e-mail
// login with the code read from devnet's SMTP sink connects an embedded wallet; the host app's personal_sign is
// approved inside the frame and verifies; a reload restores the session.
import { truncateAddress } from '@gangway/core/internal';
import { expect, test } from '@playwright/test';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { waitForCode } from '../support/inbox.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}@example.com`;

test('an e-mail login connects an embedded wallet; the host app signs through the frame; a reload restores it', async ({
  page,
}) => {
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  await widget.open();
  const connect = widget.view('Connect');
  await expect(connect.getByTestId('gw-email-input')).toBeVisible();
  await expect(connect.getByTestId('gw-social-google')).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'Connect with e-mail and socials');
  await page.screenshot({ path: test.info().outputPath('connect-email-socials.png') });

  await connect.getByTestId('gw-email-input').fill('not-an-address');
  await connect.getByTestId('gw-email-submit').click();
  await expect(connect.getByTestId('gw-email-error')).toHaveText('Invalid email');

  const email = uniqueEmail('visitor');
  const since = Date.now();
  await connect.getByTestId('gw-email-input').fill(email);
  await connect.getByTestId('gw-email-submit').click();
  const login = widget.view('EmailLogin');
  await expect(login).toBeVisible();
  await expect(login.getByTestId('gw-email-login-hint')).toContainText(email);
  await expectNoViolationsInBothThemes(page, 'EmailLogin');
  await page.screenshot({ path: test.info().outputPath('email-login.png') });

  await login.getByTestId('gw-otp-input').fill('000000');
  await expect(login.getByTestId('gw-otp-error')).toBeVisible();
  await login.getByTestId('gw-otp-input').fill(await waitForCode(email, since));
  await expect(widget.dialog).toBeHidden();
  const address = (await page.getByTestId('demo-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(widget.accountButton).toContainText(truncateAddress(address));

  const message = 'Sign in to Gangway (embedded)';
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  const signature = await signFromTheDemo(page, message, async () => {
    await expect(frame.getByRole('region')).toContainText(message);
    await page.screenshot({ path: test.info().outputPath('approve-in-frame.png') });
    await clickApproval(page, 'Approve');
  });
  expect(await isValidEvmSignature(address, message, signature)).toBe(true);

  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(address));
});

test('a second login within 30 s is refused with the seconds to wait', async ({ page }) => {
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  await widget.open();
  const connect = widget.view('Connect');
  const email = uniqueEmail('cooldown');
  await connect.getByTestId('gw-email-input').fill(email);
  await connect.getByTestId('gw-email-submit').click();
  const login = widget.view('EmailLogin');
  await expect(login).toBeVisible();
  await login.getByTestId('gw-email-resend').click();
  await expect(login.getByTestId('gw-email-login-notice')).toHaveText(/^Please try again after \d+ seconds$/);
});

test('the server going down mid-login says so, leaves nothing half-logged-in, and the same code works once it is back', async ({
  page,
}) => {
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  await widget.open();
  const email = uniqueEmail('outage');
  const since = Date.now();
  await widget.view('Connect').getByTestId('gw-email-input').fill(email);
  await widget.view('Connect').getByTestId('gw-email-submit').click();
  const login = widget.view('EmailLogin');
  await expect(login).toBeVisible();
  const code = await waitForCode(email, since);

  // The frame's call to check the code finds no server.
  const verify = `${new URL(stack.apiUrl).origin}/v1/embedded/email/verify**`;
  await page.route(verify, (route) => route.abort('connectionrefused'));
  await login.getByTestId('gw-otp-input').fill(code);
  await expect(login.getByTestId('gw-otp-error')).toHaveText('Failed to connect');
  await expect(widget.connectButton).toBeVisible();
  await expect(page.getByTestId('demo-address')).toHaveText('—');

  await page.unroute(verify);
  await login.getByTestId('gw-otp-input').fill(code);
  await expect(widget.dialog).toBeHidden();
  await expect(widget.accountButton).toBeVisible();
});
