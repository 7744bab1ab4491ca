// One modal, several chain families (issue 7): the same dev wallet on EVM and Solana, switches between them, and a
// wallet that lacks a family.
import { truncateAddress } from '@gangway/core';
import { SOLANA_DEV_ACCOUNTS } from '@gangway/devnet';
import { DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import type { DevWalletPanel } from '../support/devWallet.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { isValidEvmSignature, isValidSolanaSignature } from '../support/signatures.ts';
import type { Widget } from '../support/widget.ts';

const SOLANA = `solana:${DEMO_SOLANA_NETWORK.reference}`;
const SOLANA_ACCOUNT = SOLANA_DEV_ACCOUNTS[0]!.address;

async function pickNetwork(widget: Widget, caipNetworkId: string) {
  await widget.networkButton.click();
  await expect(widget.view('Networks')).toBeVisible();
  await widget.network(caipNetworkId).click();
}

/** The demo's Sign message button (useSignMessage), approved in the wallet; the signature the page shows. */
async function signFromTheApp(page: Page, wallet: DevWalletPanel, method: string, message: string) {
  await page.getByTestId('demo-message').fill(message);
  await page.getByTestId('demo-sign').click();
  await wallet.approve(method);
  const signature = page.getByTestId('demo-signature');
  await expect(signature).not.toHaveText('—');
  return (await signature.textContent()) ?? '';
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

test.describe('a dev wallet that speaks EVM only', () => {
  test.use({ walletOverrides: { solana: undefined } });

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
      await expect(widget.view('Networks').getByRole('heading', { level: 3 })).toHaveText(['EVM', 'Solana']);
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
