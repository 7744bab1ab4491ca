// The WalletConnect pairing's lifecycle against the real relay and the Gangway Phone Wallet page: an expired QR code
// and its replacement, a pairing URI handed to the view, and a relay connection that drops mid-session.
import { truncateAddress } from '@gangway/core';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { chooseWalletConnect } from '../support/walletConnect.ts';

test('an expired QR code: New QR code gives a fresh pairing URI that the phone approves', async ({
  browser,
  page,
  stack,
  widget,
}) => {
  // The page's clock, so that SPEC §9's four minutes pass at once; the phone keeps real time in its own context.
  await page.clock.install();
  await page.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(page, widget);
  const view = widget.view('ConnectingWalletConnect');
  const status = view.getByTestId('gw-wc-status');
  await expect(view.getByTestId('gw-wc-expiry')).toHaveText(/expires in 3:5\d/);

  // SPEC §9: a pairing lives four minutes and counts as expired within 10 s of its end.
  await page.clock.fastForward('03:45');
  await expect(view.getByTestId('gw-wc-expiry')).toHaveText(/expires in 0:0\d/);
  await expect(status).toHaveAttribute('data-status', 'pairing');
  await page.clock.fastForward('00:06');
  await expect(status).toHaveAttribute('data-status', 'expired');
  await expect(status).toHaveText('This QR code has expired');
  await expect(view.getByTestId('gw-wc-copy')).toBeHidden();

  await view.getByRole('button', { name: 'New QR code' }).click();
  await expect(status).toHaveAttribute('data-status', 'pairing');
  const fresh = (await view.getByTestId('gw-wc-qr').getAttribute('data-uri')) ?? '';
  expect(fresh).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(fresh).not.toBe(uri);
  await expect(view.getByTestId('gw-wc-expiry')).toHaveText(/expires in 3:5\d/);

  const phoneContext = await browser.newContext();
  const phone = await PhoneWallet.open(await phoneContext.newPage(), stack, fresh);
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(widget.dialog).toBeHidden();
  await phoneContext.close();
});
