// A social login as the specs drive it: the demo's social button, the popup it opens, and devnet's OIDC provider's
// development login page (any name logs in; the same name is the same account).
import { expect, type Page } from '@playwright/test';
import { readStack } from './stackInfo.ts';
import { Widget } from './widget.ts';

/** The provider's development login page, in `page` (a popup, or a tab that opened the link): logs in as `login`. */
export async function logInAtProvider(page: Page, login: string): Promise<void> {
  const stack = readStack();
  await page.waitForURL((url) => url.href.startsWith(stack.oidcIssuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('devnet');
  await page.locator('button[type="submit"]').click();
}

/** From the demo, already open: 'Continue with google' as `login` through the popup; the address connected. */
export async function loginBySocial(page: Page, login: string): Promise<string> {
  const widget = new Widget(page);
  await widget.open();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    widget.view('Connect').getByTestId('gw-social-google').click(),
  ]);
  await logInAtProvider(popup, login);
  await popup.waitForEvent('close');
  const address = page.getByTestId('demo-address');
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  return (await address.textContent()) ?? '';
}
