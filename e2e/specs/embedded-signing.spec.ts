// Issue 10, the embedded wallet signing and sending on anvil (SPEC §2, §6): the host app's wagmi asks for
// eth_signTypedData_v4 and the demo's Send for eth_sendTransaction; each is approved inside the frame; the signature
// verifies with viem and the transfer is read from the chain. A rejection in the frame reaches the host app as a
// user rejection and moves nothing.
import { jsonRpc } from '@gangway/devnet';
import { expect, test } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { DEMO_TYPED_DATA } from '../../apps/demo/src/components/WagmiCard/TypedDataRequest.tsx';
import { nativeBalanceOnChain, receiptStatus } from '../support/chain.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { readStack } from '../support/stackInfo.ts';

const stack = readStack();
const ethereum = stack.chains.find((chain) => chain.chainId === 1) ?? stack.chains[0]!;
/** A recipient no other spec uses, fresh each run. */
const recipient = () => `0x${Date.now().toString(16).padStart(12, '0')}${'e2'.repeat(14)}`;

test('typed data and a transfer are approved in the frame, verify, and land on anvil; a rejection moves nothing', async ({
  page,
}) => {
  await page.goto(stack.demoUrl);
  const { address } = await loginByEmail(page, uniqueEmail('signing'));
  await jsonRpc(ethereum.rpcUrl, 'anvil_setBalance', [address, `0x${(10n ** 19n).toString(16)}`]);
  const frame = page.frameLocator('iframe[data-gangway-frame]');

  await expect(page.getByTestId('demo-wagmi-status-badge')).toHaveText(/connected/i);
  await page.getByTestId('demo-wagmi-sign-typed').click();
  await expect(frame.getByRole('region')).toContainText('Hello, typed data');
  await clickApproval(page, 'Approve');
  const typed = page.getByTestId('demo-wagmi-typed-signature');
  // The embedded wallet presents its smart account: an ERC-6492 signature until its first send deploys it.
  await expect(typed).toHaveText(/^0x[0-9a-f]{130,}$/);
  expect(
    await createPublicClient({ transport: http(ethereum.rpcUrl) }).verifyTypedData({
      ...DEMO_TYPED_DATA,
      address: address as `0x${string}`,
      signature: ((await typed.textContent()) ?? '') as `0x${string}`,
    }),
  ).toBe(true);

  const to = recipient();
  await page.getByTestId('demo-send-to').fill(to);
  await page.getByTestId('demo-send-value').fill('1234567');
  await page.getByTestId('demo-send').click();
  await expect(frame.getByRole('region')).toBeVisible();
  await clickApproval(page, 'Approve');
  const sent = page.getByTestId('demo-sent');
  await expect(sent).toHaveText(/^0x[0-9a-f]{64}$/);
  const hash = (await sent.textContent()) ?? '';
  await expect.poll(() => receiptStatus(stack, ethereum.chainId, hash)).toBe('success');
  expect(await nativeBalanceOnChain(stack, ethereum.chainId, to)).toBe('0.000000000001234567');

  const before = await nativeBalanceOnChain(stack, ethereum.chainId, address);
  await page.getByTestId('demo-send-value').fill('7654321');
  await page.getByTestId('demo-send').click();
  await expect(frame.getByRole('region')).toBeVisible();
  await clickApproval(page, 'Reject');
  // The same refusal as any wallet's (the adapter's USER_REJECTED, from the frame's 4001).
  await expect(page.getByTestId('demo-request-error')).toHaveText('User rejected the request');
  await expect(frame.getByRole('region')).toBeHidden();
  expect(await nativeBalanceOnChain(stack, ethereum.chainId, to)).toBe('0.000000000001234567');
  expect(await nativeBalanceOnChain(stack, ethereum.chainId, address)).toBe(before);
});
