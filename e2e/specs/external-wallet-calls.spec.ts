// Issue 21, EIP-5792 with external wallets on the real stack: the host's useSendCalls (and wagmi's own sendCalls)
// pass through to the injected dev wallet and to the phone wallet over WalletConnect, which run a batch as one
// EIP-7702 transaction through Simple7702Account. A three-call batch lands whole, wallet_getCallsStatus reports it;
// a batch with a reverting middle call and a refused one send nothing; a wallet without EIP-5792 gets the
// capability error before any prompt. Each test has a fresh key of its own: its first batch delegates the account.
import { truncateAddress } from '@gangway/core/internal';
import { jsonRpc } from '@gangway/devnet';
import { ERROR_MESSAGES } from '@gangway/protocol';
import type { Page } from '@playwright/test';
import { type Hex, numberToHex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { expect, test } from '../support/fixtures.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import type { E2EStack } from '../support/stackInfo.ts';
import { chooseWalletConnect } from '../support/walletConnect.ts';

const ETHEREUM = 1;
const NO_EIP5792 = ERROR_MESSAGES.WALLET_CAPABILITY_UNSUPPORTED({
  capability: 'wallet_getCapabilities (EIP-5792)',
});

function rpcUrl(stack: E2EStack): string {
  const chain = stack.chains.find((candidate) => candidate.chainId === ETHEREUM);
  if (!chain) throw new Error('No devnet Ethereum');
  return chain.rpcUrl;
}

/** Gives a devnet key no other spec knows 1 ETH on Ethereum; its address. */
async function fund(stack: E2EStack, key: Hex): Promise<Hex> {
  const address = privateKeyToAddress(key);
  await jsonRpc(rpcUrl(stack), 'anvil_setBalance', [address, numberToHex(parseEther('1'))]);
  return address;
}

/** An address no one holds or pays but this test. */
const freshRecipient = () => privateKeyToAddress(generatePrivateKey());

const balance = async (stack: E2EStack, address: string) =>
  BigInt(await jsonRpc<Hex>(rpcUrl(stack), 'eth_getBalance', [address, 'latest']));
const nonce = async (stack: E2EStack, address: string) =>
  Number(await jsonRpc<Hex>(rpcUrl(stack), 'eth_getTransactionCount', [address, 'latest']));

const capabilities = (page: Page) => page.getByTestId('demo-capabilities');
const callsError = (page: Page) => page.getByTestId('demo-calls-error');

async function readCapabilities(page: Page, status: 'ready' | 'supported') {
  await page.getByTestId('demo-capabilities-read').click();
  await expect(capabilities(page)).toHaveText(JSON.stringify({ '0x1': { atomic: { status } } }));
}

async function sendThreeCalls(page: Page, to: string, revertMiddle = false) {
  await page.getByTestId('demo-calls-to').fill(to);
  await page.getByTestId('demo-calls-revert').setChecked(revertMiddle);
  await page.getByTestId('demo-calls-send').click();
}

test.describe('the injected dev wallet', () => {
  const key = generatePrivateKey();
  test.use({ walletOverrides: { accounts: [key] } });

  test('capabilities shown, a three-call batch atomic and reported, wagmi too; a reverting or refused batch sends nothing', async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    test.setTimeout(120_000);
    const address = await fund(stack, key);
    await page.goto(stack.demoUrl);
    await widget.pickDevWallet();
    await wallet.approve('eth_requestAccounts');
    await expect(widget.accountButton).toContainText(truncateAddress(address));

    await readCapabilities(page, 'ready');
    const to = freshRecipient();
    await sendThreeCalls(page, to);
    await wallet.approve('wallet_sendCalls');
    await expect(page.getByTestId('demo-calls-status')).toHaveText('200 atomic');
    expect(await balance(stack, to)).toBe(6n);
    // The first batch delegated the account.
    await readCapabilities(page, 'supported');
    await page.getByTestId('demo-requests').screenshot({ path: test.info().outputPath('requests-card.png') });
    const sent = await nonce(stack, address);

    // The wallet simulates the batch first: the reverting middle call refuses all of it, unasked.
    await sendThreeCalls(page, to, true);
    await expect(callsError(page)).toContainText('wallet_sendCalls failed:');
    await expect(page.locator('[data-testid="devwallet-request"]')).toHaveCount(0);
    await sendThreeCalls(page, to);
    await wallet.reject('wallet_sendCalls');
    await expect(callsError(page)).toHaveText(ERROR_MESSAGES.USER_REJECTED);
    expect(await balance(stack, to)).toBe(6n);
    expect(await nonce(stack, address)).toBe(sent);

    // wagmi's own sendCalls and waitForCallsStatus over the same connection.
    await page.getByTestId('demo-batch-to').fill(to);
    await page.getByTestId('demo-batch-send').click();
    await wallet.approve('wallet_sendCalls');
    await expect(page.getByTestId('demo-batch-status')).toHaveText('success');
    expect(await balance(stack, to)).toBe(12n);
  });
});

test.describe('an injected wallet without EIP-5792', () => {
  const key = generatePrivateKey();
  test.use({ walletOverrides: { accounts: [key], misbehaviour: 'no-batch-calls' } });

  test('gets the capability error before any prompt', async ({ page, stack, widget, wallet }) => {
    const address = await fund(stack, key);
    await page.goto(stack.demoUrl);
    await widget.pickDevWallet();
    await wallet.approve('eth_requestAccounts');
    await expect(widget.accountButton).toContainText(truncateAddress(address));
    await page.getByTestId('demo-capabilities-read').click();
    await expect(callsError(page)).toHaveText(NO_EIP5792);
    const to = freshRecipient();
    await sendThreeCalls(page, to);
    await expect(callsError(page)).toHaveText(NO_EIP5792);
    await expect(page.locator('[data-testid="devwallet-request"]')).toHaveCount(0);
    expect(await nonce(stack, address)).toBe(0);
    expect(await balance(stack, to)).toBe(0n);
  });
});

test.describe('the phone wallet over WalletConnect', () => {
  test('capabilities shown, a three-call batch atomic and reported, and wagmi’s own batch, through the session', async ({
    page,
    stack,
    widget,
  }) => {
    test.setTimeout(120_000);
    const key = generatePrivateKey();
    const address = await fund(stack, key);
    await page.goto(stack.demoUrl);
    const { uri } = await chooseWalletConnect(page, widget);
    const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri, { accountKey: key });
    await phone.answerSession(true);
    await expect(widget.accountButton).toContainText(truncateAddress(address));
    await expect(widget.dialog).toBeHidden();

    await readCapabilities(page, 'ready');
    const to = freshRecipient();
    await sendThreeCalls(page, to);
    await phone.approveRequest('wallet_sendCalls');
    await expect(page.getByTestId('demo-calls-status')).toHaveText('200 atomic');
    expect(await balance(stack, to)).toBe(6n);
    await readCapabilities(page, 'supported');

    await page.getByTestId('demo-batch-to').fill(to);
    await page.getByTestId('demo-batch-send').click();
    await phone.approveRequest('wallet_sendCalls');
    await expect(page.getByTestId('demo-batch-status')).toHaveText('success');
    expect(await balance(stack, to)).toBe(12n);
  });

  test('a phone wallet that approves no EIP-5792 method gets the capability error, and is never asked', async ({
    page,
    stack,
    widget,
  }) => {
    const key = generatePrivateKey();
    const address = await fund(stack, key);
    await page.goto(stack.demoUrl);
    const { uri } = await chooseWalletConnect(page, widget);
    const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri, {
      accountKey: key,
      batchCalls: false,
    });
    await phone.answerSession(true);
    await expect(widget.accountButton).toContainText(truncateAddress(address));
    await expect(widget.dialog).toBeHidden();
    await page.getByTestId('demo-capabilities-read').click();
    await expect(callsError(page)).toHaveText(NO_EIP5792);
    await sendThreeCalls(page, freshRecipient());
    await expect(callsError(page)).toHaveText(NO_EIP5792);
    await expect(phone.page.getByTestId('phone-request-title')).toBeHidden();
    expect(await nonce(stack, address)).toBe(0);
  });
});
