// Multi-wallet (SPEC §3 remote feature multiWallet, §6, §8) on the real stack: the dev wallet (injected, its own dev
// account), the phone wallet over WalletConnect and an e-mail embedded wallet connected at once on eip155, listed in
// ProfileWallets with their balances, one made the one in use, one disconnected alone, all restored on reload; the
// host's useConnections() and wagmi's agree. A wallet connected while the reload restores is the one in use after it.
// With the feature off: 'Multi-Wallet Not Enabled' and no extra connect.
import { truncateAddress } from '@gangway/core/internal';
import { devAddress } from '@gangway/devnet';
import { ALERTS } from '@gangway/protocol';
import type { Page } from '@playwright/test';
import { createProject } from '../support/adminApi.ts';
import { expectNoViolations } from '../support/axe.ts';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { loginByEmailFromConnect, uniqueEmail } from '../support/emailLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { holdRequests } from '../support/heldRequests.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import type { E2EStack } from '../support/stackInfo.ts';
import { WC_ENTRY } from '../support/walletConnect.ts';
import type { Widget } from '../support/widget.ts';

/** A dev account no other spec spends from: the injected wallet's, beside the phone wallet's first account. */
const INJECTED_INDEX = 5;
const INJECTED = devAddress(INJECTED_INDEX);
const DEV_WALLET = 'io.gangway.devwallet';

/** A project of its own with the feature on or off (the demo's project is every spec's); the phone wallet may use it. */
async function projectWithMultiWallet(stack: E2EStack, on: boolean) {
  const id = `e2e-multi-${on ? 'on' : 'off'}-${test.info().workerIndex}-${Date.now()}`;
  await createProject(stack, {
    id,
    allowedOrigins: [new URL(stack.demoUrl).origin, new URL(stack.phoneWalletUrl).origin],
    features: { multiWallet: on },
  });
  return { id, url: `${stack.demoUrl}/?projectId=${id}&debug=true&connections=true` };
}

/** What the demo shows for a field with no value (here: no user). */
const NO_USER = '—';

/** Account → Your wallets (ProfileWallets); from the Account view already open with `open: false`. */
async function openWallets(widget: Widget, { open = true } = {}) {
  if (open) await widget.accountButton.click();
  await widget.view('Account').getByTestId('gw-profile-wallets').click();
  await expect(widget.view('ProfileWallets')).toBeVisible();
  return widget.view('ProfileWallets');
}

/**
 * Reloads with the embedded wallet's restore (the frame's session check) held until `letGo`; resolves once the
 * check has been asked, so what the test does next happens during the restore.
 */
async function reloadHoldingEmbeddedRestore(page: Page) {
  const restore = await holdRequests(page, (url) => url.pathname.endsWith('/v1/embedded/user'));
  await page.reload();
  await restore.asked;
  return { letGo: restore.release, unroute: restore.unroute };
}

test('three wallets at once on eip155: listed with balances, one in use, one disconnected alone, all restored', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  test.setTimeout(240_000);
  const { id, url } = await projectWithMultiWallet(stack, true);
  await page.goto(url);
  await wallet.switchAccount(INJECTED_INDEX);
  await widget.pickDevWallet();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(INJECTED));

  // The phone wallet over WalletConnect, from ProfileWallets' extra-connect entry.
  let wallets = await openWallets(widget);
  await wallets.getByTestId('gw-connect-another-wallet').click();
  await widget.view('Connect').getByTestId(`gw-wallet-${WC_ENTRY}`).click();
  const qr = widget.view('ConnectingWalletConnect').getByTestId('gw-wc-qr');
  const uri = (await qr.getAttribute('data-uri')) ?? '';
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri, { projectId: id });
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

  // The injected wallet, no longer in use, follows its own network; the one in use and the active network stay.
  const injectedLine = page.getByTestId('demo-gangway-connection').filter({ hasText: INJECTED });
  await expect(injectedLine).toHaveText(/ eip155:1$/);
  await wallet.switchChain(137);
  await expect(injectedLine).toContainText('eip155:137');
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(widget.networkButton).toContainText('Ethereum');
  await wallet.switchChain(1);
  await expect(injectedLine).toHaveText(/ eip155:1$/);

  // The embedded wallet by e-mail, the same way.
  wallets = await openWallets(widget);
  await wallets.getByTestId('gw-connect-another-wallet').click();
  const email = uniqueEmail('multi');
  const { address: embedded } = await loginByEmailFromConnect(page, email);
  // The host's account state carries the user of the wallet in use only (useAccount().state.user).
  const hostUser = page.getByTestId('demo-user');
  await expect(hostUser).toHaveText(email);

  const gangwayList = page.getByTestId('demo-gangway-connection');
  const wagmiList = page.getByTestId('demo-wagmi-connection');
  await expect(gangwayList).toHaveCount(3);
  await expect(wagmiList).toHaveCount(3);
  for (const address of [INJECTED, FIRST_ACCOUNT, embedded]) {
    await expect(page.getByTestId('demo-gangway-connections')).toContainText(address);
    await expect(page.getByTestId('demo-wagmi-connections')).toContainText(address);
  }
  await expect(gangwayList.filter({ hasText: '(in use)' })).toContainText(embedded);

  // ProfileWallets lists the three, each with its balance; axe-core finds nothing.
  wallets = await openWallets(widget);
  const rows = wallets.getByTestId('gw-connected-wallets').locator('li');
  await expect(rows).toHaveCount(3);
  await expect(wallets.getByTestId('gw-connection-balance')).toHaveCount(3);
  await expect(wallets.getByTestId('gw-connection-balance').first()).toContainText('ETH');
  await expectNoViolations(page, 'ProfileWallets (multi-wallet)');
  await page.screenshot({ path: test.info().outputPath('profile-wallets.png') });

  // The injected wallet in use: the host's account follows, and a signature goes to it.
  await wallets.getByTestId(`gw-connection-${DEV_WALLET}`).getByTestId('gw-connection-use').click();
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-wagmi-address')).toHaveText(INJECTED);
  await expect(hostUser).toHaveText(NO_USER);
  await widget.dialog.press('Escape');
  const message = 'Signed by the wallet in use';
  const signature = await signFromTheDemo(page, message, () => wallet.approve('personal_sign'));
  expect(await isValidEvmSignature(INJECTED, message, signature)).toBe(true);

  // Disconnecting the phone wallet keeps the other two.
  wallets = await openWallets(widget);
  await wallets.getByTestId('gw-connection-walletConnect').getByTestId('gw-connection-disconnect').click();
  await expect(rows).toHaveCount(2);
  await expect(phone.sessions).toHaveCount(0);
  await expect(gangwayList).toHaveCount(2);
  await expect(wagmiList).toHaveCount(2);
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);

  // A reload restores both, the injected wallet still in use: the host's address is never the other's meanwhile.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownAddresses: shown });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="demo-address"]')?.textContent ?? '';
      if (text.startsWith('0x') && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(INJECTED));
  await expect(gangwayList).toHaveCount(2);
  await expect(page.getByTestId('demo-gangway-connections')).toContainText(embedded);
  await expect(wagmiList).toHaveCount(2);
  await expect(page.getByTestId('demo-wagmi-address')).toHaveText(INJECTED);
  expect(
    await page.evaluate(() => (window as unknown as { shownAddresses: string[] }).shownAddresses),
  ).toEqual([INJECTED]);

  // The embedded wallet restored beside it keeps its user to itself: neither the host's account state nor the profile
  // shows it until it is the one in use, and then they do.
  await expect(hostUser).toHaveText(NO_USER);
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await expect(widget.view('Account').getByTestId('gw-account-email')).toHaveCount(0);
  wallets = await openWallets(widget, { open: false });
  await wallets.getByTestId('gw-connection-embedded').getByTestId('gw-connection-use').click();
  await expect(page.getByTestId('demo-address')).toHaveText(embedded);
  await expect(hostUser).toHaveText(email);
  await page.getByTestId('gw-modal-back').click();
  await expect(widget.view('Account').getByTestId('gw-account-email')).toHaveText(email);
});

test('a wallet connected by hand while start-up restores the embedded one is the one in use when all settles', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  const { url } = await projectWithMultiWallet(stack, true);
  await page.goto(url);
  await wallet.switchAccount(INJECTED_INDEX);
  await widget.open();
  const { address: embedded } = await loginByEmailFromConnect(page, uniqueEmail('restoring'));
  await expect(page.getByTestId('demo-address')).toHaveText(embedded);

  // After the reload the frame's session check (its restore) waits until the visitor has connected the dev wallet.
  const { letGo } = await reloadHoldingEmbeddedRestore(page);
  await widget.pickDevWallet();
  await wallet.approve('eth_requestAccounts');
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);
  letGo();

  // The embedded wallet joins beside it; the one picked stays in use, in Gangway and in wagmi.
  const gangwayList = page.getByTestId('demo-gangway-connection');
  await expect(gangwayList).toHaveCount(2);
  await expect(page.getByTestId('demo-gangway-connections')).toContainText(embedded);
  await expect(gangwayList.filter({ hasText: '(in use)' })).toContainText(INJECTED);
  await expect(page.getByTestId('demo-wagmi-connection')).toHaveCount(2);
  await expect(page.getByTestId('demo-wagmi-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-user')).toHaveText(NO_USER);
});

test("with multiWallet off: 'Multi-Wallet Not Enabled' for the subscription, and no extra-connect entry", async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  const { url } = await projectWithMultiWallet(stack, false);
  const alerts: string[] = [];
  page.on('console', (message) => alerts.push(message.text()));
  await page.goto(url);
  await wallet.switchAccount(INJECTED_INDEX);
  // The host's useConnections() is refused once the project's configuration says so (the alert on screen in debug).
  await expect
    .poll(() => alerts.some((text) => text.includes(ALERTS.MULTI_WALLET_NOT_ENABLED_CONNECTIONS.longMessage)))
    .toBe(true);
  await widget.open();
  await expect(page.getByTestId('gw-alert')).toContainText(ALERTS.MULTI_WALLET_NOT_ENABLED.shortMessage);
  await expect(page.getByTestId('demo-gangway-connection')).toHaveCount(0);
  await page.getByTestId('gw-alert').getByRole('button').first().click();
  await widget.dialog.press('Escape');
  await widget.pickDevWallet();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(INJECTED));
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await expect(widget.view('Account').getByTestId('gw-profile-wallets')).toHaveCount(0);
});

test('with multiWallet off: the stored wallet restored after the visitor connected another by hand is dropped, and a reload does not bring it back', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  const { url } = await projectWithMultiWallet(stack, false);
  await page.goto(url);
  await wallet.switchAccount(INJECTED_INDEX);
  await widget.open();
  const { address: embedded } = await loginByEmailFromConnect(page, uniqueEmail('restoring-off'));
  await expect(page.getByTestId('demo-address')).toHaveText(embedded);

  // After the reload the frame's session check (its restore) waits until the visitor has connected the dev wallet.
  const { letGo, unroute } = await reloadHoldingEmbeddedRestore(page);
  await widget.pickDevWallet();
  await wallet.approve('eth_requestAccounts');
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);
  letGo();

  // The embedded wallet's restore ends (its session stays in wagmi beside, as a session spanning families does) and
  // is dropped: the dev wallet stays the one in use, in Gangway and in wagmi, and storage lists it alone.
  await expect(page.getByTestId('demo-wagmi-connection')).toHaveCount(2);
  await expect(page.getByTestId('demo-wagmi-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-user')).toHaveText(NO_USER);
  const storedList = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('gangway:connections:eip155') ?? '{}').value);
  await expect.poll(storedList).toEqual([DEV_WALLET]);

  await unroute();
  await page.reload();
  await expect(page.getByTestId('demo-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-wagmi-address')).toHaveText(INJECTED);
  await expect(page.getByTestId('demo-user')).toHaveText(NO_USER);
  expect(await storedList()).toEqual([DEV_WALLET]);
});
