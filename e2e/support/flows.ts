import { truncateAddress } from '@gangway/core/internal';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { DevWalletPanel } from './devWallet.ts';
import type { E2EStack } from './stackInfo.ts';
import type { Widget } from './widget.ts';

export const FIRST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Opens the demo and connects the dev wallet's first account on Ethereum. */
export async function connectDevWallet(page: Page, stack: E2EStack, widget: Widget, wallet: DevWalletPanel) {
  await page.goto(stack.demoUrl);
  await widget.pickDevWallet();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
}

/** Opens the demo with sign-in `on` (or `required`) and connects the dev wallet: SIWXSignMessage asks at once. */
export async function connectForSignIn(
  page: Page,
  stack: E2EStack,
  widget: Widget,
  wallet: DevWalletPanel,
  siwx: 'on' | 'required' = 'on',
) {
  await page.goto(`${stack.demoUrl}?siwx=${siwx}`);
  await widget.pickDevWallet();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.view('SIWXSignMessage')).toBeVisible();
}

/**
 * Waits for the widget's start-up sync to be over (the demo shows when `gangway.ready` settles): a stored connection
 * has been restored by then, or will not be.
 */
export async function startupSynced(page: Page) {
  await expect(page.getByTestId('demo-startup-sync')).toHaveText('done');
}
