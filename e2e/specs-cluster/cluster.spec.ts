// The demo against gangway-server as a cluster (PostgreSQL, Redis, three instances behind HAProxy) while instances
// go and come back: gangway-1 is stopped (drained), the dev wallet connects and a phone wallet pairs over the relay
// and signs; gangway-2 is killed outright and the session goes on (its relay sockets reconnect through HAProxy); a
// visitor logs in by e-mail while gangway-1 starts again, and the phone wallet signs once more with it back.
import { truncateAddress } from '@gangway/core/internal';
import { clusterInstance } from '../support/clusterControl.ts';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { connectDevWallet, FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import { chooseWalletConnect } from '../support/walletConnect.ts';
import { Widget } from '../support/widget.ts';

test('dev wallet, phone wallet over the relay and an e-mail login while an instance stops and starts again', async ({
  browser,
  page,
  stack,
  widget,
  wallet,
}) => {
  // Each instance start compiles the server (tsx) on a loaded machine: tens of seconds.
  test.setTimeout(300_000);
  await clusterInstance(stack, 'stop', 'gangway-1');
  await connectDevWallet(page, stack, widget, wallet);
  await page.screenshot({ path: test.info().outputPath('dev-wallet-with-gangway-1-stopped.png') });

  // A second visitor pairs the phone wallet over the relay, two instances left.
  const dappContext = await browser.newContext();
  const dapp = await dappContext.newPage();
  const dappWidget = new Widget(dapp);
  await dapp.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(dapp, dappWidget);
  const phone = await PhoneWallet.open(await dappContext.newPage(), stack, uri);
  await phone.answerSession(true);
  await expect(dappWidget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  const sign = async (message: string) => {
    const signature = await signFromTheDemo(dapp, message, () => phone.approveRequest('personal_sign'));
    expect(await isValidEvmSignature(FIRST_ACCOUNT, message, signature)).toBe(true);
  };
  await sign('Signed through the cluster');

  // gangway-2 dies outright: whatever relay sockets it held drop, and reconnect through HAProxy to gangway-3.
  await clusterInstance(stack, 'kill', 'gangway-2');
  await sign('Signed after gangway-2 was killed');

  // An e-mail login while gangway-1 starts again; then a request with it back in HAProxy's rotation.
  const restarting = clusterInstance(stack, 'start', 'gangway-1');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(stack.demoUrl);
  await loginByEmail(visitor, uniqueEmail('cluster'));
  await visitor.screenshot({ path: test.info().outputPath('email-login-while-gangway-1-starts.png') });
  await restarting;
  await sign('Signed with gangway-1 back');
  await dapp.screenshot({ path: test.info().outputPath('signed-with-gangway-1-back.png') });
  await dappContext.close();
  await visitorContext.close();
});
