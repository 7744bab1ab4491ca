// One modal, three chain families (issue 7): the same dev wallet on EVM, Solana and Bitcoin, switches between them,
// signatures and transfers through the host app's hooks, and a wallet that lacks a family.
import { formatUnits, truncateAddress } from '@gangway/core/internal';
import { bitcoinDevAccounts, SOLANA_DEV_ACCOUNTS, SOLANA_MINTS, verifyBitcoinMessage } from '@gangway/devnet';
import { DEMO_BITCOIN_NETWORK, DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import {
  btcBalanceOnChain,
  englishQuantity,
  solBalanceOnChain,
  splBalanceOnChain,
} from '../support/chain.ts';
import { signFromTheDemo } from '../support/demoRequests.ts';
import type { DevWalletPanel } from '../support/devWallet.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { isValidEvmSignature, isValidSolanaSignature } from '../support/signatures.ts';
import type { Widget } from '../support/widget.ts';

const SOLANA = `solana:${DEMO_SOLANA_NETWORK.reference}`;
const SOLANA_ACCOUNT = SOLANA_DEV_ACCOUNTS[0]!.address;
const BITCOIN = `bip122:${DEMO_BITCOIN_NETWORK.reference}`;
const [BITCOIN_ACCOUNT, BITCOIN_RECIPIENT] = bitcoinDevAccounts();

async function pickNetwork(widget: Widget, caipNetworkId: string) {
  await widget.networkButton.click();
  await expect(widget.view('Networks')).toBeVisible();
  await widget.network(caipNetworkId).click();
}

/** The demo's Sign message button (useSignMessage), approved in the wallet; the signature the page shows. */
function signFromTheApp(page: Page, wallet: DevWalletPanel, method: string, message: string) {
  return signFromTheDemo(page, message, () => wallet.approve(method));
}

test('the dev wallet connects on Solana from an EVM connection with one approval, and back at once', async ({
  connected: { page, widget, wallet },
}) => {
  await pickNetwork(widget, SOLANA);
  await expect(widget.view('SwitchNetwork')).toBeVisible();
  await wallet.approve('standard:connect');
  await expect(widget.dialog).toBeHidden();
  await expect(widget.accountButton).toContainText(truncateAddress(SOLANA_ACCOUNT));
  await expect(page.getByTestId('demo-caip-address')).toHaveText(`${SOLANA}:${SOLANA_ACCOUNT}`);

  // Back to Ethereum: the wallet is still connected there, nothing to approve.
  await pickNetwork(widget, 'eip155:1');
  await expect(widget.dialog).toBeHidden();
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(page.locator('[data-testid="devwallet-request"]')).toHaveCount(0);
});

test('the host app signs on EVM and on Solana; both signatures verify outside the wallet', async ({
  connected: { page, widget, wallet },
}) => {
  const evmSignature = await signFromTheApp(page, wallet, 'personal_sign', 'Sign in to Gangway (EVM)');
  expect(evmSignature).toMatch(/^0x[0-9a-f]{130}$/);
  expect(await isValidEvmSignature(FIRST_ACCOUNT, 'Sign in to Gangway (EVM)', evmSignature)).toBe(true);

  await pickNetwork(widget, SOLANA);
  await wallet.approve('standard:connect');
  await expect(widget.accountButton).toContainText(truncateAddress(SOLANA_ACCOUNT));
  const message = 'Sign in to Gangway (Solana)';
  const solanaSignature = await signFromTheApp(page, wallet, 'solana:signMessage', message);
  expect(isValidSolanaSignature(SOLANA_ACCOUNT, message, solanaSignature)).toBe(true);
  expect(isValidSolanaSignature(SOLANA_ACCOUNT, 'another message', solanaSignature)).toBe(false);
});

/** The demo's Send button (useSendTransaction), approved in the wallet; the hash, signature or txid it shows. */
async function sendFromTheApp(
  page: Page,
  wallet: DevWalletPanel,
  method: string,
  transfer: { to: string; value: bigint; mint?: string },
) {
  await page.getByTestId('demo-send-to').fill(transfer.to);
  await page.getByTestId('demo-send-value').fill(String(transfer.value));
  if (transfer.mint !== undefined) await page.getByTestId('demo-send-mint').fill(transfer.mint);
  await page.getByTestId('demo-send').click();
  await wallet.approve(method);
  const sent = page.getByTestId('demo-sent');
  await expect(sent).not.toHaveText('—');
  return (await sent.textContent()) ?? '';
}

test('EVM → Solana → Bitcoin → back with one wallet: one approval per new family, payment and ordinal addresses, a BIP-322 signature', async ({
  connected: { page, widget, wallet },
}) => {
  await pickNetwork(widget, SOLANA);
  await wallet.approve('standard:connect');
  await expect(widget.accountButton).toContainText(truncateAddress(SOLANA_ACCOUNT));

  await pickNetwork(widget, BITCOIN);
  await expect(widget.view('SwitchNetwork')).toBeVisible();
  await wallet.approve('bitcoin:connect');
  await expect(widget.dialog).toBeHidden();
  const payment = BITCOIN_ACCOUNT!.payment.address;
  const ordinal = BITCOIN_ACCOUNT!.ordinal.address;
  await expect(widget.accountButton).toContainText(truncateAddress(payment));
  await expect(widget.accountButton.getByTestId('gw-account-balance')).toContainText('BTC');

  await widget.accountButton.click();
  await expect(widget.view('Account').getByTestId('gw-address-payment').locator('[title]')).toHaveAttribute(
    'title',
    payment,
  );
  await expect(widget.view('Account').getByTestId('gw-address-ordinal').locator('[title]')).toHaveAttribute(
    'title',
    ordinal,
  );
  await expectNoViolations(page, 'Account with Bitcoin addresses');
  await page.screenshot({ path: test.info().outputPath('account-bitcoin.png') });
  await page.getByTestId('gw-modal-close').click();

  const message = 'Sign in to Gangway (Bitcoin)';
  const signature = await signFromTheApp(page, wallet, 'bitcoin:signMessage', message);
  expect(verifyBitcoinMessage({ address: payment, message, signature })).toBe(true);
  expect(verifyBitcoinMessage({ address: payment, message: 'another message', signature })).toBe(false);

  for (const [network, address] of [
    [SOLANA, SOLANA_ACCOUNT],
    ['eip155:1', FIRST_ACCOUNT],
  ] as const) {
    await pickNetwork(widget, network);
    await expect(widget.dialog).toBeHidden();
    await expect(widget.accountButton).toContainText(truncateAddress(address));
  }
  await expect(page.locator('[data-testid="devwallet-request"]')).toHaveCount(0);
});

test('SOL, an SPL token and BTC sent through the hooks move the balances on the chains', async ({
  connected: { page, stack, widget, wallet },
}) => {
  await pickNetwork(widget, SOLANA);
  await wallet.approve('standard:connect');
  await expect(widget.accountButton).toContainText(truncateAddress(SOLANA_ACCOUNT));

  const solRecipient = SOLANA_DEV_ACCOUNTS[1]!.address;
  const solBefore = await solBalanceOnChain(stack, solRecipient);
  await sendFromTheApp(page, wallet, 'solana:signAndSendTransaction', {
    to: solRecipient,
    value: 1_234_567n,
  });
  await expect.poll(() => solBalanceOnChain(stack, solRecipient)).toBe(solBefore + 1_234_567n);

  const usdc = SOLANA_MINTS.usdc.address;
  const tokenRecipient = SOLANA_DEV_ACCOUNTS[2]!.address;
  const usdcBefore = await splBalanceOnChain(stack, tokenRecipient, usdc);
  await sendFromTheApp(page, wallet, 'solana:signAndSendTransaction', {
    to: tokenRecipient,
    value: 2_500_000n,
    mint: usdc,
  });
  await expect.poll(() => splBalanceOnChain(stack, tokenRecipient, usdc)).toBe(usdcBefore + 2_500_000n);
  // The Account view lists the SPL tokens the account holds, from gangway-server's Solana balances.
  await widget.accountButton.click();
  await expect(widget.view('Account').getByText('USDC', { exact: false }).first()).toBeVisible();
  await page.getByTestId('gw-modal-close').click();
  // The sender's SOL as the account button shows it is what the chain holds after the fees.
  const senderLamports = await solBalanceOnChain(stack, SOLANA_ACCOUNT);
  await expect(widget.accountButton.getByTestId('gw-account-balance')).toHaveText(
    `${englishQuantity(formatUnits(senderLamports, 9))} SOL`,
  );

  await pickNetwork(widget, BITCOIN);
  await wallet.approve('bitcoin:connect');
  const to = BITCOIN_RECIPIENT!.payment.address;
  const btcBefore = await btcBalanceOnChain(stack, to);
  const txid = await sendFromTheApp(page, wallet, 'bitcoin:signAndSendTransaction', { to, value: 12_345n });
  expect(txid).toMatch(/^[0-9a-f]{64}$/);
  await expect.poll(() => btcBalanceOnChain(stack, to)).toBe(btcBefore + 12_345n);
  const senderSats = await btcBalanceOnChain(stack, BITCOIN_ACCOUNT!.payment.address);
  await expect(widget.accountButton.getByTestId('gw-account-balance')).toHaveText(
    `${englishQuantity(formatUnits(senderSats, 8))} BTC`,
  );
});

test('a Solana connection survives a reload, and Disconnect ends it', async ({
  connected: { page, widget, wallet },
}) => {
  await pickNetwork(widget, SOLANA);
  await wallet.approve('standard:connect');
  await expect(widget.accountButton).toContainText(truncateAddress(SOLANA_ACCOUNT));

  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(SOLANA_ACCOUNT));
  await expect(page.getByTestId('demo-chain')).toContainText(DEMO_SOLANA_NETWORK.name);

  await page.getByTestId('demo-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
  await page.reload();
  await expect(widget.connectButton).toBeVisible();
  await expect(page.getByTestId('demo-status-badge')).toHaveText('disconnected');
});

test('a Bitcoin-only page: Connect Wallet → the dev wallet connects on Bitcoin; a reload restores it', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  await page.goto(`${stack.demoUrl}?families=bip122`);
  await widget.open();
  const devWallet = widget.view('Connect').getByRole('button', { name: /Gangway Dev Wallet/ });
  await expect(devWallet).toHaveCount(1);
  await devWallet.click();
  await wallet.approve('bitcoin:connect');
  const payment = BITCOIN_ACCOUNT!.payment.address;
  await expect(widget.accountButton).toContainText(truncateAddress(payment));
  await expect(page.getByTestId('demo-caip-address')).toHaveText(`${BITCOIN}:${payment}`);

  await page.reload();
  await expect(widget.accountButton).toContainText(truncateAddress(payment));
  await page.getByTestId('demo-disconnect').click();
  await expect(widget.connectButton).toBeVisible();
});

test.describe('a dev wallet that speaks EVM only', () => {
  test.use({ walletOverrides: { solana: undefined, bitcoin: undefined } });

  for (const theme of ['light', 'dark'] as const) {
    test(`a wallet without Solana gets SwitchActiveChain, which leads to Connect for Solana wallets (${theme})`, async ({
      page,
      stack,
      widget,
      wallet,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(stack.demoUrl);
      await widget.pickDevWallet();
      await wallet.approve('eth_requestAccounts');
      await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));

      await widget.networkButton.click();
      await expect(widget.view('Networks').getByRole('heading', { level: 3 })).toHaveText([
        'EVM',
        'Solana',
        'Bitcoin',
      ]);
      await expectNoViolations(page, `Networks by family (${theme})`);
      await widget.network(SOLANA).click();
      const view = widget.view('SwitchActiveChain');
      await expect(view).toContainText('Gangway Dev Wallet does not support Solana networks');
      await expectNoViolations(page, `SwitchActiveChain (${theme})`);
      await page.screenshot({ path: test.info().outputPath(`switch-active-chain-${theme}.png`) });

      await view.getByTestId('gw-switch-active-chain').click();
      await expect(widget.view('Connect')).toBeVisible();
      await expect(widget.dialog).toHaveAccessibleName('Connect a Solana Wallet');
      await expect(widget.view('Connect').locator('[data-testid^="gw-wallet-io.gangway"]')).toHaveCount(0);
      await expectNoViolations(page, `Connect for Solana wallets (${theme})`);
      await expect(page.getByTestId('demo-chain')).toContainText(DEMO_SOLANA_NETWORK.name);
    });
  }
});
