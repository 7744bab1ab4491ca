// Issue 9, the widget side: Send (native, ERC-20, a USDT-style token whose transfer returns nothing, SOL and SPL)
// checked on the chains, every validation message, a rejection in the wallet, Receive's QR read back, axe-core on
// the new views in both themes.
import { randomBytes } from 'node:crypto';
import { formatUnits, SEND_MESSAGES, USER_MESSAGES } from '@gangway/core/internal';
import { expectedChainContracts, jsonRpc, SOLANA_DEV_ACCOUNTS, SOLANA_MINTS } from '@gangway/devnet';
import { DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import { SOLANA_SIGNATURE_FEE_LAMPORTS } from '@gangway/solana';
import type { Page } from '@playwright/test';
import { getBase58Decoder } from '@solana/kit';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import {
  nativeBalanceOnChain,
  solBalanceOnChain,
  splBalanceOnChain,
  tokenBalanceOnChain,
} from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { decodeQr } from '../support/qr.ts';
import type { Widget } from '../support/widget.ts';

const SOLANA = `solana:${DEMO_SOLANA_NETWORK.reference}`;
const CONTRACTS = expectedChainContracts();

/** An address no other test sends to, so its balance moves only by this test's transfer. */
const freshAddress = () => `0x${randomBytes(20).toString('hex')}`;

async function openSend(widget: Widget) {
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await widget.view('Account').getByTestId('gw-account-send').click();
  await expect(widget.view('Send')).toBeVisible();
  return widget.view('Send');
}

async function fillSend(widget: Widget, symbol: string, amount: string, receiver: string) {
  const send = widget.view('Send');
  const token = send.getByTestId('gw-send-token');
  await expect(token.locator('option', { hasText: `${symbol} ·` })).toHaveCount(1);
  const value = await token.locator('option', { hasText: `${symbol} ·` }).getAttribute('value');
  await token.selectOption(value ?? '');
  await send.getByTestId('gw-send-amount').fill(amount);
  await send.getByTestId('gw-send-receiver').fill(receiver);
  await expect(send.getByTestId('gw-send-fee')).not.toContainText('Estimating');
}

async function expectSent(page: Page, widget: Widget) {
  await expect(page.getByTestId('gw-toast')).toContainText(SEND_MESSAGES.TRANSACTION_SENT);
  await expect(widget.view('Account')).toBeVisible();
}

test('sends ETH, USDC and the USDT-style token from the Send view; the chain holds them', async ({
  connected: { page, stack, widget, wallet },
}) => {
  for (const [symbol, token, amount] of [
    ['ETH', undefined, '0.25'],
    ['USDC', CONTRACTS.usdc, '12.5'],
    ['USDT', CONTRACTS.usdt, '3.75'],
  ] as const) {
    const receiver = freshAddress();
    await openSend(widget);
    await fillSend(widget, symbol, amount, receiver);
    await expect(widget.view('Send').getByTestId('gw-send-fee')).toContainText('ETH');
    await widget.view('Send').getByTestId('gw-send-submit').click();
    await wallet.approve('eth_sendTransaction');
    await expectSent(page, widget);
    const received = token
      ? () => tokenBalanceOnChain(stack, 1, token, receiver)
      : () => nativeBalanceOnChain(stack, 1, receiver);
    await expect.poll(received).toBe(amount);
    await page.getByTestId('gw-modal-close').click();
  }
});

test('every validation message of the Send view, then Max; axe-core clean in light and dark', async ({
  connected: { page, widget },
}) => {
  const send = await openSend(widget);
  const error = send.getByTestId('gw-send-error');
  await send.getByTestId('gw-send-submit').click();
  await expect(error).toHaveText(USER_MESSAGES.AMOUNT_AND_RECEIVER_REQUIRED);
  await expectNoViolationsInBothThemes(page, 'Send with an error');

  const receiver = freshAddress();
  const cases: [string, string, string, string][] = [
    ['USDC', '0.1234567', receiver, SEND_MESSAGES.TOO_MANY_DECIMALS({ symbol: 'USDC', decimals: 6 })],
    ['ETH', '-1', receiver, SEND_MESSAGES.AMOUNT_NOT_A_NUMBER],
    ['ETH', '0', receiver, SEND_MESSAGES.AMOUNT_NOT_POSITIVE],
    ['ETH', '1e3', receiver, SEND_MESSAGES.AMOUNT_NOT_A_NUMBER],
    ['ETH', '1 000', receiver, SEND_MESSAGES.AMOUNT_NOT_A_NUMBER],
    ['ETH', '99999999', receiver, SEND_MESSAGES.INSUFFICIENT_BALANCE({ symbol: 'ETH' })],
    ['ETH', '0.1', `0x${'0'.repeat(40)}`, SEND_MESSAGES.ZERO_ADDRESS],
    ['ETH', '0.1', '0x1234', SEND_MESSAGES.INVALID_RECEIVER({ family: 'EVM' })],
    [
      'ETH',
      '0.1',
      SOLANA_DEV_ACCOUNTS[1]!.address,
      SEND_MESSAGES.OTHER_FAMILY_RECEIVER({ family: 'Solana', network: 'Ethereum' }),
    ],
  ];
  for (const [symbol, amount, to, message] of cases) {
    await fillSend(widget, symbol, amount, to);
    await expect(error, `${symbol} ${amount} → ${to}`).toHaveText(message);
  }

  await fillSend(widget, 'ETH', '', receiver);
  await send.getByTestId('gw-send-max').click();
  const max = Number(await send.getByTestId('gw-send-amount').inputValue());
  // Against the balance the view works from: the chain's moves while other specs send from account 0. It shows 2
  // decimals, never rounded up (SPEC §5), so the balance itself lies below what is shown + 0.01.
  const shown = (await send.getByTestId('gw-send-available').textContent()) ?? '';
  const available = Number(/[\d,.]+/.exec(shown)?.[0]?.replaceAll(',', ''));
  expect(max).toBeLessThan(available + 0.01);
  expect(max).toBeGreaterThan(available - 0.02);
  await expect(error).toHaveCount(0);
});

test('a rejection in the wallet keeps the form and says so; the balance does not move', async ({
  connected: { stack, widget, wallet },
}) => {
  const receiver = freshAddress();
  await openSend(widget);
  await fillSend(widget, 'ETH', '0.5', receiver);
  await widget.view('Send').getByTestId('gw-send-submit').click();
  await wallet.reject('eth_sendTransaction');
  await expect(widget.view('Send').getByTestId('gw-send-error')).toHaveText('User rejected the request');
  await expect(widget.view('Send').getByTestId('gw-send-amount')).toHaveValue('0.5');
  await expect(widget.view('Send').getByTestId('gw-send-submit')).toBeEnabled();
  expect(await nativeBalanceOnChain(stack, 1, receiver)).toBe('0');
});

test('Receive shows the address as a QR code that decodes to it, with copy and the EVM networks; axe-core clean', async ({
  connected: { page, widget },
}) => {
  await widget.accountButton.click();
  await widget.view('Account').getByTestId('gw-account-receive').click();
  await expect(widget.view('Receive')).toBeVisible();
  await expect(page.getByTestId('gw-receive-qr')).toHaveAttribute('data-qr-text', FIRST_ACCOUNT);
  expect(await decodeQr(page, page.getByTestId('gw-receive-qr'))).toBe(FIRST_ACCOUNT);
  await expect(page.getByTestId('gw-receive-address')).toHaveText(FIRST_ACCOUNT);
  await expect(page.getByTestId('gw-receive-networks').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId(`gw-receive-network-${SOLANA}`)).toHaveCount(0);
  await expectNoViolationsInBothThemes(page, 'Receive');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('gw-receive-copy').click();
  await expect(page.getByTestId('gw-toast')).toContainText(USER_MESSAGES.ADDRESS_COPIED);
  await page.screenshot({ path: test.info().outputPath('receive.png') });
});

test('sends SOL and an SPL token from the Send view; the chain holds them', async ({
  connected: { page, stack, widget, wallet },
}) => {
  await widget.networkButton.click();
  await widget.network(SOLANA).click();
  await wallet.approve('standard:connect');
  await expect(widget.accountButton).toContainText('…');

  const solReceiver = SOLANA_DEV_ACCOUNTS[3]!.address;
  const solBefore = await solBalanceOnChain(stack, solReceiver);
  await openSend(widget);
  await fillSend(widget, 'SOL', '0.0125', solReceiver);
  await widget.view('Send').getByTestId('gw-send-submit').click();
  await wallet.approve('solana:signAndSendTransaction');
  await expectSent(page, widget);
  await expect.poll(() => solBalanceOnChain(stack, solReceiver)).toBe(solBefore + 12_500_000n);
  await page.getByTestId('gw-modal-close').click();

  const usdc = SOLANA_MINTS.usdc.address;
  const splReceiver = SOLANA_DEV_ACCOUNTS[4]?.address ?? SOLANA_DEV_ACCOUNTS[2]!.address;
  const splBefore = await splBalanceOnChain(stack, splReceiver, usdc);
  await openSend(widget);
  await fillSend(widget, 'USDC', '1.5', splReceiver);
  await widget.view('Send').getByTestId('gw-send-submit').click();
  await wallet.approve('solana:signAndSendTransaction');
  await expectSent(page, widget);
  await expect.poll(() => splBalanceOnChain(stack, splReceiver, usdc)).toBe(splBefore + 1_500_000n);
});

test("the fee is read through gangway-server's RPC proxy; an SPL transfer to an address without a token account includes its rent", async ({
  connected: { page, stack, widget, wallet },
}) => {
  const proxied: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${stack.apiUrl}/v1/?`))
      proxied.push(request.postData() ?? '');
  });
  await openSend(widget);
  await fillSend(widget, 'ETH', '0.01', freshAddress());
  expect(proxied.some((body) => body.includes('eth_estimateGas'))).toBe(true);
  await expect(widget.view('Send').getByTestId('gw-send-fee-rent')).toHaveCount(0);
  await page.getByTestId('gw-modal-close').click();

  await widget.networkButton.click();
  await widget.network(SOLANA).click();
  await wallet.approve('standard:connect');
  await expect(widget.accountButton).toContainText('…');
  await openSend(widget);
  // An address nobody has sent to: it has no USDC token account, so the transfer opens one.
  const fresh = getBase58Decoder().decode(randomBytes(32));
  await fillSend(widget, 'USDC', '1', fresh);
  const rent = await jsonRpc<number>(stack.solanaRpcUrl, 'getMinimumBalanceForRentExemption', [165]);
  const fee = formatUnits(SOLANA_SIGNATURE_FEE_LAMPORTS + BigInt(rent), 9);
  await expect(widget.view('Send').getByTestId('gw-send-fee')).toContainText(`${fee} SOL`);
  await expect(widget.view('Send').getByTestId('gw-send-fee-rent')).toContainText(
    formatUnits(BigInt(rent), 9),
  );
  expect(proxied.some((body) => body.includes('getTokenAccountsByOwner'))).toBe(true);
  // To an address that holds one already: the signature fee alone.
  await fillSend(widget, 'USDC', '1', SOLANA_DEV_ACCOUNTS[2]!.address);
  await expect(widget.view('Send').getByTestId('gw-send-fee')).toContainText(
    `${formatUnits(SOLANA_SIGNATURE_FEE_LAMPORTS, 9)} SOL`,
  );
  await expect(widget.view('Send').getByTestId('gw-send-fee-rent')).toHaveCount(0);
});
