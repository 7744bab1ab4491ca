import { truncateAddress } from '@gangway/core/internal';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT, startupSynced } from '../support/flows.ts';

test('a reload restores the connection without asking the wallet again', async ({
  connected: { page, widget },
}) => {
  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(page.locator('[data-testid="devwallet-request"]')).toHaveCount(0);
});

test('after a disconnect a reload stays disconnected', async ({ connected: { page, widget, wallet } }) => {
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await widget.view('Account').getByTestId('gw-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
  expect((await wallet.state()).sitePermitted).toBe(false);
  await page.reload();
  await expect(widget.connectButton).toBeVisible();
  await expect(widget.accountButton).toHaveCount(0);
});

test('with enableReconnect off a reload does not restore the connection', async ({
  connected: { page, stack, widget, wallet },
}) => {
  await page.goto(`${stack.demoUrl}/?reconnect=false`);
  await startupSynced(page);
  await expect(widget.connectButton).toBeVisible();
  await expect(widget.accountButton).toHaveCount(0);
  // The wallet still grants the site: only the widget's option kept it from reconnecting.
  expect((await wallet.state()).sitePermitted).toBe(true);
});
