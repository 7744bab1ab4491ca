// Issue 10, device verification (SPEC §4): an address that logged in on one device, logging in from another (a
// fresh browser context), is asked for the device code first (read from devnet's inbox; a wrong one is refused),
// then the login code; the same wallet comes back. The first login's figures are printed.
import { otpCodeOf } from '@gangway/devnet';
import { expect, test } from '@playwright/test';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { waitForMail } from '../support/inbox.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
/** gangway-server mails an address at most once per 30 s, whichever device asks (SPEC §5, §9). */
const ADDRESS_COOLDOWN_MS = 30_000;
/** The EmailLogin view's hint on the device step. */
const DEVICE_STEP = /new to your account/;

test('a new device verifies with the device code first, then the login code, and gets the same wallet', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('device');
  await page.goto(stack.demoUrl);
  const first = await loginByEmail(page, email);
  // The server's cooldown for the address runs from when it mailed the first code.
  const firstMailAt = (await waitForMail(email)).receivedAt;
  expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  console.log(
    `[figures] e-mail login on loopback: submit → code in the inbox ${first.timings.submitToMail} ms, code typed → account button ${first.timings.codeToConnected} ms`,
  );

  const other = await browser.newContext();
  try {
    const device = await other.newPage();
    await device.goto(stack.demoUrl);
    const widget = new Widget(device);
    await widget.open();
    const connect = widget.view('Connect');
    await connect.getByTestId('gw-email-input').fill(email);
    await device.waitForTimeout(Math.max(0, firstMailAt + ADDRESS_COOLDOWN_MS + 1_000 - Date.now()));
    const since = Date.now();
    await connect.getByTestId('gw-email-submit').click();
    const login = widget.view('EmailLogin');
    await expect(login.getByTestId('gw-email-login-hint')).toContainText(DEVICE_STEP);
    const deviceMail = await waitForMail(email, since);
    expect(deviceMail.subject).toMatch(/new device/i);

    await login.getByTestId('gw-otp-input').fill('000000');
    await expect(login.getByTestId('gw-otp-error')).toBeVisible();
    await expect(login.getByTestId('gw-email-login-hint')).toContainText(DEVICE_STEP);

    const afterDevice = Date.now();
    await login.getByTestId('gw-otp-input').fill(otpCodeOf(deviceMail) ?? '');
    await expect(login.getByTestId('gw-email-login-hint')).not.toContainText(DEVICE_STEP);
    const loginMail = await waitForMail(email, afterDevice);
    expect(loginMail.subject).not.toMatch(/new device/i);
    await login.getByTestId('gw-otp-input').fill(otpCodeOf(loginMail) ?? '');
    await expect(widget.dialog).toBeHidden();
    await expect(device.getByTestId('demo-address')).toHaveText(first.address);
    await expect(widget.accountButton).toBeVisible();
  } finally {
    await other.close();
  }
});
