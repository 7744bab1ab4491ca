// The WalletConnect pairing's lifecycle against the real relay and the Gangway Phone Wallet page: an expired QR code
// and its replacement, a pairing URI handed to the view, and a relay connection that drops mid-session.
import { createHash, randomBytes } from 'node:crypto';
import { truncateAddress } from '@gangway/core/internal';
import type { WebSocketRoute } from '@playwright/test';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import { chooseWalletConnect } from '../support/walletConnect.ts';

test('an expired QR code: New QR code gives a fresh pairing URI that the phone approves', async ({
  browser,
  page,
  stack,
  widget,
}) => {
  // The page's clock, so that SPEC §9's four minutes pass at once; the phone keeps real time in its own context.
  await page.clock.install();
  await page.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(page, widget);
  const view = widget.view('ConnectingWalletConnect');
  const status = view.getByTestId('gw-wc-status');
  await expect(view.getByTestId('gw-wc-expiry')).toHaveText(/expires in 3:5\d/);

  // SPEC §9: a pairing lives four minutes and counts as expired within 10 s of its end.
  await page.clock.fastForward('03:45');
  await expect(view.getByTestId('gw-wc-expiry')).toHaveText(/expires in 0:0\d/);
  await expect(status).toHaveAttribute('data-status', 'pairing');
  await page.clock.fastForward('00:06');
  await expect(status).toHaveAttribute('data-status', 'expired');
  await expect(status).toHaveText('This QR code has expired');
  await expect(view.getByTestId('gw-wc-copy')).toBeHidden();
  // sign-client's own proposal expiry (five minutes) leaves the expired code as it is, not 'Failed to connect'.
  await page.clock.fastForward('01:30');
  await page.waitForTimeout(500);
  await expect(status).toHaveAttribute('data-status', 'expired');

  await view.getByRole('button', { name: 'New QR code' }).click();
  await expect(status).toHaveAttribute('data-status', 'pairing');
  const fresh = (await view.getByTestId('gw-wc-qr').getAttribute('data-uri')) ?? '';
  expect(fresh).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(fresh).not.toBe(uri);
  await expect(view.getByTestId('gw-wc-expiry')).toHaveText(/expires in 3:5\d/);

  const phoneContext = await browser.newContext();
  const phone = await PhoneWallet.open(await phoneContext.newPage(), stack, fresh);
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(widget.dialog).toBeHidden();
  await phoneContext.close();
});

/** A pairing URI made outside the widget, the way a sign-client makes one: a fresh key, its hash the topic. */
function pairingUriMadeElsewhere(): string {
  const symKey = randomBytes(32);
  const topic = createHash('sha256').update(symKey).digest('hex');
  const expiry = Math.floor(Date.now() / 1_000) + 300;
  return `wc:${topic}@2?relay-protocol=irn&symKey=${symKey.toString('hex')}&expiryTimestamp=${expiry}`;
}

test('opened with a pairing URI, the view shows that URI and the session proposed over it connects', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  const uri = pairingUriMadeElsewhere();
  await page.getByTestId('demo-wc-uri').fill(uri);
  await page.getByTestId('demo-wc-open-uri').click();
  const view = widget.view('ConnectingWalletConnect');
  await expect(view.getByTestId('gw-wc-status')).toHaveAttribute('data-status', 'pairing');
  await expect(view.getByTestId('gw-wc-qr')).toHaveAttribute('data-uri', uri);

  // The phone hears the proposal only if it went over the given pairing.
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
  await expect(phone.page.getByTestId('phone-session-title')).toContainText('Connect to');
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(widget.dialog).toBeHidden();
});

test('opened with a malformed pairing URI, the view says so, and Retry makes a pairing of its own', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  await page.getByTestId('demo-wc-uri').fill('wc:deadbeef@2?relay-protocol=irn');
  await page.getByTestId('demo-wc-open-uri').click();
  const view = widget.view('ConnectingWalletConnect');
  await expect(view.getByTestId('gw-wc-status')).toHaveText(/^Invalid option `uri`: /);
  await view.getByRole('button', { name: 'Retry' }).click();
  await expect(view.getByTestId('gw-wc-qr')).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/);
});

test('the relay connection drops mid-session: the Account view says reconnecting, then the session signs again', async ({
  page,
  stack,
  widget,
}) => {
  // Every relay socket of the dapp page goes through here: the test closes the live one, and holds the reconnection
  // until it lets it through.
  const sockets: WebSocketRoute[] = [];
  let release: (() => void) | undefined;
  let held: Promise<void> | undefined;
  let attempts = 0;
  await page.routeWebSocket(/\/v1\/relay\b/, async (socket) => {
    attempts += 1;
    await held;
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(page, widget);
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await widget.accountButton.click();
  const status = widget.view('Account').getByTestId('gw-account-relay');
  await expect(status).toHaveAttribute('data-status', 'connected');
  await expect(status).toHaveText('Connected with Gangway Phone Wallet');

  held = new Promise((resolve) => {
    release = resolve;
  });
  const live = sockets.length;
  const attemptsBefore = attempts;
  await sockets.at(-1)?.close({ code: 1006, reason: 'dropped by the test' });
  await expect(status).toHaveAttribute('data-status', 'reconnecting');
  await expect(status).toHaveText('Reconnecting to Gangway Phone Wallet…');
  // No disconnect: the account stays, and the view still says reconnecting once the page is trying the relay again.
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect.poll(() => attempts).toBeGreaterThan(attemptsBefore);
  await expect(status).toHaveAttribute('data-status', 'reconnecting');
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

  release?.();
  await expect(status).toHaveAttribute('data-status', 'connected');
  expect(sockets.length).toBeGreaterThan(live);
  await widget.dialog.press('Escape');
  await expect(widget.dialog).toBeHidden();

  const message = 'Signed after the relay came back';
  const signature = await signFromTheDemo(page, message, () => phone.approveRequest('personal_sign'));
  expect(await isValidEvmSignature(FIRST_ACCOUNT, message, signature)).toBe(true);
});
