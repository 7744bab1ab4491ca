import { expect, type Locator, type Page } from '@playwright/test';
import type { E2EStack } from './stackInfo.ts';

/** Hosts of WalletConnect's own cloud (relay, Verify, telemetry, RPC, explorer): never contacted in local mode. */
export const WALLETCONNECT_HOSTS =
  /(^|\.)(walletconnect\.(com|org|network)|reown\.com|web3modal\.(com|org))$/;

/** The Gangway Phone Wallet page, opened with a pairing URI the way its deep link opens it. */
export class PhoneWallet {
  constructor(readonly page: Page) {}

  /**
   * `accountKey`: a devnet key of the page's own instead of the dev accounts; `batchCalls: false`: a wallet that
   * knows nothing of EIP-5792 and approves none of its methods; `projectId`: pairs on that gangway-server project's
   * relay topics instead of the demo's.
   */
  static async open(
    page: Page,
    stack: Pick<E2EStack, 'phoneWalletUrl'>,
    uri: string,
    options: { accountKey?: string; batchCalls?: boolean; projectId?: string } = {},
  ): Promise<PhoneWallet> {
    const search = new URLSearchParams({ uri });
    if (options.accountKey) search.set('accountKey', options.accountKey);
    if (options.batchCalls === false) search.set('batchCalls', 'off');
    if (options.projectId) search.set('projectId', options.projectId);
    await page.goto(`${stack.phoneWalletUrl}/wc?${search}`);
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
