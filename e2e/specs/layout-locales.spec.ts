// Issue 26: nothing overlaps or is clipped in any view, in any of the nine locales. Each view is opened once and the
// language changed under it through the demo's useLocale() select (which also proves an open view follows a
// run-time change); in each locale the dialog is searched for overlapping, clipped or spilling text
// (support/layout.ts).
import { LOCALES, type Locale } from '@gangway/core';
import { DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import { expect, type Page } from '@playwright/test';
import { requestSignature } from '../support/demoRequests.ts';
import { uniqueEmail } from '../support/emailLogin.ts';
import { test } from '../support/fixtures.ts';
import { connectForSignIn, FIRST_ACCOUNT } from '../support/flows.ts';
import { waitForCode } from '../support/inbox.ts';
import { layoutProblems } from '../support/layout.ts';
import { DEV_WALLET_RDNS, type Widget } from '../support/widget.ts';

const SOLANA = `solana:${DEMO_SOLANA_NETWORK.reference}`;

async function setLocale(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('demo-locale').selectOption(locale);
  await expect(page.locator('gangway-modal .overlay')).toHaveAttribute('lang', locale);
}

let shots = 0;

/** The open view, in every locale: no overlapping, clipped or spilling text. Ends in English. */
async function inEveryLocale(page: Page, widget: Widget, view: string): Promise<void> {
  await expect(widget.view(view)).toBeVisible();
  for (const locale of [...LOCALES.filter((each) => each !== 'en'), 'en' as const]) {
    await setLocale(page, locale);
    expect(await layoutProblems(page), `${view} in ${locale}`).toEqual([]);
    // Arabic (right to left) and Korean (the longest CJK texts) are kept to be looked at.
    if (locale === 'ar' || locale === 'ko')
      await page.screenshot({ path: test.info().outputPath(`${++shots}-${view}-${locale}.png`) });
  }
}

test('the connect views hold their layout in every locale', async ({ page, stack, widget, wallet }) => {
  await page.goto(stack.demoUrl);
  await widget.open();
  await inEveryLocale(page, widget, 'Connect');

  await widget.view('Connect').getByTestId('gw-all-wallets').click();
  await expect(widget.view('AllWallets').locator('[data-testid^="gw-wallet-"]').nth(8)).toBeVisible();
  await inEveryLocale(page, widget, 'AllWallets');
  await widget.view('AllWallets').getByTestId('gw-search-wallets').fill('zzqx no such wallet');
  await expect(widget.view('AllWallets').getByTestId('gw-no-wallet-found')).toBeVisible();
  await inEveryLocale(page, widget, 'AllWallets');

  await widget.view('AllWallets').getByTestId('gw-search-wallets').fill('meta');
  await widget.view('AllWallets').getByText('MetaMask', { exact: true }).click();
  await expect(widget.view('ConnectingWalletConnect').getByTestId('gw-wc-qr')).toBeVisible();
  await inEveryLocale(page, widget, 'ConnectingWalletConnect');
  await widget.view('ConnectingWalletConnect').getByTestId('gw-wc-get-wallet').click();
  await expect(widget.view('GetWallet').getByRole('link').first()).toBeVisible();
  await inEveryLocale(page, widget, 'GetWallet');

  await page.keyboard.press('Escape');
  await widget.open();
  await widget.wallet(DEV_WALLET_RDNS).click();
  await inEveryLocale(page, widget, 'ConnectingExternal');
  await wallet.reject('eth_requestAccounts');
  await expect(widget.view('ConnectingExternal').getByTestId('gw-connecting-retry')).toBeVisible();
  await inEveryLocale(page, widget, 'ConnectingExternal');
});

test('the Swap view with a quote and its token picker hold their layout in every locale', async ({
  connected: { page, widget },
}) => {
  await widget.accountButton.click();
  await widget.view('Account').getByTestId('gw-account-swaps').click();
  const swap = widget.view('Swap');
  await swap.getByTestId('gw-swap-from-amount').fill('0.25');
  await expect(swap.getByTestId('gw-swap-minimum')).toContainText('USDC');
  await inEveryLocale(page, widget, 'Swap');
  await swap.getByTestId('gw-swap-to-token').click();
  await expect(swap.getByTestId('gw-swap-picker')).toBeVisible();
  await inEveryLocale(page, widget, 'Swap');
});

test('the account views hold their layout in every locale', async ({
  connected: { page, widget, wallet },
}) => {
  await widget.accountButton.click();
  const account = widget.view('Account');
  await expect(account.getByTestId('gw-token-ETH')).toBeVisible();
  await inEveryLocale(page, widget, 'Account');
  await account.getByTestId('gw-tab-nfts').click();
  await expect(account.getByTestId('gw-nfts').or(account.getByTestId('gw-nfts-empty'))).toBeVisible();
  await inEveryLocale(page, widget, 'Account');
  // The seeded history holds the row the issue saw run together: "Received" +1.000 Devnet Punk #7, "from 0x…".
  await account.getByTestId('gw-tab-activity').click();
  await expect(account.locator('[data-testid^="gw-activity-item-"]').first()).toBeVisible();
  await inEveryLocale(page, widget, 'Account');

  await account.getByTestId('gw-account-receive').click();
  await inEveryLocale(page, widget, 'Receive');
  await page.getByTestId('gw-modal-back').click();
  await widget.view('Account').getByTestId('gw-account-send').click();
  const send = widget.view('Send');
  await send.getByTestId('gw-send-amount').fill('123456789');
  await send.getByTestId('gw-send-receiver').fill(FIRST_ACCOUNT);
  await expect(send.getByTestId('gw-send-error')).toBeVisible();
  await expect(send.getByTestId('gw-send-fee')).not.toContainText('…');
  await inEveryLocale(page, widget, 'Send');
  await page.getByTestId('gw-modal-back').click();

  await widget.view('Account').getByTestId('gw-account-network').click();
  await inEveryLocale(page, widget, 'Networks');
  await widget.network('eip155:137').click();
  await inEveryLocale(page, widget, 'SwitchNetwork');
  await wallet.reject('wallet_switchEthereumChain');
  await expect(page.getByTestId('gw-toast')).toBeVisible();
  await inEveryLocale(page, widget, 'Networks');

  await page.keyboard.press('Escape');
  await wallet.switchChain(10);
  await inEveryLocale(page, widget, 'UnsupportedChain');
});

test('SIWXSignMessage holds its layout in every locale, waiting and declined', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  await connectForSignIn(page, stack, widget, wallet);
  await inEveryLocale(page, widget, 'SIWXSignMessage');
  await wallet.reject('personal_sign');
  await expect(widget.view('SIWXSignMessage').getByTestId('gw-siwx-sign')).toBeVisible();
  await inEveryLocale(page, widget, 'SIWXSignMessage');
});

test.describe('a dev wallet that speaks EVM only', () => {
  test.use({ walletOverrides: { solana: undefined, bitcoin: undefined } });

  test('SwitchActiveChain holds its layout in every locale', async ({ connected: { page, widget } }) => {
    await widget.networkButton.click();
    await widget.network(SOLANA).click();
    await inEveryLocale(page, widget, 'SwitchActiveChain');
  });
});

test("the embedded wallet's views hold their layout in every locale", async ({ page, stack, widget }) => {
  await page.goto(stack.demoUrl);
  const email = uniqueEmail('layout');
  await widget.open();
  await widget.view('Connect').getByTestId('gw-email-input').fill(email);
  const since = Date.now();
  await widget.view('Connect').getByTestId('gw-email-submit').click();
  await inEveryLocale(page, widget, 'EmailLogin');
  await widget
    .view('EmailLogin')
    .getByTestId('gw-otp-input')
    .fill(await waitForCode(email, since));
  await expect(widget.accountButton).toBeVisible();

  await widget.accountButton.click();
  await expect(widget.view('Account').getByTestId('gw-account-email')).toBeVisible();
  await inEveryLocale(page, widget, 'Account');
  await widget.view('Account').getByTestId('gw-profile-wallets').click();
  await inEveryLocale(page, widget, 'ProfileWallets');
  await page.getByTestId('gw-modal-back').click();
  await widget.view('Account').getByTestId('gw-update-email').click();
  await inEveryLocale(page, widget, 'UpdateEmailWallet');
  await page.keyboard.press('Escape');

  await requestSignature(page, 'Layout check');
  await expect(page.frameLocator('iframe[data-gangway-frame]').getByRole('region').first()).toBeVisible();
  await inEveryLocale(page, widget, 'ApproveTransaction');
});
