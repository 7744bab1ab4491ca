import { expect, test } from '../support/fixtures.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

/** The element focused inside the modal's shadow root, by its test id or text. */
async function focusedInDialog(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return (
      element?.getAttribute('data-testid') ??
      element?.getAttribute('aria-label') ??
      element?.textContent?.trim() ??
      ''
    );
  });
}

test('the dialog works from the keyboard: open, trap focus, arrow through wallets, Escape, focus back', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  await widget.connectButton.focus();
  await page.keyboard.press('Enter');
  await expect(widget.view('Connect')).toBeVisible();
  await expect(widget.dialog).toHaveAttribute('aria-modal', 'true');
  const labelledBy = await widget.dialog.getAttribute('aria-labelledby');
  expect(labelledBy).toBeTruthy();
  await expect(widget.dialog.locator(`[id="${labelledBy}"]`)).toHaveText('Connect Wallet');

  // Focus starts inside the dialog and never leaves it, however often Tab is pressed.
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.activeElement?.tagName.toLowerCase() === 'gangway-modal',
    );
    expect(inside).toBe(true);
    seen.add(await focusedInDialog(page));
  }
  expect(seen.size).toBeGreaterThan(1);

  // Arrow keys move through the wallet list; Enter picks.
  await widget.wallet(DEV_WALLET_RDNS).focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedInDialog(page)).not.toBe(`gw-wallet-${DEV_WALLET_RDNS}`);
  await page.keyboard.press('ArrowUp');
  expect(await focusedInDialog(page)).toBe(`gw-wallet-${DEV_WALLET_RDNS}`);

  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeHidden();
  await expect(widget.connectButton).toBeFocused();
});

test('Enter on a wallet starts connecting, and status changes are announced', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  await page.goto(stack.demoUrl);
  await widget.open();
  await widget.wallet(DEV_WALLET_RDNS).focus();
  await page.keyboard.press('Enter');
  await expect(widget.view('ConnectingExternal')).toBeVisible();
  await wallet.reject('eth_requestAccounts');
  await expect(page.getByTestId('gw-status')).toContainText('Connection rejected');
});
