// Start-up sync in a frame whose parent is no Safe{Wallet}: it waits only until the EVM adapter's Safe detection has
// settled, never a fixed time. Proven with the page's clock stopped: no timer can fire, so the stored connection is
// restored only if nothing waits on one.
import { truncateAddress } from '@gangway/core/internal';
import type { FrameLocator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

const app = (page: import('@playwright/test').Page): FrameLocator =>
  page.frameLocator('iframe[title="Safe App"]');

test('framed by a page that is no Safe, a stored connection is restored without any timer running out', async ({
  page,
  stack,
}) => {
  // The devnet's Safe host on another origin (127.0.0.1 instead of localhost): no trusted Safe{Wallet}.
  const untrusted = stack.safeHostUrl.replace('localhost', '127.0.0.1');
  await page.goto(`${untrusted}/?app=${encodeURIComponent(stack.demoUrl)}`);
  const demo = app(page);
  await demo.getByTestId('gw-connect-button').click();
  await demo.getByTestId(`gw-wallet-${DEV_WALLET_RDNS}`).click();
  const request = demo
    .locator('[data-testid="devwallet-request"][data-method="eth_requestAccounts"]')
    .first();
  await request.getByTestId('devwallet-approve').click();
  await expect(demo.getByTestId('gw-account-button')).toContainText(truncateAddress(FIRST_ACCOUNT));

  // From here the page's time stands still: a wait of any length (the old fixed Safe wait, a handshake timeout)
  // never ends.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.reload();
  await expect(app(page).getByTestId('gw-account-button')).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(app(page).getByTestId('demo-address')).toHaveText(new RegExp(FIRST_ACCOUNT, 'i'));
});
