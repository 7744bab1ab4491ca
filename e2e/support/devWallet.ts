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
    await this.answer(method, 'devwallet-approve');
  }

  async reject(method: string): Promise<void> {
    await this.answer(method, 'devwallet-reject');
  }

  /**
   * Answers the oldest pending request of `method`, held by its id until it leaves the list: a request of the same
   * method the answer brings (a swap after its approval) is another one, neither clicked nor waited out.
   */
  private async answer(method: string, button: 'devwallet-approve' | 'devwallet-reject'): Promise<void> {
    const oldest = this.page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`).first();
    await expect(oldest).toBeVisible();
    const id = await oldest.getAttribute('data-request-id');
    const request = this.page.locator(`[data-testid="devwallet-request"][data-request-id="${id}"]`);
    await request.getByTestId(button).click();
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
