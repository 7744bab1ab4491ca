// Issue 10, the embedded wallet on Solana (SPEC §4: a different namespace with an embedded wallet switches or
// connects through it; SPEC §9 chain support): logged in by e-mail on Ethereum, the demo switches to Solana, stays
// connected with the same login's Solana account, and a message signed there (approved in the frame) verifies.
import { expect, test } from '@playwright/test';
import { signFromTheDemo } from '../support/demoRequests.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { isValidSolanaSignature } from '../support/signatures.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

test('switching to Solana keeps the embedded wallet connected; its signMessage verifies with ed25519', async ({
  page,
}) => {
  await page.goto(stack.demoUrl);
  const { address: evmAddress } = await loginByEmail(page, uniqueEmail('solana'));
  const widget = new Widget(page);

  await page.getByTestId('demo-switch-network').selectOption({ label: 'Solana Localnet' });
  await expect(page.getByTestId('demo-chain')).toContainText('Solana');
  const address = page.getByTestId('demo-address');
  await expect(address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/connected/i);
  await expect(widget.accountButton).toBeVisible();
  const solanaAddress = ((await address.textContent()) ?? '').trim();
  expect(solanaAddress).not.toBe(evmAddress);

  const message = 'Sign in to Gangway on Solana (embedded)';
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  const signature = await signFromTheDemo(page, message, async () => {
    await expect(frame.getByRole('region')).toContainText(message);
    await clickApproval(page, 'Approve');
  });
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/);
  expect(isValidSolanaSignature(solanaAddress, message, signature)).toBe(true);

  // Back on Ethereum, the same login's EVM account.
  await page.getByTestId('demo-switch-network').selectOption({ label: 'Ethereum' });
  await expect(address).toHaveText(evmAddress);
});
