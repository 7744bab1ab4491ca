import { expect, type Locator, type Page } from '@playwright/test';
import type { E2EStack } from './stackInfo.ts';

/** Hosts of WalletConnect's own cloud (relay, Verify, telemetry, RPC, explorer): never contacted in local mode. */
export const WALLETCONNECT_HOSTS =
  /(^|\.)(walletconnect\.(com|org|network)|reown\.com|web3modal\.(com|org))$/;

/** The Gangway Phone Wallet page, opened with a pairing URI the way its deep link opens it. */
export class PhoneWallet {
  constructor(readonly page: Page) {}

  /** With `projectId`, the page pairs on that gangway-server project's relay topics instead of the demo's. */
  static async open(
    page: Page,
    stack: Pick<E2EStack, 'phoneWalletUrl'>,
    uri: string,
    projectId?: string,
  ): Promise<PhoneWallet> {
    const project = projectId ? `&projectId=${encodeURIComponent(projectId)}` : '';
    await page.goto(`${stack.phoneWalletUrl}/wc?uri=${encodeURIComponent(uri)}${project}`);
    return new PhoneWallet(page);
  }

  get status(): Locator {
    return this.page.getByTestId('phone-status');
  }
  get sessions(): Locator {
    return this.page.getByTestId('phone-session');
  }
  async answerSession(approve: boolean): Promise<void> {
    await this.page.getByTestId(approve ? 'phone-approve-session' : 'phone-reject-session').click();
  }
  async approveRequest(title: string): Promise<void> {
    await expect(this.page.getByTestId('phone-request-title')).toHaveText(title);
    await this.page.getByTestId('phone-approve-request').click();
  }
}
