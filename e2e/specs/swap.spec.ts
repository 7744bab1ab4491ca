// Issue 23, Swap: ETH → USDC and USDC → ETH (approval first) with the Gangway Dev Wallet on the devnet's Ethereum,
// quoted and built by gangway-server against the devnet's Uniswap V2 pairs; the chain moves the quoted amounts
// within the slippage and Activity lists each swap. open('Swap', { fromToken, toToken, amount }) from the page,
// a rejected approval that leaves nothing half-done, and SPEC §8's message on a network without swaps.
import { randomBytes } from 'node:crypto';
import { SEND_MESSAGES, truncateAddress } from '@gangway/core/internal';
import { expectedChainContracts, jsonRpc } from '@gangway/devnet';
import { ConvertBuildTransactionResponseSchema, ERROR_MESSAGES } from '@gangway/protocol';
import type { Page, Response } from '@playwright/test';
import { encodeFunctionData, type Hex, parseUnits, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import * as z from 'zod/mini';
import { expectNoViolations } from '../support/axe.ts';
import {
  chainRpcUrl,
  nativeBalanceOnChain,
  receiptStatus,
  setNativeBalance,
  tokenBalanceOnChain,
} from '../support/chain.ts';
import { holdExclusively } from '../support/exclusive.ts';
import { test as base, expect } from '../support/fixtures.ts';
import { holdRequests } from '../support/heldRequests.ts';
import type { E2EStack } from '../support/stackInfo.ts';
import type { Widget } from '../support/widget.ts';

const CONTRACTS = expectedChainContracts();

/**
 * A test that trades (`tradesOnEthereum`) has the devnet Ethereum's Uniswap pairs to itself while it runs: the
 * amounts it asserts are the quoted ones only if nobody else trades between a quote and its swap, and the
 * front-run test moves the price past any slippage. Other workers' (and `--repeat-each` copies') trading tests wait
 * their turn, the wait added to their timeout.
 */
const test = base.extend<{ tradesOnEthereum: boolean; ethereumPools: undefined }>({
  tradesOnEthereum: [false, { option: true }],
  ethereumPools: [
    async ({ stack, tradesOnEthereum }, use, testInfo) => {
      if (!tradesOnEthereum) return use(undefined);
      const waiting = Date.now();
      const release = await holdExclusively(`uniswap-pairs-${new URL(chainRpcUrl(stack, 1)).port}`);
      testInfo.setTimeout(testInfo.timeout + (Date.now() - waiting));
      try {
        await use(undefined);
      } finally {
        await release();
      }
    },
    { auto: true },
  ],
});

/**
 * A fresh account for each test (each in a describe block of its own): no other test or spec spends from it or
 * reads its balances.
 */
function freshAccount(): Hex {
  const key = `0x${randomBytes(32).toString('hex')}` as Hex;
  test.use({ walletOverrides: { accounts: [key], solana: undefined, bitcoin: undefined } });
  return privateKeyToAddress(key);
}

async function fund(stack: E2EStack, address: Hex) {
  await setNativeBalance(stack, 1, address, parseUnits('10', 18));
}

async function connect(
  page: Page,
  stack: E2EStack,
  widget: Widget,
  approve: (method: string) => Promise<void>,
  address: Hex,
) {
  await fund(stack, address);
  await page.goto(stack.demoUrl);
  await widget.pickDevWallet();
  await approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(address));
}

/** Closes the modal when it is open: the page's own buttons are behind it. */
async function closeModal(page: Page) {
  const close = page.getByTestId('gw-modal-close');
  if (await close.isVisible()) await close.click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function openSwap(page: Page, widget: Widget) {
  await closeModal(page);
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await widget.view('Account').getByTestId('gw-account-swaps').click();
  await expect(widget.view('Swap').getByTestId('gw-swap-form')).toBeVisible();
  // The title comes with the view's chunk (LoadedTitle), and labels the dialog.
  await expect(page.getByRole('dialog', { name: 'Swap' })).toBeVisible();
  return widget.view('Swap');
}

const SWAP_EXACT_ETH_FOR_TOKENS = [
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
] as const;

/**
 * Another trader (an address of its own, impersonated on anvil) buys USDC with `wei` through the devnet's router
 * while the visitor's signed swap is on its way to the node: the page's eth_sendRawTransaction is held until the
 * trader's purchase is mined, so the visitor's swap lands after it, at the moved price. The chain keeps mining as
 * usual throughout (other specs' transactions on it never wait).
 */
async function frontRunInFlight(
  page: Page,
  stack: E2EStack,
  wei: bigint,
  approveVisitorSwap: () => Promise<void>,
) {
  const rpcUrl = chainRpcUrl(stack, 1);
  const rpc = <T>(method: string, params: unknown[]) => jsonRpc<T>(rpcUrl, method, params);
  const trader = privateKeyToAddress(`0x${randomBytes(32).toString('hex')}`);
  await setNativeBalance(stack, 1, trader, wei + parseUnits('1', 18));
  await rpc('anvil_impersonateAccount', [trader]);
  const data = encodeFunctionData({
    abi: SWAP_EXACT_ETH_FOR_TOKENS,
    functionName: 'swapExactETHForTokens',
    args: [0n, [CONTRACTS.weth, CONTRACTS.usdc], trader, 2n ** 40n],
  });
  const visitorSwap = await holdRequests(
    page,
    (url) => url.href.startsWith(rpcUrl),
    (request) => request.postData()?.includes('"eth_sendRawTransaction"') ?? false,
  );
  try {
    await approveVisitorSwap();
    await visitorSwap.asked;
    const hash = await rpc<Hex>('eth_sendTransaction', [
      { from: trader, to: CONTRACTS.uniswapV2Router, data, value: toHex(wei), gas: toHex(300_000) },
    ]);
    await expect.poll(() => receiptStatus(stack, 1, hash)).toBe('success');
  } finally {
    await visitorSwap.unroute();
  }
}

const built = async (response: Response) =>
  z.parse(ConvertBuildTransactionResponseSchema, await response.json());
const isBuild = (response: Response) =>
  response.url().includes('/v1/convert/build-transaction') && response.status() === 200;

test.describe(() => {
  const address = freshAccount();
  test.use({ tradesOnEthereum: true });
  test('swaps ETH → USDC, then USDC → ETH with an exact approval first; the chain moves the quoted amounts', async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    await connect(page, stack, widget, (method) => wallet.approve(method), address);
    const usdcOnChain = () => tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address);
    const ethOnChain = () => nativeBalanceOnChain(stack, 1, address);

    // ETH → USDC: the default pair; no approval for the native currency.
    let swap = await openSwap(page, widget);
    await expect(swap.getByTestId('gw-swap-from-token')).toHaveText('ETH');
    await expect(swap.getByTestId('gw-swap-to-token')).toHaveText('USDC');
    await swap.getByTestId('gw-swap-from-amount').fill('0.5');
    await expect(swap.getByTestId('gw-swap-rate')).toContainText('1 ETH =');
    await expect(swap.getByTestId('gw-swap-to-amount')).not.toHaveValue('');
    await expect(swap.getByTestId('gw-swap-minimum')).toContainText('USDC');
    await expect(swap.getByTestId('gw-swap-fee')).toContainText('ETH');
    await expect(swap.getByTestId('gw-swap-impact')).toContainText('%');
    await page.screenshot({ path: test.info().outputPath('swap-quote.png') });
    await expectNoViolations(page, 'Swap with a quote');
    await swap.getByTestId('gw-swap-review').click();
    await expect(swap.getByTestId('gw-swap-steps')).toContainText('Swap ETH for USDC');
    await expect(swap.getByTestId('gw-swap-steps')).not.toContainText('Approve');
    const firstBuild = page.waitForResponse(isBuild);
    await swap.getByTestId('gw-swap-confirm').click();
    const first = await built(await firstBuild);
    await wallet.approve('eth_sendTransaction');
    await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_SENT);
    expect(first.fromAmount).toBe(parseUnits('0.5', 18).toString());
    await expect
      .poll(async () => parseUnits(await usdcOnChain(), 6))
      .toBeGreaterThanOrEqual(BigInt(first.minimumReceived));
    const usdcAfterFirst = parseUnits(await usdcOnChain(), 6);
    // Nobody else trades on this pool while the test runs (ethereumPools): the chain paid exactly the quote it was
    // built on.
    expect(usdcAfterFirst).toBe(BigInt(first.toAmount));

    // Activity lists the swap.
    await expect(widget.view('Account')).toBeVisible();
    await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
    await expect(widget.view('Account').getByText('Traded').first()).toBeVisible();

    // USDC → ETH: flip, sell 100 USDC; the approval comes first, of exactly what the swap may sell.
    swap = await openSwap(page, widget);
    await swap.getByTestId('gw-swap-flip').click();
    await expect(swap.getByTestId('gw-swap-from-token')).toHaveText('USDC');
    await swap.getByTestId('gw-swap-from-amount').fill('100');
    await expect(swap.getByTestId('gw-swap-rate')).toContainText('1 USDC =');
    await swap.getByTestId('gw-swap-review').click();
    await expect(swap.getByTestId('gw-swap-steps')).toContainText('Approve USDC');
    const ethBefore = parseUnits(await ethOnChain(), 18);
    // Built once to learn what it may sell, approved, then built again once the approval is mined: the last counts.
    const builds: Response[] = [];
    page.on('response', (response) => {
      if (isBuild(response)) builds.push(response);
    });
    await swap.getByTestId('gw-swap-confirm').click();
    await wallet.approve('eth_sendTransaction'); // the approval
    await wallet.approve('eth_sendTransaction'); // the swap
    await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_SENT);
    expect(builds.length).toBe(2);
    const second = await built(builds[1]!);
    await expect
      .poll(async () => parseUnits(await usdcOnChain(), 6))
      .toBe(usdcAfterFirst - parseUnits('100', 6));
    const ethGained = parseUnits(await ethOnChain(), 18) - ethBefore;
    // What arrived, less the two transactions' gas: at most the quote, far more than the minimum less any gas.
    expect(ethGained).toBeLessThanOrEqual(BigInt(second.toAmount));
    expect(ethGained).toBeGreaterThan(BigInt(second.minimumReceived) - parseUnits('0.01', 18));
  });
});

test.describe(() => {
  const address = freshAccount();
  test.use({ tradesOnEthereum: true });
  test('open("Swap", { fromToken, toToken, amount }) fills the view; a rejected approval swaps nothing', async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    await connect(page, stack, widget, (method) => wallet.approve(method), address);
    await closeModal(page);
    await page.getByTestId('demo-open-swap').click();
    const swap = widget.view('Swap');
    await expect(swap.getByTestId('gw-swap-from-token')).toHaveText('ETH');
    await expect(swap.getByTestId('gw-swap-to-token')).toHaveText('USDC');
    await expect(swap.getByTestId('gw-swap-from-amount')).toHaveValue('0.05');
    await expect(swap.getByTestId('gw-swap-rate')).toContainText('1 ETH =');

    // Too many decimals and more than the balance: the view says so and offers no review.
    await swap.getByTestId('gw-swap-from-amount').fill('0.0000000000000000001');
    await expect(swap.getByTestId('gw-swap-error')).toContainText('ETH has at most 18 decimals');
    await expect(swap.getByTestId('gw-swap-review')).toBeDisabled();
    await swap.getByTestId('gw-swap-from-amount').fill('5000');
    await expect(swap.getByTestId('gw-swap-error')).toContainText('Insufficient ETH balance');
    await expect(swap.getByTestId('gw-swap-review')).toBeDisabled();

    // A token picked by search, then GWAY → USDC with the visitor holding no GWAY: insufficient.
    await swap.getByTestId('gw-swap-from-token').click();
    await swap.getByTestId('gw-swap-picker-search').fill('gang');
    await expect(swap.getByTestId('gw-swap-pick-ETH')).toHaveCount(0);
    await swap.getByTestId('gw-swap-pick-GWAY').click();
    await expect(swap.getByTestId('gw-swap-from-token')).toHaveText('GWAY');
    await swap.getByTestId('gw-swap-from-amount').fill('1');
    await expect(swap.getByTestId('gw-swap-error')).toContainText('Insufficient GWAY balance');

    // ZERO has no pool at all: the server's NO_ROUTE, in words.
    await swap.getByTestId('gw-swap-to-token').click();
    await swap.getByTestId('gw-swap-pick-ZERO').click();
    await expect(swap.getByTestId('gw-swap-error')).toContainText(
      'No pool swaps GWAY for ZERO on this network',
    );

    // An exact amount to receive: 20 USDC for what ETH it takes.
    await swap.getByTestId('gw-swap-from-token').click();
    await swap.getByTestId('gw-swap-pick-ETH').click();
    await swap.getByTestId('gw-swap-to-token').click();
    await swap.getByTestId('gw-swap-pick-USDC').click();
    await swap.getByTestId('gw-swap-to-amount').fill('20');
    await expect(swap.getByTestId('gw-swap-from-amount')).not.toHaveValue('');
    await expect(swap.getByTestId('gw-swap-minimum')).toContainText('ETH');
    await swap.getByTestId('gw-swap-review').click();
    await swap.getByTestId('gw-swap-confirm').click();
    await wallet.approve('eth_sendTransaction');
    await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_SENT);
    await expect.poll(() => tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address)).toBe('20');

    // Now USDC → ETH with the approval rejected: an error, the form back, no allowance and no USDC spent.
    await closeModal(page);
    await page.getByTestId('demo-open-swap').click();
    await swap.getByTestId('gw-swap-flip').click();
    await swap.getByTestId('gw-swap-from-amount').fill('5');
    await expect(swap.getByTestId('gw-swap-rate')).toContainText('1 USDC =');
    await swap.getByTestId('gw-swap-review').click();
    await swap.getByTestId('gw-swap-confirm').click();
    await wallet.reject('eth_sendTransaction');
    await expect(swap.getByTestId('gw-swap-error')).toContainText(ERROR_MESSAGES.USER_REJECTED);
    await expect(swap.getByTestId('gw-swap-confirm')).toBeEnabled();
    expect(await tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address)).toBe('20');
  });
});

test.describe(() => {
  const address = freshAccount();
  test('a network without swaps shows SPEC §8’s message', async ({ page, stack, widget, wallet }) => {
    await connect(page, stack, widget, (method) => wallet.approve(method), address);
    await widget.networkButton.click();
    await widget.network('eip155:8453').click();
    await wallet.approve('wallet_addEthereumChain');
    await expect(widget.networkButton).toContainText('Base');
    await closeModal(page);
    await page.getByTestId('demo-open-swap').click();
    await expect(widget.view('Swap').getByTestId('gw-swap-unavailable')).toHaveText(
      ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED,
    );
  });
});

test.describe(() => {
  const address = freshAccount();
  test.use({ tradesOnEthereum: true });
  test('a swap whose price moves past the slippage before it is mined reverts: Activity says failed, no USDC lost', async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    await connect(page, stack, widget, (method) => wallet.approve(method), address);
    const swap = await openSwap(page, widget);
    await swap.getByTestId('gw-swap-from-amount').fill('1');
    await swap.getByTestId('gw-swap-slippage').fill('0.1');
    await expect(swap.getByTestId('gw-swap-rate')).toContainText('1 ETH =');
    await swap.getByTestId('gw-swap-review').click();
    const building = page.waitForResponse(isBuild);
    await swap.getByTestId('gw-swap-confirm').click();
    await building;
    // The visitor's signed swap is on its way to the node when someone else's purchase of USDC with 50 ETH (far
    // more than 0.1 % of the price) is mined: the swap lands after it.
    // The widget's receipt reads wait until "sent" has been seen: mined at once, the swap's revert would replace it.
    const receipts = await holdRequests(
      page,
      (url) => url.origin === new URL(stack.apiUrl).origin && url.pathname === '/v1/',
      (request) => request.postData()?.includes('"eth_getTransactionReceipt"') ?? false,
    );
    await frontRunInFlight(page, stack, parseUnits('50', 18), () => wallet.approve('eth_sendTransaction'));
    await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_SENT);
    await receipts.unroute();
    await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_REVERTED);
    await expect(widget.view('Account')).toBeVisible();
    await widget.view('Account').getByRole('tab', { name: 'Activity' }).click();
    const item = widget.view('Account').locator('[data-testid^="gw-activity-item-"]').first();
    await expect(item.getByTestId('gw-activity-status')).toHaveText('Failed');
    await expect(item.getByTestId('gw-activity-reason')).toHaveText('Reverted on the chain');
    expect(await tokenBalanceOnChain(stack, 1, CONTRACTS.usdc, address)).toBe('0');
  });
});
