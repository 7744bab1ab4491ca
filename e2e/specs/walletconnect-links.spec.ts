// A directory wallet's web app on a desktop (SPEC §3 webapp_link): the Gangway Phone Wallet's directory entry names
// its page as its web app, so "Open web app" opens it in a new tab with the pairing URI, beside the QR code, and the
// session approved there connects the dapp. The devnet wallet has no desktop app (its desktop_link is null).
import { truncateAddress } from '@gangway/core/internal';
import { PHONE_WALLET_ID } from '@gangway/devnet/stack';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';

test("desktop: a directory wallet's web app opens in a new tab with the pairing, and its approval connects", async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  await widget.open();
  await widget.wallet(PHONE_WALLET_ID).click();
  const view = widget.view('ConnectingWalletConnect');
  const qr = view.getByTestId('gw-wc-qr');
  await expect(qr).toBeVisible();
  const uri = (await qr.getAttribute('data-uri')) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  const webApp = view.getByRole('link', { name: 'Open web app (opens in a new tab)' });
  await expect(webApp).toHaveAttribute('href', `${stack.phoneWalletUrl}/wc?uri=${encodeURIComponent(uri)}`);
  await expect(view.getByTestId('gw-wc-open-desktop')).toHaveCount(0);
  await expectNoViolations(page, 'ConnectingWalletConnect with a web app');
  await page.screenshot({ path: test.info().outputPath('web-app-link.png') });

  const opened = page.context().waitForEvent('page');
  await webApp.click();
  const phone = new PhoneWallet(await opened);
  await expect(phone.page.getByTestId('phone-session-title')).toContainText('Connect to');
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(widget.dialog).toBeHidden();
});
