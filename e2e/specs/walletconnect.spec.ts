// WalletConnect against the real stack: the widget's QR code and deep link, gangway-server's relay and the
// Gangway Phone Wallet page as the phone. No request ever goes to a WalletConnect host.
import { generateKeyPairSync } from 'node:crypto';
import { truncateAddress } from '@gangway/core/internal';
import { jsonRpc, SOLANA_DEV_ACCOUNTS } from '@gangway/devnet';
import { DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import { devices } from '@playwright/test';
import { getBase58Decoder } from '@solana/kit';
import { solBalanceOnChain } from '../support/chain.ts';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet, WALLETCONNECT_HOSTS } from '../support/phoneWallet.ts';
import { decodeQr } from '../support/qr.ts';
import { isValidEvmSignature, isValidSolanaSignature } from '../support/signatures.ts';
import { chooseWalletConnect, recordHosts } from '../support/walletConnect.ts';
import { Widget } from '../support/widget.ts';

function rpcUrlOf(stack: { chains: { chainId: number; rpcUrl: string }[] }, chainId: number): string {
  const chain = stack.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`No devnet chain ${chainId}`);
  return chain.rpcUrl;
}
const PHONE_WALLET_ID = 'gangway-phone-wallet';

test('desktop: scan the QR code with the phone wallet, approve, sign, reload, disconnect from the dapp', async ({
  page,
  stack,
  widget,
}) => {
  const hosts = recordHosts(page);
  await page.goto(stack.demoUrl);
  const { uri, qr, qrMs } = await chooseWalletConnect(page, widget);
  expect(await decodeQr(page, qr.locator('svg'))).toBe(uri);
  await expect(widget.view('ConnectingWalletConnect').getByTestId('gw-wc-copy')).toBeVisible();

  const opened = Date.now();
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
  await expect(phone.page.getByTestId('phone-session-title')).toContainText('Connect to');
  const proposalMs = Date.now() - opened;
  const approved = Date.now();
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  const approvalMs = Date.now() - approved;
  await expect(widget.dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'wagmi' })).toContainText(FIRST_ACCOUNT);
  test.info().annotations.push({
    type: 'figures',
    description: `QR visible ${qrMs?.toFixed(0)} ms after the click (in page); pairing URI → proposal on the phone ${proposalMs} ms; approve → dapp connected ${approvalMs} ms`,
  });
  console.log(test.info().annotations.at(-1)?.description);

  const message = 'Signed over WalletConnect';
  const signature = await signFromTheDemo(page, message, () => phone.approveRequest('personal_sign'));
  expect(await isValidEvmSignature(FIRST_ACCOUNT, message, signature)).toBe(true);

  // eth_sendTransaction through the session, sent by the phone wallet to anvil.
  const recipient = '0x000000000000000000000000000000000000dEaD';
  const before = BigInt(await jsonRpc<string>(rpcUrlOf(stack, 1), 'eth_getBalance', [recipient, 'latest']));
  await page.getByTestId('demo-send-to').fill(recipient);
  await page.getByTestId('demo-send-value').fill('12345');
  await page.getByTestId('demo-send').click();
  await phone.approveRequest('eth_sendTransaction');
  await expect(page.getByTestId('demo-sent')).toHaveText(/^0x[0-9a-f]{64}$/);
  const after = BigInt(await jsonRpc<string>(rpcUrlOf(stack, 1), 'eth_getBalance', [recipient, 'latest']));
  expect(after - before).toBe(12_345n);

  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

  await page.getByTestId('demo-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
  await expect(phone.status).toHaveText('Session ended');
  await expect(phone.sessions).toHaveCount(0);
  expect([...hosts].filter((host) => WALLETCONNECT_HOSTS.test(host))).toEqual([]);
});

/** A Solana address no other spec touches: a fresh ed25519 key's public half. */
function freshSolanaAddress(): string {
  const der = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
  return getBase58Decoder().decode(new Uint8Array(der.subarray(-32)));
}

test('one session carries Solana too: the phone grants its Solana account, signs a message and a SOL transfer', async ({
  page,
  stack,
  widget,
}) => {
  const solana = `solana:${DEMO_SOLANA_NETWORK.reference}`;
  const solanaAccount = SOLANA_DEV_ACCOUNTS[0]!.address;
  await page.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(page, widget);
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
  // The proposal asks for the EVM chains and the Solana chain (CAIP-25 optional namespaces).
  await expect(phone.page.locator('.question')).toContainText(solana);
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

  // Solana is connected through the same session: switching to it asks nothing more.
  await widget.networkButton.click();
  await widget.network(solana).click();
  await expect(widget.dialog).toBeHidden();
  await expect(widget.accountButton).toContainText(truncateAddress(solanaAccount));
  await expect(page.getByTestId('demo-caip-address')).toHaveText(`${solana}:${solanaAccount}`);
  await expect(widget.accountButton.getByTestId('gw-account-balance')).toContainText('SOL');

  const message = 'Signed on Solana over WalletConnect';
  const signed = await signFromTheDemo(page, message, () => phone.approveRequest('solana:signMessage'));
  expect(isValidSolanaSignature(solanaAccount, message, signed)).toBe(true);
  expect(isValidSolanaSignature(solanaAccount, 'another message', signed)).toBe(false);

  // The phone signs; the widget sends the transaction to the chain through the network's RPC.
  const recipient = freshSolanaAddress();
  await page.getByTestId('demo-send-to').fill(recipient);
  await page.getByTestId('demo-send-value').fill('2000000');
  await page.getByTestId('demo-send').click();
  await phone.approveRequest('solana:signTransaction');
  await expect(page.getByTestId('demo-sent')).not.toHaveText('—');
  await expect.poll(() => solBalanceOnChain(stack, recipient)).toBe(2_000_000n);

  // A reload restores both families from the stored session; the dapp's disconnect ends it in the wallet.
  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(solanaAccount));
  await page.getByTestId('demo-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
  await expect(phone.sessions).toHaveCount(0);
});

test("a session the phone rejects shows 'Connection rejected', and Retry gives a new QR code", async ({
  page,
  stack,
  widget,
}) => {
  const hosts = recordHosts(page);
  await page.goto(stack.demoUrl);
  const { uri } = await chooseWalletConnect(page, widget);
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
  await phone.answerSession(false);
  const view = widget.view('ConnectingWalletConnect');
  await expect(view.getByTestId('gw-wc-status')).toHaveText('Connection rejected');
  await view.getByTestId('gw-wc-retry').click();
  const qr = view.getByTestId('gw-wc-qr');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('data-uri')).not.toBe(uri);
  expect([...hosts].filter((host) => WALLETCONNECT_HOSTS.test(host))).toEqual([]);
});

// Chromium as a phone, without the dev wallet's extension (a device's defaultBrowserType would force a worker of
// its own).
const { defaultBrowserType: _browser, ...phoneDevice } = devices['Pixel 7'];

test('on a phone, tapping the wallet opens its deep link with the encoded URI; the wallet ends the session', async ({
  browser,
  stack,
}) => {
  // Pixel 7 in full: its browser, touch screen, device pixel ratio and isMobile's layout viewport.
  const context = await browser.newContext(phoneDevice);
  const page = await context.newPage();
  const widget = new Widget(page);
  const hosts = recordHosts(page);
  await page.goto(stack.demoUrl);
  // The demo lays out at the phone's width (a wide element would widen the layout viewport past it).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneDevice.viewport.width);
  await widget.open();
  const popup = context.waitForEvent('page');
  await widget.wallet(PHONE_WALLET_ID).tap();
  const phonePage = await popup;
  await phonePage.waitForURL(/\/wc\?uri=wc%3A/);
  expect(phonePage.url().startsWith(`${stack.phoneWalletUrl}/wc?uri=wc%3A`)).toBe(true);
  // The view is titled with the wallet's name.
  await expect(widget.dialog).toHaveAccessibleName('Gangway Phone Wallet');
  const phone = new PhoneWallet(phonePage);
  await phone.answerSession(true);
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

  await phonePage.getByTestId('phone-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
  expect([...hosts].filter((host) => WALLETCONNECT_HOSTS.test(host))).toEqual([]);
  await context.close();
});
