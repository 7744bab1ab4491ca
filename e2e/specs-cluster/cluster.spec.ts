// The demo against gangway-server as a cluster (PostgreSQL, Redis, three instances behind HAProxy), while instances
// stop and start again: the dev wallet connects with gangway-1 stopped, a phone wallet pairs over the relay and signs,
// keeps signing after the instance its relay sockets used is stopped (drained: they are told to reconnect) and again
// after gangway-2 is killed outright, and a visitor logs in by e-mail meanwhile.
import { truncateAddress } from '@gangway/core';
import { clusterInstance } from '../support/clusterControl.ts';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { connectDevWallet, FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import { chooseWalletConnect } from '../support/walletConnect.ts';
import { Widget } from '../support/widget.ts';

test('dev wallet, phone wallet over the relay and an e-mail login while instances stop and start', async ({
  browser,
  page,
  stack,
  widget,
  wallet,
}) => {
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

  // gangway-1 comes back; gangway-2 drains (its relay clients are told to reconnect) and stops; the session goes on.
  await clusterInstance(stack, 'start', 'gangway-1');
  await clusterInstance(stack, 'stop', 'gangway-2');
  await sign('Signed after gangway-2 stopped');
  // gangway-3 dies outright: whatever sockets it held drop, and reconnect through HAProxy.
  await clusterInstance(stack, 'kill', 'gangway-3');
  await sign('Signed after gangway-3 was killed');

  // An e-mail login with one instance left, then everything back.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(stack.demoUrl);
  await loginByEmail(visitor, uniqueEmail('cluster'));
  await visitor.screenshot({ path: test.info().outputPath('email-login-on-one-instance.png') });
  await clusterInstance(stack, 'start', 'gangway-2');
  await clusterInstance(stack, 'start', 'gangway-3');
  await sign('Signed with every instance back');
  await dappContext.close();
  await visitorContext.close();
});
