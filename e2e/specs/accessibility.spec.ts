import { WALLETS_PER_PAGE } from '@gangway/protocol';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { connectDevWallet } from '../support/flows.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

for (const theme of ['light', 'dark'] as const) {
  test(`the connect views pass axe-core (${theme})`, async ({ page, stack, widget, wallet }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(stack.demoUrl);
    await widget.open();
    await expectNoViolations(page, `Connect (${theme})`);

    await widget.view('Connect').getByTestId('gw-all-wallets').click();
    await expect(widget.view('AllWallets')).toBeVisible();
    await expectNoViolations(page, `AllWallets (${theme})`);
    await page.getByTestId('gw-modal-back').click();

    await widget.wallet(DEV_WALLET_RDNS).click();
    await expect(widget.view('ConnectingExternal')).toBeVisible();
    await expectNoViolations(page, `ConnectingExternal waiting (${theme})`);
    await wallet.reject('eth_requestAccounts');
    await expect(widget.view('ConnectingExternal')).toContainText('Connection rejected');
    await expectNoViolations(page, `ConnectingExternal rejected (${theme})`);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the wallet directory views pass axe-core (${theme})`, async ({ page, stack, widget }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(stack.demoUrl);
    await widget.open();
    await widget.view('Connect').getByTestId('gw-all-wallets').click();
    const tiles = widget.view('AllWallets').locator('[data-testid^="gw-wallet-"]');
    await expect(tiles).toHaveCount(1 + WALLETS_PER_PAGE);
    await expectNoViolations(page, `AllWallets with the directory (${theme})`);

    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('meta');
    await expect(widget.view('AllWallets').getByText('MetaMask', { exact: true })).toBeVisible();
    await expectNoViolations(page, `AllWallets search results (${theme})`);
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('zzqx no such wallet');
    await expect(widget.view('AllWallets').getByTestId('gw-no-wallet-found')).toBeVisible();
    await expectNoViolations(page, `AllWallets without results (${theme})`);

    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('meta');
    await widget.view('AllWallets').getByText('MetaMask', { exact: true }).click();
    const pairing = widget.view('ConnectingWalletConnect');
    await expect(pairing.getByTestId('gw-wc-qr')).toBeVisible();
    await expectNoViolations(page, `ConnectingWalletConnect (${theme})`);
    await pairing.getByTestId('gw-wc-get-wallet').click();
    await expect(widget.view('GetWallet')).toBeVisible();
    await expect(widget.view('GetWallet').getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, `GetWallet (${theme})`);
  });

  test(`the account view with tokens passes axe-core (${theme})`, async ({ page, stack, widget, wallet }) => {
    await page.emulateMedia({ colorScheme: theme });
    await connectDevWallet(page, stack, widget, wallet);
    await widget.accountButton.click();
    await expect(widget.view('Account').getByTestId('gw-token-ETH')).toBeVisible();
    await expectNoViolations(page, `Account with tokens (${theme})`);
  });
}

test('the account and network views pass axe-core', async ({ connected: { page, widget, wallet } }) => {
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await expectNoViolations(page, 'Account');

  await widget.view('Account').getByTestId('gw-account-network').click();
  await expect(widget.view('Networks')).toBeVisible();
  await expectNoViolations(page, 'Networks');
  await widget.network('eip155:137').click();
  await expect(widget.view('SwitchNetwork')).toBeVisible();
  await expectNoViolations(page, 'SwitchNetwork');
  await wallet.approve('wallet_switchEthereumChain');
  await expect(widget.networkButton).toContainText('Polygon');
  // A switch from the list goes back to Account; Escape closes the dialog from there.
  await expect(widget.view('Account')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeHidden();

  await wallet.switchChain(10);
  await expect(widget.view('UnsupportedChain')).toBeVisible();
  await expectNoViolations(page, 'UnsupportedChain');
});
