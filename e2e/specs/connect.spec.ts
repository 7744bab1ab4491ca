import { truncateAddress } from '@gangway/core/internal';
import { displayedNativeBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
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
