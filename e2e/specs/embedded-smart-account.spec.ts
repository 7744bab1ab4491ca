// Issue 21, the embedded wallet's smart account on the real stack (devnet anvil, bundler and paymaster behind
// gangway-server): an e-mail login presents the smart account (SPEC §3 default eip155 smartAccount), known before it
// exists; its first send deploys it and the second reuses it, both as sponsored user operations (the account's
// native balance moves by the values sent only); its signatures verify with viem before (ERC-6492) and after
// (ERC-1271) deployment; smartAccountDeployed flips with the first send and reads back on reload; Activity lists the
// user operations under the smart account; the Account view switches to the EOA and back (SPEC §6).
import { truncateAddress } from '@gangway/core/internal';
import {
  GANGWAY_ACCOUNT_FACTORY,
  gangwayAccountFactoryAbi,
  RPC_ERROR_CODES,
  SMART_ACCOUNT_CANNOT_CREATE,
  USER_OPERATION_REFUSALS,
} from '@gangway/protocol';
import { expect, test } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isErc6492Signature,
  parseEther,
  parseEventLogs,
} from 'viem';
import { entryPoint08Abi } from 'viem/account-abstraction';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { getHistory } from '../support/server.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const ethereum = stack.chains.find((chain) => chain.chainId === 1) ?? stack.chains[0]!;
const chain = createPublicClient({ transport: http(ethereum.rpcUrl) });
/** A recipient no other spec uses, fresh each run. */
const recipient = () => `0x${Date.now().toString(16).padStart(12, '0')}${'5a'.repeat(14)}` as Address;

test('e-mail login → smart account shown → first send deploys it, second reuses it, sponsored; signatures verify before and after; switch to EOA and back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const widget = new Widget(page);
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await page.goto(stack.demoUrl);
  const { address: shown } = await loginByEmail(page, uniqueEmail('smart'));
  const address = shown as Address;

  // The Account view: the smart account presented, the owner EOA listed with it, the switch offered.
  await widget.accountButton.click();
  const account = widget.view('Account');
  await expect(account.getByTestId('gw-account-type-value')).toHaveText('Smart account');
  await expect(account.getByTestId('gw-address-smartAccount').locator('[title]')).toHaveAttribute(
    'title',
    address,
  );
  const owner = (await account
    .getByTestId('gw-address-eoa')
    .locator('[title]')
    .getAttribute('title')) as Address;
  expect(owner).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId('demo-account-type')).toHaveText('smartAccount (not deployed)');
  await page.screenshot({ path: test.info().outputPath('smart-account.png') });
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeHidden();
  // Known before it exists: the factory's address for this owner, and no code there yet.
  expect(
    await chain.readContract({
      address: GANGWAY_ACCOUNT_FACTORY,
      abi: gangwayAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    }),
  ).toBe(address);
  expect(await chain.getCode({ address })).toBeUndefined();

  const signAndVerify = async (message: string) => {
    await page.getByTestId('demo-message').fill(message);
    await page.getByTestId('demo-sign').click();
    await expect(frame.getByRole('region')).toContainText(message);
    await clickApproval(page, 'Approve');
    const output = page.getByTestId('demo-signature');
    await expect(output).toHaveText(/^0x[0-9a-f]+$/);
    const signature = ((await output.textContent()) ?? '') as Hex;
    expect(await chain.verifyMessage({ address, message, signature })).toBe(true);
    expect(await chain.verifyMessage({ address, message: `${message}!`, signature })).toBe(false);
    return signature;
  };
  expect(isErc6492Signature(await signAndVerify('before deployment'))).toBe(true);

  // The account holds 1 ETH; the paymaster pays the gas, so it moves by the values sent only.
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  });
  const to = recipient();
  const send = async (value: string) => {
    await page.getByTestId('demo-send-to').fill(to);
    await page.getByTestId('demo-send-value').fill(value);
    await page.getByTestId('demo-send').click();
    await expect(frame.getByRole('region')).toContainText('Sponsored');
    await clickApproval(page, 'Approve');
    const sent = page.getByTestId('demo-sent');
    await expect(sent).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 });
    const receipt = await chain.waitForTransactionReceipt({
      hash: ((await sent.textContent()) ?? '') as Hex,
    });
    expect(receipt.status).toBe('success');
    hashes.push(receipt.transactionHash);
    return parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs });
  };
  const hashes: Hex[] = [];
  const first = await send('1234567');
  expect(first.some((log) => log.eventName === 'AccountDeployed')).toBe(true);
  expect(
    first.some(
      (log) => log.eventName === 'UserOperationEvent' && log.args.sender === address && log.args.success,
    ),
  ).toBe(true);
  expect(await chain.getCode({ address })).toMatch(/^0x[0-9a-f]+$/);
  // SPEC §3 smartAccountDeployed flips with the deploying send.
  await expect(page.getByTestId('demo-account-type')).toHaveText('smartAccount (deployed)');

  const second = await send('7654321');
  expect(second.some((log) => log.eventName === 'AccountDeployed')).toBe(false);
  expect(second.some((log) => log.eventName === 'UserOperationEvent' && log.args.sender === address)).toBe(
    true,
  );
  expect(await chain.getBalance({ address: to })).toBe(1234567n + 7654321n);
  expect(await chain.getBalance({ address })).toBe(parseEther('1') - 1234567n - 7654321n);

  expect(isErc6492Signature(await signAndVerify('after deployment'))).toBe(false);

  // Activity lists both user operations under the smart account, as its sends to the recipient (the indexer reads
  // the calls out of the bundler's handleOps; the bundler is no party of the visitor's).
  await expect
    .poll(
      async () =>
        (await getHistory(stack, address, ethereum.caipNetworkId))?.data.filter((item) =>
          hashes.includes(item.id as Hex),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(2);
  await widget.accountButton.click();
  await account.getByRole('tab', { name: 'Activity' }).click();
  for (const hash of hashes) {
    const item = account.getByTestId(`gw-activity-item-${hash}`);
    await expect(item).toHaveAttribute('data-operation', 'send');
    await expect(item).toHaveAttribute('data-status', 'confirmed');
    await expect(item).toContainText(truncateAddress(to));
    await expect(item.getByTestId('gw-activity-amount')).toHaveAttribute('title', /^-.* ETH$/);
  }
  await page.screenshot({ path: test.info().outputPath('smart-account-activity.png') });
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeHidden();

  // Read back on reload: the same smart account, deployed.
  await page.reload();
  await expect(page.getByTestId('demo-address')).toHaveText(address);
  await expect(page.getByTestId('demo-account-type')).toHaveText('smartAccount (deployed)');

  // SPEC §6: to the EOA, and back.
  await widget.accountButton.click();
  await account.getByTestId('gw-switch-account-type').click();
  await expect(account.getByTestId('gw-account-type-value')).toHaveText('Account');
  await expect(page.getByTestId('demo-address')).toHaveText(owner);
  await account.getByTestId('gw-switch-account-type').click();
  await expect(account.getByTestId('gw-account-type-value')).toHaveText('Smart account');
  await expect(page.getByTestId('demo-address')).toHaveText(address);
});

test("a three-call batch through the host's wagmi (EIP-5792) lands whole; with a reverting middle call none of it does", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await page.goto(stack.demoUrl);
  const address = (await loginByEmail(page, uniqueEmail('batch'))).address as Address;
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  });
  const to = recipient();
  await page.getByTestId('demo-batch-to').fill(to);
  await page.getByTestId('demo-batch-send').click();
  await expect(frame.getByRole('region')).toContainText('Send 3 calls, all or none');
  await clickApproval(page, 'Approve');
  // wagmi's waitForCallsStatus: wallet_getCallsStatus answered 200.
  await expect(page.getByTestId('demo-batch-status')).toHaveText('success', { timeout: 60_000 });
  expect(await chain.getBalance({ address: to })).toBe(6n);
  const after = await chain.getBalance({ address });
  expect(after).toBe(parseEther('1') - 6n);

  await page.getByTestId('demo-batch-revert').check();
  await page.getByTestId('demo-batch-send').click();
  await expect(frame.getByRole('region')).toContainText('Send 3 calls, all or none');
  await clickApproval(page, 'Approve');
  await expect(page.getByTestId('demo-batch-error')).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByRole('region')).toBeHidden();
  expect(await chain.getBalance({ address: to })).toBe(6n);
  expect(await chain.getBalance({ address })).toBe(after);
});

test('creating a contract from the smart account is refused with a clear message before any approval', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await page.goto(stack.demoUrl);
  const address = (await loginByEmail(page, uniqueEmail('create'))).address as Address;
  await page.getByTestId('demo-wagmi-method').fill('eth_sendTransaction');
  await page
    .getByTestId('demo-wagmi-params')
    .fill(JSON.stringify([{ from: address, data: '0x6001600c60003960016000f300' }]));
  await page.getByTestId('demo-wagmi-request').click();
  await expect(page.getByTestId('demo-wagmi-answer')).toHaveText(
    `error ${RPC_ERROR_CODES.INVALID_PARAMS}: ${SMART_ACCOUNT_CANNOT_CREATE}`,
  );
  await expect(frame.getByRole('region')).toBeHidden();
  expect(await chain.getCode({ address })).toBeUndefined();
});

test("the host's useSendCalls through the smart account: capabilities shown, a batch lands; a reverting middle call is refused in words, the approval closes, nothing sent", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await page.goto(stack.demoUrl);
  const address = (await loginByEmail(page, uniqueEmail('calls'))).address as Address;
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  });
  await page.getByTestId('demo-capabilities-read').click();
  await expect(page.getByTestId('demo-capabilities')).toHaveText(
    JSON.stringify({ '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } }),
  );
  const to = recipient();
  await page.getByTestId('demo-calls-to').fill(to);
  await page.getByTestId('demo-calls-send').click();
  await expect(frame.getByRole('region')).toContainText('Send 3 calls, all or none');
  await clickApproval(page, 'Approve');
  await expect(page.getByTestId('demo-calls-status')).toHaveText('200 atomic', { timeout: 60_000 });
  expect(await chain.getBalance({ address: to })).toBe(6n);
  const after = await chain.getBalance({ address });

  await page.getByTestId('demo-calls-revert').check();
  await page.getByTestId('demo-calls-send').click();
  await clickApproval(page, 'Approve');
  await expect(page.getByTestId('demo-calls-error')).toContainText(
    `wallet_sendCalls failed: ${USER_OPERATION_REFUSALS.REVERTED} (`,
    { timeout: 60_000 },
  );
  await expect(frame.getByRole('region')).toBeHidden();
  expect(await chain.getBalance({ address: to })).toBe(6n);
  expect(await chain.getBalance({ address })).toBe(after);
});
