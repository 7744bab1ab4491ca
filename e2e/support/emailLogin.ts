// An e-mail login through the demo's Connect view, with the code read from devnet's inbox (embedded wallet).
import { truncateAddress } from '@gangway/core';
import { expect, type Page } from '@playwright/test';
import { waitForCode } from './inbox.ts';
import type { Widget } from './widget.ts';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Logs `email` in from a disconnected demo page; the connected EVM address. */
export async function loginByEmail(page: Page, widget: Widget, email: string): Promise<string> {
  await widget.open();
  const connect = widget.view('Connect');
  const since = Date.now();
  await connect.getByTestId('gw-email-input').fill(email);
  await connect.getByTestId('gw-email-submit').click();
  const login = widget.view('EmailLogin');
  await expect(login).toBeVisible();
  await login.getByTestId('gw-otp-input').fill(await waitForCode(email, since));
  await expect(widget.dialog).toBeHidden();
  const address = (await page.getByTestId('demo-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(widget.accountButton).toContainText(truncateAddress(address));
  return address;
}
