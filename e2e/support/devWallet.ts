import type { DevWalletMisbehaviour } from '@gangway/devnet/wallet';
import { expect, type Locator, type Page } from '@playwright/test';

/** Drives the Gangway Dev Wallet's approval panel as a person would. */
export class DevWalletPanel {
  constructor(private readonly page: Page) {}

  private id(testId: string): Locator {
    return this.page.getByTestId(`devwallet-${testId}`);
  }

  /** Waits for a pending request of `method` and approves it. */
  async approve(method: string): Promise<void> {
    const request = this.page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`).first();
    await expect(request).toBeVisible();
    await request.getByTestId('devwallet-approve').click();
    await expect(request).toBeHidden();
  }

  async reject(method: string): Promise<void> {
    const request = this.page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`).first();
    await expect(request).toBeVisible();
    await request.getByTestId('devwallet-reject').click();
    await expect(request).toBeHidden();
  }

  /** The user moves the wallet to another chain from its own panel. */
  async switchChain(chainId: number): Promise<void> {
    await this.ensureOpen();
    await this.id('chain-select').selectOption(String(chainId));
  }

  async switchAccount(index: number): Promise<void> {
    await this.ensureOpen();
    await this.id('account-select').selectOption({ index });
  }

  async ensureOpen(): Promise<void> {
    if (await this.id('chain-select').isVisible()) return;
    await this.id('toggle').click();
  }

  /** The test API: state and misbehaviour, for checks a person could not make. */
  state(): Promise<{ chainId: number; account: string; sitePermitted: boolean }> {
    return this.page.evaluate(() => (window as unknown as DevWalletWindow).__gangwayDevWallet.state());
  }

  setMisbehaviour(mode: DevWalletMisbehaviour | null) {
    return this.page.evaluate(
      (m) => (window as unknown as DevWalletWindow).__gangwayDevWallet.setMisbehaviour(m),
      mode,
    );
  }
}

interface DevWalletWindow {
  __gangwayDevWallet: {
    state(): { chainId: number; account: string; sitePermitted: boolean };
    setMisbehaviour(mode: string | null): void;
  };
}
