// The demo as a Safe App: opened inside the devnet's Safe{Wallet} stand-in it connects as the Safe with no modal, and
// a send becomes a proposal the Safe's owner executes on the anvil chain (execTransaction signed by the owner key).
import { jsonRpc } from '@gangway/devnet';
import { expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { readStack } from '../support/stackInfo.ts';

const stack = readStack();
const safeChain = stack.chains.find((chain) => chain.chainId === stack.safe.chainId);

function hostUrl(host = stack.safeHostUrl) {
  return `${host}/?app=${encodeURIComponent(stack.demoUrl)}`;
}

const app = (page: Page) => page.frameLocator('iframe[title="Safe App"]');

async function openAsSafeApp(page: Page) {
  await page.goto(hostUrl());
  const demo = app(page);
  await expect(demo.getByTestId('demo-address')).toHaveText(new RegExp(stack.safe.address, 'i'));
  return demo;
}

/** A fresh recipient: no other spec moves its balance. */
const recipient = () => privateKeyToAddress(generatePrivateKey());

test('inside a Safe the demo connects as the Safe with no modal, and a send is a proposal the owner executes', async ({
  page,
}) => {
  if (!safeChain) throw new Error('no Safe chain');
  const demo = await openAsSafeApp(page);
  await expect(demo.getByTestId('demo-wallet')).toHaveText(/Safe/);
  await expect(demo.getByRole('dialog')).toHaveCount(0);

  const to = recipient();
  await demo.getByTestId('demo-send-to').fill(to);
  await demo.getByTestId('demo-send-value').fill('12345');
  await demo.getByTestId('demo-send').click();

  const proposal = page.getByTestId('safe-host-proposal');
  await expect(proposal).toContainText(new RegExp(to, 'i'));
  await expect(proposal).toContainText('12345 wei');
  await expect(demo.getByTestId('demo-sent')).toHaveText('—');
  await proposal.getByTestId('safe-host-execute').click();
  await expect(proposal.getByTestId('safe-host-proposal-status')).toHaveText(/^Executed in 0x[0-9a-f]{64}$/);
  const executed = ((await proposal.getByTestId('safe-host-proposal-status').textContent()) ?? '').slice(-66);

  // The page gets the hash of the Safe's execTransaction, mined on the anvil chain.
  await expect(demo.getByTestId('demo-sent')).toHaveText(executed);
  const receipt = await jsonRpc<{ status: string; to: string }>(
    safeChain.rpcUrl,
    'eth_getTransactionReceipt',
    [executed],
  );
  expect(receipt.status).toBe('0x1');
  expect(receipt.to.toLowerCase()).toBe(stack.safe.address.toLowerCase());
  expect(BigInt(await jsonRpc<string>(safeChain.rpcUrl, 'eth_getBalance', [to, 'latest']))).toBe(12345n);
});

test("the owner's rejection reaches the page as a rejection", async ({ page }) => {
  const demo = await openAsSafeApp(page);
  await demo.getByTestId('demo-send-to').fill(recipient());
  await demo.getByTestId('demo-send-value').fill('1');
  await demo.getByTestId('demo-send').click();
  await page.getByTestId('safe-host-reject').click();
  await expect(demo.getByTestId('demo-request-error')).toBeVisible();
  await expect(demo.getByTestId('demo-sent')).toHaveText('—');
});

test('malformed messages from the Safe are ignored: the page stays connected and working', async ({
  page,
}) => {
  const demo = await openAsSafeApp(page);
  await page.evaluate(() => {
    const frame = document.querySelector('iframe')?.contentWindow;
    const origin = new URL(document.querySelector('iframe')?.src ?? '').origin;
    for (const junk of [null, 'junk', 42, { id: 7 }, { id: 'x', success: 'maybe' }, { success: true }, []])
      frame?.postMessage(junk, origin);
  });
  await demo.getByTestId('demo-send-to').fill(recipient());
  await demo.getByTestId('demo-send-value').fill('2');
  await demo.getByTestId('demo-send').click();
  await expect(page.getByTestId('safe-host-proposal')).toBeVisible();
  await expect(demo.getByTestId('demo-address')).toHaveText(new RegExp(stack.safe.address, 'i'));
});

test('framed by a page whose origin is not a trusted Safe, the demo stays as it was', async ({ page }) => {
  // The same host page on another origin (127.0.0.1 instead of localhost): not on the demo's allowlist.
  const untrusted = stack.safeHostUrl.replace('localhost', '127.0.0.1');
  const frameLog = page.waitForEvent('console', (message) =>
    message.text().includes('no trusted Safe{Wallet}'),
  );
  await page.goto(hostUrl(untrusted));
  await frameLog;
  const demo = app(page);
  await expect(demo.getByTestId('gw-connect-button')).toBeVisible();
  await expect(demo.getByTestId('demo-address')).toHaveText('—');
});

test('outside a Safe frame nothing changes: no Safe connector, the Connect list as before', async ({
  page,
}) => {
  await page.goto(stack.demoUrl);
  await page.getByTestId('gw-connect-button').click();
  await expect(page.getByTestId('gw-view-Connect')).toBeVisible();
  await expect(page.getByTestId('gw-wallet-safe')).toHaveCount(0);
  await expect(page.getByTestId('demo-address')).toHaveText('—');
});
