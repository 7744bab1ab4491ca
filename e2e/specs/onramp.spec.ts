// Issue 23, Buy: the on-ramp through devnet's sandbox provider. A buy of USDC on the devnet's Ethereum with the
// Gangway Dev Wallet: the offers with their fees, the sandbox's checkout in a new window with the address filled in,
// the test card paid there, the USDC on the chain and the purchase in Activity, pending then completed. A buy of SOL
// on the Solana devnet the same way. Bad amounts get their messages before any call; a restricted time zone (SPEC §9)
// hides Buy. axe-core over the views.
import { randomBytes } from 'node:crypto';
import { truncateAddress } from '@gangway/core/internal';
import { devAddress, expectedChainContracts, jsonRpc, SOLANA_DEV_ACCOUNTS } from '@gangway/devnet';
import { DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import type { Page } from '@playwright/test';
import { type Hex, parseUnits, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { expectNoViolations } from '../support/axe.ts';
import { solBalanceOnChain, tokenBalanceOnChain } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { getHistory } from '../support/server.ts';
import type { E2EStack } from '../support/stackInfo.ts';
import type { Widget } from '../support/widget.ts';

const CONTRACTS = expectedChainContracts();
/** The dev wallet's account (EVM and Solana) no other spec uses: the SOL buyer's balance moves only by its buy. */
const SOL_BUYER_INDEX = 9;
const SOLANA = `solana:${DEMO_SOLANA_NETWORK.reference}`;

/** A fresh EVM account for the test (no other spec reads or moves its balances). */
function freshAccount(): Hex {
  const key = `0x${randomBytes(32).toString('hex')}` as Hex;
  test.use({ walletOverrides: { accounts: [key], bitcoin: undefined } });
  return privateKeyToAddress(key);
}

async function connect(
  page: Page,
  stack: E2EStack,
  widget: Widget,
  approve: (method: string) => Promise<void>,
  address: Hex,
) {
  const chain = stack.chains.find((each) => each.chainId === 1);
  if (!chain) throw new Error('no devnet Ethereum');
  await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [address, toHex(parseUnits('1', 18))]);
  await page.goto(stack.demoUrl);
  await widget.pickDevWallet();
  await approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(address));
}

async function openBuy(page: Page, widget: Widget) {
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await widget.view('Account').getByTestId('gw-account-onramp').click();
  const view = widget.view('OnRampProviders');
  await expect(view.getByTestId('gw-buy-form')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Buy' })).toBeVisible();
  return view;
}

/** Offers for `amount`, then the sandbox's checkout opened from its offer: the checkout's page. */
async function openCheckout(page: Page, widget: Widget, amount: string) {
  const view = widget.view('OnRampProviders');
  await view.getByTestId('gw-buy-amount').fill(amount);
  await view.getByTestId('gw-buy-quote').click();
  const offer = view.getByTestId('gw-buy-provider-sandbox');
  await expect(offer).toContainText('Gangway Sandbox');
  const checkoutOpens = page.context().waitForEvent('page');
  await view.getByTestId('gw-buy-with-sandbox').click();
  const checkout = await checkoutOpens;
  await checkout.waitForLoadState();
  await expect(view.getByTestId('gw-buy-progress')).toHaveAttribute('data-status', 'pending');
  return checkout;
}

async function pay(checkout: Page, card = '4242 4242 4242 4242') {
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

/** Activity's purchases: items received from the sandbox provider. */
function purchasesInActivity(widget: Widget) {
  return widget
    .view('Account')
    .locator('[data-testid^="gw-activity-item-"][data-operation="receive"]')
    .filter({ hasText: 'sandbox' });
}

/**
 * The purchase's item once it completed: known by the transaction that delivered it (the checkout names it), one
 * item whether Activity still shows the purchase or already the history's transfer. Once the history has the
 * transfer, Activity read again lists it once — never beside the purchase it completed.
 */
async function deliveredInActivity(
  page: Page,
  stack: E2EStack,
  widget: Widget,
  checkout: Page,
  account: { address: string; chain: string },
) {
  const hash = (await checkout.locator('main code').textContent())?.trim() ?? '';
  expect(hash).not.toBe('');
  const item = widget.view('Account').getByTestId(`gw-activity-item-${hash}`);
  await expect(item).toHaveCount(1);
  await expect(item.or(purchasesInActivity(widget))).toHaveCount(1);
  await expect
    .poll(async () =>
      (await getHistory(stack, account.address, account.chain))?.data.map((entry) => entry.id),
    )
    .toContain(hash);
  await page.getByTestId('gw-modal-close').click();
  await widget.accountButton.click();
  await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
  await expect(item).toHaveCount(1);
  await expect(item.or(purchasesInActivity(widget))).toHaveCount(1);
  return item;
}

async function purchaseInActivity(widget: Widget) {
  await widget.view('OnRampProviders').getByTestId('gw-buy-done').click();
  await expect(widget.view('Account')).toBeVisible();
  await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
  return purchasesInActivity(widget).first();
}

test.describe('a buy of USDC on Ethereum', () => {
  const address = freshAccount();
  test('the offers, the sandbox checkout with the address, the USDC on the chain, Activity pending then completed', async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    await connect(page, stack, widget, (method) => wallet.approve(method), address);
    const view = await openBuy(page, widget);
    await expect(view.getByTestId('gw-buy-currency')).toHaveValue(`eip155:1:${CONTRACTS.usdc.toLowerCase()}`);
    await expect(view).toContainText('From 10.00 to 7,500.00 USD by card');

    // Bad amounts: SPEC §9's limits and two decimals, before any call.
    for (const [typed, message] of [
      ['5', 'Enter at least 10.00 USD'],
      ['8000', 'Enter at most 7,500.00 USD'],
      ['12.345', 'Enter an amount above 0 with at most 2 decimals'],
    ] as const) {
      await view.getByTestId('gw-buy-amount').fill(typed);
      await expect(view.getByTestId('gw-buy-amount-error')).toHaveText(message);
      await expect(view.getByTestId('gw-buy-quote')).toBeDisabled();
    }
    await view.getByTestId('gw-buy-amount').fill('50');
    await view.getByTestId('gw-buy-quote').click();
    const offer = view.getByTestId('gw-buy-provider-sandbox');
    await expect(offer).toContainText('You get 49.15 USDC');
    await expect(offer).toContainText('Fee 0.75 + network 0.10 · total 50.00 USD');
    await expectNoViolations(page, 'Buy, the offers');
    await page.screenshot({ path: test.info().outputPath('buy-offers.png') });

    // A fresh account: it held no USDC.
    expect(await tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address)).toBe('0');
    const checkoutOpens = page.context().waitForEvent('page');
    await view.getByTestId('gw-buy-with-sandbox').click();
    const checkout = await checkoutOpens;
    await checkout.waitForLoadState();
    await expect(checkout.getByRole('heading', { name: 'Gangway Sandbox checkout' })).toBeVisible();
    await expect(checkout.locator('main')).toContainText(address);
    await expect(checkout.locator('main')).toContainText('49.15 USDC');
    await expect(view.getByTestId('gw-buy-progress')).toHaveAttribute('data-status', 'pending');
    await expectNoViolations(page, 'Buy, in progress');

    const item = await purchaseInActivity(widget);
    await expect(item).toHaveAttribute('data-status', 'pending');
    await pay(checkout);
    await expect(checkout.getByRole('status')).toContainText('Payment complete: 49.15 USDC sent.');
    const delivered = await deliveredInActivity(page, stack, widget, checkout, {
      address,
      chain: 'eip155:1',
    });
    await expect(delivered).toHaveAttribute('data-status', 'confirmed');
    await expect(delivered).toContainText('+49.15');
    expect(await tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address)).toBe('49.15');
    await page.screenshot({ path: test.info().outputPath('buy-activity.png') });
  });
});

test.describe('a buy of SOL on the Solana devnet', () => {
  test.use({ walletOverrides: { accountIndex: SOL_BUYER_INDEX, bitcoin: undefined } });
  test('the sandbox checkout funds the Solana account; the purchase completes', async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    const account = SOLANA_DEV_ACCOUNTS[SOL_BUYER_INDEX]!.address;
    await connect(page, stack, widget, (method) => wallet.approve(method), devAddress(SOL_BUYER_INDEX));
    await widget.networkButton.click();
    await widget.network(SOLANA).click();
    await wallet.approve('standard:connect');
    await expect(widget.accountButton).toContainText(truncateAddress(account));
    const view = await openBuy(page, widget);
    await view.getByTestId('gw-buy-currency').selectOption({ label: 'SOL' });
    const before = await solBalanceOnChain(stack, account);
    const checkout = await openCheckout(page, widget, '50');
    await expect(checkout.locator('main')).toContainText(account);
    await pay(checkout);
    await expect(checkout.getByRole('status')).toContainText('Payment complete');
    await expect(view.getByTestId('gw-buy-progress')).toHaveAttribute('data-status', 'completed');
    await expect(view.getByTestId('gw-buy-progress')).toContainText(
      'Purchase complete: 0.327666666 SOL arrived.',
    );
    // 49.15 USD at the devnet's 150 USD per SOL; the account only receives, so the difference is the purchase's.
    expect((await solBalanceOnChain(stack, account)) - before).toBe(327_666_666n);
    await widget.view('OnRampProviders').getByTestId('gw-buy-done').click();
    await expect(widget.view('Account')).toBeVisible();
    await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
    const delivered = await deliveredInActivity(page, stack, widget, checkout, {
      address: account,
      chain: SOLANA,
    });
    await expect(delivered).toHaveAttribute('data-status', 'confirmed');
  });
});

test.describe('a declined card', () => {
  const address = freshAccount();
  test('fails the purchase in Activity and moves nothing', async ({ page, stack, widget, wallet }) => {
    await connect(page, stack, widget, (method) => wallet.approve(method), address);
    await openBuy(page, widget);
    const checkout = await openCheckout(page, widget, '20');
    await pay(checkout, '4000 0000 0000 0002');
    await expect(checkout.getByRole('alert')).toContainText('Payment declined');
    await expect(widget.view('OnRampProviders').getByTestId('gw-buy-progress')).toHaveAttribute(
      'data-status',
      'failed',
    );
    const item = await purchaseInActivity(widget);
    await expect(item).toHaveAttribute('data-status', 'failed');
    await expect(item.getByTestId('gw-activity-reason')).toHaveText('Declined by the provider');
    expect(await tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address)).toBe('0');
  });
});

test.describe('in a restricted time zone (SPEC §9)', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });
  test('Account has no Buy; the other wallet features stay', async ({ connected: { widget } }) => {
    await widget.accountButton.click();
    await expect(widget.view('Account').getByTestId('gw-account-swaps')).toBeVisible();
    await expect(widget.view('Account').getByTestId('gw-account-receive')).toBeVisible();
    await expect(widget.view('Account').getByTestId('gw-account-onramp')).toHaveCount(0);
  });
});
