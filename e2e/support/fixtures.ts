import type { DevWalletBrowserConfig } from '@gangway/devnet/wallet';
import { test as base, expect, type Page } from '@playwright/test';
import { DevWalletPanel } from './devWallet.ts';
import { connectDevWallet } from './flows.ts';
import { type E2EStack, readStack } from './stackInfo.ts';
import { Widget } from './widget.ts';

interface Fixtures {
  stack: E2EStack;
  /** Overrides of the dev wallet's start-up config for one test (e.g. a misbehaviour). */
  walletOverrides: Partial<DevWalletBrowserConfig>;
  wallet: DevWalletPanel;
  widget: Widget;
  /** The demo opened with the dev wallet's first account connected on Ethereum. */
  connected: Session;
}

export interface Session {
  page: Page;
  stack: E2EStack;
  widget: Widget;
  wallet: DevWalletPanel;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => use(readStack()),
  walletOverrides: [{}, { option: true }],
  page: async ({ page, stack, walletOverrides }, use) => {
    // The dev wallet is injected before any page script, the way a browser extension is.
    const config = { ...stack.walletConfig, ...walletOverrides };
    await page.addInitScript({ content: `window.__GANGWAY_DEV_WALLET__ = ${JSON.stringify(config)};` });
    await page.addInitScript({ path: stack.walletBundle });
    await use(page);
  },
  wallet: async ({ page }, use) => use(new DevWalletPanel(page)),
  widget: async ({ page }, use) => use(new Widget(page)),
  connected: async ({ page, stack, widget, wallet }, use) => {
    await connectDevWallet(page, stack, widget, wallet);
    await use({ page, stack, widget, wallet });
  },
});

export { expect };
