import { truncateAddress } from '@gangway/core/internal';
import { displayedNativeBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { holdRequests } from '../support/heldRequests.ts';
import { DEV_WALLET_NAME, DEV_WALLET_RDNS } from '../support/widget.ts';

test('a visitor connects the Gangway Dev Wallet and sees address and devnet balance', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  await page.goto(stack.demoUrl);
  await widget.open();
  await expect(widget.wallet(DEV_WALLET_RDNS)).toContainText(DEV_WALLET_NAME);
  await widget.wallet(DEV_WALLET_RDNS).click();
  await expect(widget.view('ConnectingExternal')).toBeVisible();
  await wallet.approve('eth_requestAccounts');

  await expect(widget.dialog).toBeHidden();
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  const expected = await displayedNativeBalance(stack, 1, FIRST_ACCOUNT);
  await expect(widget.accountButton.getByTestId('gw-account-balance')).toHaveText(`${expected} ETH`);
  await page.screenshot({ path: test.info().outputPath('connected.png') });
});

test("a refusal in the wallet shows 'Connection rejected' and Retry connects", async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  await page.goto(stack.demoUrl);
  await widget.pickDevWallet();
  await wallet.reject('eth_requestAccounts');
  await expect(widget.view('ConnectingExternal')).toContainText('Connection rejected');
  await widget.view('ConnectingExternal').getByTestId('gw-connecting-retry').click();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
});

test('the e-mail and social methods come into the place kept for them: the wallets do not move under the pointer when their code arrives', async ({
  page,
  stack,
  widget,
}) => {
  // Their chunk held until the list has been seen: a visitor who opens the modal before it is in.
  const { release } = await holdRequests(page, (url) =>
    /\/assets\/EmbeddedMethods-[^/]*\.js$/.test(url.pathname),
  );
  const configured = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'));
  await page.goto(stack.demoUrl);
  await widget.open();
  await configured;
  const connect = widget.view('Connect');
  const devWallet = widget.wallet(DEV_WALLET_RDNS);
  await widget.dialog.evaluate((dialog) =>
    Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
  );
  const before = await devWallet.boundingBox();
  await expect(connect.getByTestId('gw-email-input')).toHaveCount(0);

  release();
  await expect(connect.getByTestId('gw-email-input')).toBeVisible();
  expect(await devWallet.boundingBox()).toEqual(before);
});
