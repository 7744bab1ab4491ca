// A phone wallet built for another relay — the Gangway Phone Wallet configured for the twin of the public
// WalletConnect relay only — pairs with the demo, whose browser talks only to gangway-server: the server's relay
// bridges to the upstream. Pairing, a signature, a signature asked while the upstream relay is away (sent when it is
// back), and the dapp's disconnect reaching the phone.
import { truncateAddress } from '@gangway/core/internal';
import type { Page } from '@playwright/test';
import { requestSignature, signFromTheDemo } from '../support/demoRequests.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import type { E2EStack } from '../support/stackInfo.ts';
import { upstreamRelay } from '../support/upstreamRelayControl.ts';
import { chooseWalletConnect } from '../support/walletConnect.ts';

/** Every WebSocket the page opens, by URL. */
function recordSockets(page: Page): string[] {
  const urls: string[] = [];
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

const upstreamOnly = (stack: E2EStack): E2EStack => ({
  ...stack,
  phoneWalletUrl: stack.upstreamPhoneWalletUrl ?? '',
});

test('a phone wallet on the upstream relay only pairs through the bridge, signs, survives the upstream going away, and is disconnected', async ({
  browser,
  page,
  stack,
  widget,
}) => {
  test.skip(!stack.upstreamPhoneWalletUrl, 'this stack has no upstream relay');
  const dappSockets = recordSockets(page);
  await page.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(page, widget);

  const phoneContext = await browser.newContext();
  const phonePage = await phoneContext.newPage();
  const phoneSockets = recordSockets(phonePage);
  const phone = await PhoneWallet.open(phonePage, upstreamOnly(stack), uri);
  await expect(phone.page.getByTestId('phone-session-title')).toContainText('Connect to');
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(widget.dialog).toBeHidden();

  const message = 'Signed through the relay bridge';
  const signature = await signFromTheDemo(page, message, () => phone.approveRequest('personal_sign'));
  expect(await isValidEvmSignature(FIRST_ACCOUNT, message, signature)).toBe(true);

  // The upstream relay goes away: the request waits in gangway-server's mailbox and reaches the phone when it is back
  // (the phone reconnects to it on its own).
  await upstreamRelay(stack, 'stop');
  const later = 'Asked while the upstream relay was away';
  await requestSignature(page, later);
  await upstreamRelay(stack, 'start');
  await phone.approveRequest('personal_sign');
  const shown = page.getByTestId('demo-signature');
  await expect
    .poll(async () => {
      const text = (await shown.textContent()) ?? '';
      return text !== signature && (await isValidEvmSignature(FIRST_ACCOUNT, later, text));
    })
    .toBe(true);

  await page.getByTestId('demo-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
  await expect(phone.status).toHaveText('Session ended');
  await expect(phone.sessions).toHaveCount(0);

  // Each side spoke only to its own relay: the dapp to gangway-server's, the phone to the upstream.
  const apiHost = new URL(stack.apiUrl).host;
  const upstreamHost = new URL(stack.upstreamPhoneWalletUrl ?? '').host;
  expect(
    dappSockets.filter((url) => url.includes('/v1/relay')).every((url) => new URL(url).host === apiHost),
  ).toBe(true);
  const phoneRelays = phoneSockets.filter((url) => url.includes('/v1/relay'));
  expect(phoneRelays.length).toBeGreaterThan(0);
  expect(phoneRelays.some((url) => new URL(url).host === apiHost)).toBe(false);
  expect(upstreamHost).not.toBe(apiHost);
  await phoneContext.close();
});
