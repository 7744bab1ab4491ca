// Issue 9, Send's bad endings on a real chain: a transfer that reverts on the chain (the wallet sends it with a gas
// limit edited down) and one the node drops (held behind a nonce gap, then let go): Activity shows each as failed
// with its reason, a toast says so, and the balances do not move. Each test sends from an account of its own, so
// Activity and the node's pool hold only its transaction while other specs send from account 0.
import { randomBytes } from 'node:crypto';
import { SEND_MESSAGES, truncateAddress } from '@gangway/core/internal';
import { devAccounts, expectedChainContracts } from '@gangway/devnet';
import type { Page } from '@playwright/test';
import {
  dropPoolTransactions,
  nativeBalanceOnChain,
  receiptStatus,
  tokenBalanceOnChain,
} from '../support/chain.ts';
import type { DevWalletPanel } from '../support/devWallet.ts';
import { expect, test } from '../support/fixtures.ts';
import { connectDevWallet } from '../support/flows.ts';
import { getHistory } from '../support/server.ts';
import type { Widget } from '../support/widget.ts';

const USDC = expectedChainContracts().usdc;
const REVERT_ACCOUNT = 7;
const DROP_ACCOUNT = 8;

/** A time the page's clock jumps: past the widget's wait (15 s) before a transaction the node forgot counts dropped. */
const PAST_THE_DROP_WAIT_MS = 20_000;

/**
 * Runs the page's clock `ms` ahead (the widget asks the node on a timer) and waits until it has asked about `hash`:
 * the answer of its eth_getTransactionByHash through gangway-server, which is null once the node has forgotten it.
 */
async function askedAfter(page: Page, apiUrl: string, hash: string, ms: number, { forgotten = false } = {}) {
  const asked = page.waitForResponse(async (response) => {
    const body = response.request().postData() ?? '';
    if (
      !response.url().startsWith(apiUrl) ||
      !body.includes('eth_getTransactionByHash') ||
      !body.includes(hash)
    )
      return false;
    return !forgotten || (await response.text()).includes('"result":null');
  });
  await page.clock.fastForward(ms);
  await asked;
}

async function sendFrom(
  widget: Widget,
  wallet: DevWalletPanel,
  accountIndex: number,
  send: { symbol: string; amount: string; receiver: string },
) {
  await wallet.switchAccount(accountIndex);
  await expect(widget.accountButton).toContainText(truncateAddress(devAccounts()[accountIndex]!.address));
  await widget.accountButton.click();
  await widget.view('Account').getByTestId('gw-account-send').click();
  const view = widget.view('Send');
  const token = view.getByTestId('gw-send-token');
  const option = token.locator('option', { hasText: `${send.symbol} ·` });
  await expect(option).toHaveCount(1);
  await token.selectOption((await option.getAttribute('value')) ?? '');
  await view.getByTestId('gw-send-amount').fill(send.amount);
  await view.getByTestId('gw-send-receiver').fill(send.receiver);
  await expect(view.getByTestId('gw-send-fee')).not.toContainText('Estimating');
  await view.getByTestId('gw-send-submit').click();
  await wallet.approve('eth_sendTransaction');
  await expect(widget.view('Account')).toBeVisible();
  await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
  const item = widget.view('Account').locator('[data-testid^="gw-activity-item-0x"]').first();
  await expect(item).toBeVisible();
  const hash = (await item.getAttribute('data-testid'))?.replace('gw-activity-item-', '') ?? '';
  return { item, hash };
}

test('a transfer that reverts on the chain shows in Activity as failed, reverted, with a toast; nothing moves', async ({
  connected: { page, stack, widget, wallet },
}) => {
  const receiver = `0x${randomBytes(20).toString('hex')}`;
  await wallet.setMisbehaviour('low-gas-limit');
  const { item, hash } = await sendFrom(widget, wallet, REVERT_ACCOUNT, {
    symbol: 'USDC',
    amount: '2',
    receiver,
  });
  await expect.poll(() => receiptStatus(stack, 1, hash)).toBe('reverted');
  await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_REVERTED);
  await expect(item).toHaveAttribute('data-status', 'failed');
  await expect(item.getByTestId('gw-activity-status')).toHaveText('Failed');
  await expect(item.getByTestId('gw-activity-reason')).toHaveText('Reverted on the chain');
  // Once gangway-server's indexer has the block, its item (failed too) takes over and the reason stays: the next
  // time Activity is shown, it asks the server again.
  const sender = devAccounts()[REVERT_ACCOUNT]!.address;
  await expect
    .poll(async () => (await getHistory(stack, sender, 'eip155:1'))?.data.some(({ id }) => id === hash))
    .toBe(true);
  const tookOver = page.waitForResponse(
    async (response) =>
      response.url().includes(`/v1/account/${sender}/history`) && (await response.text()).includes(hash),
  );
  await widget.view('Account').getByRole('tab', { name: 'Tokens' }).click();
  await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
  await tookOver;
  await expect(widget.view('Account').getByTestId(`gw-activity-item-${hash}`)).toHaveAttribute(
    'data-status',
    'failed',
  );
  await expect(
    widget.view('Account').getByTestId(`gw-activity-item-${hash}`).getByTestId('gw-activity-reason'),
  ).toBeVisible();
  expect(await tokenBalanceOnChain(stack, 1, USDC, receiver)).toBe('0');
});

test('a transfer the node drops does not stay pending: Activity shows it failed, dropped, with a toast', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  // The page's clock, so that the widget's wait before it calls a transaction dropped passes at once.
  await page.clock.install();
  await connectDevWallet(page, stack, widget, wallet);
  const receiver = `0x${randomBytes(20).toString('hex')}`;
  const sender = devAccounts()[DROP_ACCOUNT]!.address;
  await wallet.setMisbehaviour('nonce-gap');
  const { item, hash } = await sendFrom(widget, wallet, DROP_ACCOUNT, {
    symbol: 'ETH',
    amount: '0.5',
    receiver,
  });
  // Held behind the gap: the node knows it and keeps it; Activity says pending for as long as that lasts, however
  // long it is.
  await expect(item).toHaveAttribute('data-status', 'pending');
  await askedAfter(page, stack.apiUrl, hash, PAST_THE_DROP_WAIT_MS);
  await askedAfter(page, stack.apiUrl, hash, PAST_THE_DROP_WAIT_MS);
  await expect(item).toHaveAttribute('data-status', 'pending');
  await dropPoolTransactions(stack, 1, sender);
  // Forgotten by the node: not dropped at the first answer that says so, but once it has said so for the wait.
  await askedAfter(page, stack.apiUrl, hash, 0, { forgotten: true });
  await expect(item).toHaveAttribute('data-status', 'pending');
  // The page may take the answer after the clock's jump, which then counts from there: jump again until it is out.
  await expect(async () => {
    if ((await item.getAttribute('data-status')) !== 'failed')
      await askedAfter(page, stack.apiUrl, hash, PAST_THE_DROP_WAIT_MS, { forgotten: true });
    await expect(item).toHaveAttribute('data-status', 'failed', { timeout: 1_000 });
  }).toPass();
  await expect(item.getByTestId('gw-activity-reason')).toHaveText('Dropped, never mined');
  await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_DROPPED);
  expect(await receiptStatus(stack, 1, hash)).toBeNull();
  expect(await nativeBalanceOnChain(stack, 1, receiver)).toBe('0');
});
