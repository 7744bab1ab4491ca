// An e-mail login from the demo's Connect view, the codes read from devnet's inbox, timed in the page: the submit
// click and the code typed are stamped by capturing listeners on the document (the widget's events are composed).
import { truncateAddress } from '@gangway/core/internal';
import { otpCodeOf } from '@gangway/devnet';
import { expect, type Page } from '@playwright/test';
import { waitForMail } from './inbox.ts';
import { Widget } from './widget.ts';

export interface EmailLoginTimings {
  /** E-mail submitted → the login code's mail received by the inbox (ms). */
  submitToMail: number;
  /** Login code typed → the account button in the page (ms). */
  codeToConnected: number;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Logs in as `email` (new to the server) from the demo, already open; the address and the timings. */
export async function loginByEmail(
  page: Page,
  email: string,
): Promise<{ address: string; timings: EmailLoginTimings }> {
  await new Widget(page).open();
  return loginByEmailFromConnect(page, email);
}

/** Logs in as `email` from the Connect view already on screen (e.g. multi-wallet's extra connect). */
export async function loginByEmailFromConnect(
  page: Page,
  email: string,
): Promise<{ address: string; timings: EmailLoginTimings }> {
  const widget = new Widget(page);
  await expect(widget.view('Connect')).toBeVisible();
  await page.evaluate(() => {
    const stamps = { click: 0, input: 0 };
    (window as unknown as { __stamps: typeof stamps }).__stamps = stamps;
    document.addEventListener('click', () => (stamps.click = Date.now()), true);
    document.addEventListener('input', () => (stamps.input = Date.now()), true);
  });
  const stamps = () =>
    page.evaluate(() => (window as unknown as { __stamps: { click: number; input: number } }).__stamps);
  const connect = widget.view('Connect');
  await connect.getByTestId('gw-email-input').fill(email);
  const since = Date.now();
  await connect.getByTestId('gw-email-submit').click();
  const login = widget.view('EmailLogin');
  await expect(login).toBeVisible();

  const mail = await waitForMail(email, since);
  const submitToMail = mail.receivedAt - (await stamps()).click;
  await login.getByTestId('gw-otp-input').fill(otpCodeOf(mail) ?? '');
  const typedAt = (await stamps()).input;
  const connectedAt = await page
    .waitForFunction(
      () => (document.querySelector('[data-testid="gw-account-button"]') ? Date.now() : 0),
      null,
      {
        polling: 'raf',
      },
    )
    .then((handle) => handle.jsonValue());
  await expect(widget.dialog).toBeHidden();
  const address = ((await page.getByTestId('demo-address').textContent()) ?? '').trim();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(widget.accountButton).toContainText(truncateAddress(address));
  return { address, timings: { submitToMail, codeToConnected: connectedAt - typedAt } };
}
