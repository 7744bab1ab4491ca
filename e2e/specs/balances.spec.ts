import { formatTokenBalance, truncateAddress } from '@gangway/core/internal';
import { devAddress } from '@gangway/devnet';
import { NATIVE_TOKEN_ADDRESS, type TokenBalance } from '@gangway/protocol';
import type { Locator } from '@playwright/test';
import { nativeBalanceOnChain, tokenBalanceOnChain } from '../support/chain.ts';
import type { DevWalletPanel } from '../support/devWallet.ts';
import { expect, test } from '../support/fixtures.ts';
import { getBalances } from '../support/server.ts';
import type { E2EStack } from '../support/stackInfo.ts';
import type { Widget } from '../support/widget.ts';

/**
 * A dev account no other spec sends from: the first account's balances move while these tests read them (Send,
 * the Requests card), and the widget shows the server's answer of up to a balance TTL ago.
 */
const ACCOUNT_INDEX = 6;
const ACCOUNT = devAddress(ACCOUNT_INDEX);

const isNative = (token: TokenBalance) => token.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS);

/** Each token row's amount, with the thousands separators the list adds to SPEC §5's 2 decimals taken out. */
async function shownAmounts(tokens: Locator): Promise<Record<string, string>> {
  const rows = await tokens
    .locator('li[data-testid^="gw-token-"]')
    .evaluateAll((items) =>
      items.map((item) => [
        item.getAttribute('data-testid')?.replace('gw-token-', '') ?? '',
        item.querySelector('[data-testid="gw-token-amount"]')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(rows.map(([symbol = '', amount = '']) => [symbol, amount.replace(/,/g, '')]));
}

/** What the chain says the account holds of each token the server lists, as the widget must show it. */
async function expectedAmounts(stack: E2EStack, chainId: number, caipNetworkId: string) {
  const tokens = await getBalances(stack, ACCOUNT, caipNetworkId);
  const entries = await Promise.all(
    tokens.map(async (token) => {
      const onChain = isNative(token)
        ? await nativeBalanceOnChain(stack, chainId, ACCOUNT)
        : await tokenBalanceOnChain(stack, chainId, token.address.split(':')[2] ?? '', ACCOUNT);
      return [token.symbol, `${formatTokenBalance(onChain)} ${token.symbol}`] as const;
    }),
  );
  return { tokens, amounts: Object.fromEntries(entries) };
}

async function openAccount(widget: Widget, wallet: DevWalletPanel): Promise<Locator> {
  await wallet.switchAccount(ACCOUNT_INDEX);
  await expect(widget.accountButton).toContainText(truncateAddress(ACCOUNT));
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  return widget.view('Account').getByTestId('gw-tokens');
}

test('the Account view lists the token balances the chain holds, native first, without 0-decimal tokens', async ({
  connected: { page, stack, widget, wallet },
}) => {
  const tokens = await openAccount(widget, wallet);
  await expect(tokens.getByTestId('gw-token-ETH')).toBeVisible();

  const expected = await expectedAmounts(stack, 1, 'eip155:1');
  const symbols = expected.tokens.map((token) => token.symbol);
  expect(symbols).toEqual(expect.arrayContaining(['ETH', 'USDC', 'USDT', 'GWAY']));
  expect(await shownAmounts(tokens)).toEqual(expected.amounts);
  await expect(tokens.locator('li').first()).toHaveAttribute('data-testid', 'gw-token-ETH');
  // The devnet ZERO token (0 decimals) is held too, but never listed (SPEC §5).
  await expect(tokens.getByTestId('gw-token-ZERO')).toHaveCount(0);
  await expect(tokens.getByTestId('gw-tokens-total')).toContainText('$');
  await page.screenshot({ path: test.info().outputPath('account-tokens.png') });
});

test('after switching to Polygon the list shows POL and the Polygon balances', async ({
  connected: { stack, widget, wallet },
}) => {
  const tokens = await openAccount(widget, wallet);
  await expect(tokens.getByTestId('gw-token-ETH')).toBeVisible();

  await widget.view('Account').getByTestId('gw-account-network').click();
  await widget.network('eip155:137').click();
  await wallet.approve('wallet_switchEthereumChain');
  await expect(widget.view('Account')).toBeVisible();
  await expect(tokens.getByTestId('gw-token-POL')).toBeVisible();
  await expect(tokens.getByTestId('gw-token-ETH')).toHaveCount(0);
  await expect(tokens.locator('li').first()).toHaveAttribute('data-testid', 'gw-token-POL');
  const expected = await expectedAmounts(stack, 137, 'eip155:137');
  expect(await shownAmounts(tokens)).toEqual(expected.amounts);
});
