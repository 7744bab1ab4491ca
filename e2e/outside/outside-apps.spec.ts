// The packed packages in apps generated outside the workspace (prepareApps.ts built them; globalSetup.ts serves
// them with gangway-server from its tarball): each page arrives server-rendered with the Connect button, hydrates
// without an error, and the Gangway Dev Wallet connects through it. WalletConnect is offered only where the app
// installs its client and passes the loader, and there the Gangway Phone Wallet pairs through it.
import { truncateAddress } from '@gangway/core/internal';
import { expect, test } from '@playwright/test';
import { DevWalletPanel } from '../support/devWallet.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { chooseWalletConnect, WC_ENTRY } from '../support/walletConnect.ts';
import { DEV_WALLET_RDNS, Widget } from '../support/widget.ts';
import { OUTSIDE_APPS, type OutsideApp } from './outsideApps.ts';
import { readOutsideStack } from './outsideStack.ts';

const stack = readOutsideStack();

/** The app's page: the Vite pages take the server and chain from the query; the Next.js page from its environment. */
function pageUrl(app: OutsideApp): string {
  const base = stack.appUrls[app.name];
  if (!base) throw new Error(`${app.name} was not served`);
  return app.kind === 'vite'
    ? `${base}?${new URLSearchParams({ apiUrl: stack.apiUrl, projectId: stack.projectId, rpcUrl: stack.rpcUrl })}`
    : base;
}

for (const app of OUTSIDE_APPS) {
  test(`${app.name}: server-rendered Connect Wallet, hydrated without an error, the Dev Wallet connects`, async ({
    page,
    request,
  }) => {
    const url = pageUrl(app);
    const html = await (await request.get(url)).text();
    expect(html).toContain('data-testid="gw-connect-button"');
    expect(html).toContain('Connect Wallet');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    // Dark mode: the theme follows the visitor's system, which the server cannot know.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript({
      content: `window.__GANGWAY_DEV_WALLET__ = ${JSON.stringify(stack.walletConfig)};`,
    });
    await page.addInitScript({ path: stack.walletBundle });
    await page.goto(url);

    const widget = new Widget(page);
    await widget.open();
    await expect(widget.wallet(DEV_WALLET_RDNS)).toBeVisible();
    // WalletConnect only where the app installs its client and passes the loader.
    await expect(widget.wallet(WC_ENTRY)).toHaveCount(app.walletConnect ? 1 : 0);
    await widget.wallet(DEV_WALLET_RDNS).click();
    await new DevWalletPanel(page).approve('eth_requestAccounts');
    await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
    await page.screenshot({ path: test.info().outputPath(`${app.name}-connected.png`) });
    expect(errors).toEqual([]);
  });

  if (app.walletConnect)
    test(`${app.name}: the phone wallet pairs over WalletConnect, through the app's own sign-client`, async ({
      page,
    }) => {
      await page.goto(pageUrl(app));
      const widget = new Widget(page);
      const { uri } = await chooseWalletConnect(page, widget);
      const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
      await expect(phone.page.getByTestId('phone-session-title')).toContainText('Connect to');
      await phone.answerSession(true);
      await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
    });
}
