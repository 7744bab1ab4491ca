// Issue 10 and 17, a new device (SPEC §4): an address that logged in on one device, logging in from another (a fresh
// browser context), gets the same answer as any address (no account enumeration) and one code, whose mail says a new
// device is logging in; a wrong code is refused; the right one verifies the device and the same wallet comes back.
// The first login's figures are printed.
import { otpCodeOf } from '@gangway/devnet';
import { expect, test } from '@playwright/test';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { waitForMail } from '../support/inbox.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

test('a new device logs in with one code, which the mail says is for a new device, and gets the same wallet', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('device');
  await page.goto(stack.demoUrl);
  const first = await loginByEmail(page, email);
  // gangway-server mails an inbox once per cooldown, whichever device asks (SPEC §5, §9; the test stack shortens it):
  // it runs from when the first code was mailed.
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
    await device.waitForTimeout(
      Math.max(0, firstMailAt + stack.emailCooldownSeconds * 1_000 + 1_000 - Date.now()),
    );
    const since = Date.now();
    await connect.getByTestId('gw-email-submit').click();
    const login = widget.view('EmailLogin');
    // The same words as for an address never seen: nothing tells the page the account exists.
    await expect(login.getByTestId('gw-email-login-hint')).toHaveText(
      `We sent a code to ${email}. It is valid for 10 minutes.`,
    );
    const mail = await waitForMail(email, since);
    expect(mail.subject).toMatch(/new device/i);

    await login.getByTestId('gw-otp-input').fill('000000');
    await expect(login.getByTestId('gw-otp-error')).toBeVisible();
    await login.getByTestId('gw-otp-input').fill(otpCodeOf(mail) ?? '');
    await expect(widget.dialog).toBeHidden();
    await expect(device.getByTestId('demo-address')).toHaveText(first.address);
    await expect(widget.accountButton).toBeVisible();
  } finally {
    await other.close();
  }
});
