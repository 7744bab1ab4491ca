// Issue 24, Farcaster: the devnet's twin of the Farcaster relay and its "Farcaster client" page on the running stack.
// An app's channel opened on the relay, the page approved as a devnet account: the channel completes with a message
// whose signer is the FID's custody address in the IdRegistry on the devnet's chain 10. Reject leaves it pending.
// axe-core over each view of the page. (The sign-in through the widget and gangway-server is the product's own spec.)
import AxeBuilder from '@axe-core/playwright';
import { farcasterAccount, readFarcasterCustody } from '@gangway/devnet';
import { createFarcasterChannel, farcasterChannelStatus } from '@gangway/devnet/testing';
import { FARCASTER_CHAIN_ID, FARCASTER_CHANNEL_STATES } from '@gangway/protocol';
import { expect, type Page, test } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { approveInFarcasterClient, rejectInFarcasterClient } from '../support/farcasterClient.ts';
import { readStack } from '../support/stackInfo.ts';

const stack = readStack();
// The devnet's own tests sign in as frank: no product spec does.
const frank = farcasterAccount('frank');

async function expectPageClean(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations in ${view}`).toEqual([]);
  expect(results.passes.length, `axe checked ${view}`).toBeGreaterThan(0);
}

function openChannel() {
  return createFarcasterChannel(stack.farcasterRelayUrl, {
    siweUri: stack.demoUrl,
    domain: new URL(stack.demoUrl).host,
  });
}

test('approving on the client page completes the channel with a signature of the custody address on chain 10', async ({
  page,
}) => {
  const channel = await openChannel();
  await page.goto(channel.url);
  await expect(
    page.getByText(`${new URL(stack.demoUrl).host} asks you to sign in with Farcaster.`),
  ).toBeVisible();
  await expectPageClean(page, 'the request');

  await approveInFarcasterClient(page, channel.url, 'frank');
  await expectPageClean(page, 'the approval');

  const { status, body } = await farcasterChannelStatus(stack.farcasterRelayUrl, channel.channelToken);
  expect(status).toBe(200);
  const completed = body as { fid: number; custody: string; message: string; signature: `0x${string}` };
  expect(completed).toMatchObject({
    state: FARCASTER_CHANNEL_STATES.completed,
    fid: frank.fid,
    username: 'frank',
  });
  const chain10 = stack.chains.find((chain) => chain.chainId === FARCASTER_CHAIN_ID);
  if (!chain10) throw new Error('no devnet chain 10');
  const custody = await readFarcasterCustody(chain10.rpcUrl, frank.fid);
  expect(custody).toBe(frank.custody);
  expect(parseSiweMessage(completed.message)).toMatchObject({
    chainId: FARCASTER_CHAIN_ID,
    nonce: channel.nonce,
  });
  const client = createPublicClient({ transport: http(chain10.rpcUrl) });
  expect(
    await client.verifyMessage({
      address: custody!,
      message: completed.message,
      signature: completed.signature,
    }),
  ).toBe(true);
});

test('a pasted channel token opens the request; Reject leaves the channel pending', async ({ page }) => {
  const channel = await openChannel();
  await page.goto(stack.farcasterClientUrl);
  await expectPageClean(page, 'the token form');
  await page.getByLabel('Channel token').fill(channel.channelToken);
  await page.getByRole('button', { name: 'Open the request' }).click();
  await expect(page.getByRole('group', { name: 'Sign in as' })).toBeVisible();

  await rejectInFarcasterClient(page, channel.url);
  await expectPageClean(page, 'the rejection');
  expect((await farcasterChannelStatus(stack.farcasterRelayUrl, channel.channelToken)).status).toBe(202);

  await page.goto(`${stack.farcasterClientUrl}?channelToken=expired-or-unknown`);
  await expect(page.getByRole('alert')).toHaveText('This sign-in request is unknown or has expired.');
  await expectPageClean(page, 'an unknown request');
});
