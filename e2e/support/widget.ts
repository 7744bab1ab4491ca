import { expect, type Locator, type Page } from '@playwright/test';

export const DEV_WALLET_NAME = 'Gangway Dev Wallet';
export const DEV_WALLET_RDNS = 'io.gangway.devwallet';

/** The widget as a visitor meets it: buttons in the page, the dialog in its shadow root. */
export class Widget {
  constructor(private readonly page: Page) {}

  get connectButton(): Locator {
    return this.page.getByTestId('gw-connect-button');
  }
  get accountButton(): Locator {
    return this.page.getByTestId('gw-account-button');
  }
  get networkButton(): Locator {
    return this.page.getByTestId('gw-network-button');
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  // A modal renders Connect hidden once the page is idle (two instances on a page: two of them): the visitor meets
  // the one on screen.
  view(name: string): Locator {
    return this.page.getByTestId(`gw-view-${name}`).filter({ visible: true });
  }
  wallet(id: string): Locator {
    return this.page.getByTestId(`gw-wallet-${id}`).filter({ visible: true });
  }
  network(caipNetworkId: string): Locator {
    return this.page.getByTestId(`gw-network-${caipNetworkId}`).filter({ visible: true });
  }

  async open(): Promise<void> {
    await this.connectButton.click();
    await expect(this.view('Connect')).toBeVisible();
  }

  /** Connect Wallet → Gangway Dev Wallet; the caller approves in the wallet. */
  async pickDevWallet(): Promise<void> {
    await this.open();
    await this.wallet(DEV_WALLET_RDNS).click();
    await expect(this.view('ConnectingExternal')).toBeVisible();
  }
}
