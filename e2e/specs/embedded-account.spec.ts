// Issue 10, the embedded wallet after login: approvals inside the modal's ApproveTransaction view (approve, reject,
// closing the modal refuses), the e-mail update with both codes from devnet's inbox, ProfileWallets and sign out.
import { truncateAddress } from '@gangway/core/internal';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { requestSignature } from '../support/demoRequests.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { startupSynced } from '../support/flows.ts';
import { waitForCode } from '../support/inbox.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

for (const theme of ['light', 'dark'] as const) {
  test(`an approval shows inside the modal's ApproveTransaction view: reject, approve, close (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const widget = new Widget(page);
    await page.goto(stack.demoUrl);
    const address = (await loginByEmail(page, uniqueEmail(`approve-${theme}`))).address;
    const frame = page.frameLocator('iframe[data-gangway-frame]');
    const iframe = page.locator('iframe[data-gangway-frame]');
    const view = widget.view('ApproveTransaction');

    await requestSignature(page, 'Reject me');
    await expect(view).toBeVisible();
    await expect(frame.getByRole('region')).toContainText('Reject me');
    // The frame lies within the view's frame area, not over the page on its own.
    const area = await view.getByTestId('gw-approval-area').boundingBox();
    const shown = await iframe.boundingBox();
    expect(shown && area).toBeTruthy();
    if (shown && area) {
      expect(Math.abs(shown.x - area.x)).toBeLessThan(1);
      expect(Math.abs(shown.y - area.y)).toBeLessThan(1);
      expect(Math.abs(shown.width - area.width)).toBeLessThan(1);
    }
    await expect(frame.getByRole('button', { name: 'Reject' })).toBeFocused();
    await expectNoViolations(page, `ApproveTransaction (${theme})`);
    await page.screenshot({ path: test.info().outputPath(`approve-transaction-${theme}.png`) });
    await clickApproval(page, 'Reject');
    await expect(widget.dialog.filter({ has: view })).toBeHidden();
    await expect(page.getByTestId('demo-request-error')).toBeVisible();
    expect((await iframe.boundingBox())?.width ?? 0).toBeLessThan(1);

    const message = `Approve me (${theme})`;
    await requestSignature(page, message);
    await expect(frame.getByRole('region')).toContainText(message);
    await clickApproval(page, 'Approve');
    const signature = page.getByTestId('demo-signature');
    await expect(signature).not.toHaveText('—');
    expect(await isValidEvmSignature(address, message, (await signature.textContent()) ?? '')).toBe(true);
    await expect(view).toBeHidden();
    await expect(page.getByTestId('demo-request-error')).toBeHidden();

    // Closing the modal with the request shown refuses it; the frame is hidden again.
    await requestSignature(page, 'Close me');
    await expect(frame.getByRole('region')).toContainText('Close me');
    await page.getByTestId('gw-modal-close').click();
    await expect(view).toBeHidden();
    // 4001, as the host app's wagmi words it; the frame dropped the request too.
    await expect(page.getByTestId('demo-request-error')).toContainText('User rejected the request');
    await expect(frame.getByRole('region')).toBeHidden();
    await expect.poll(async () => (await iframe.boundingBox())?.width ?? 0).toBeLessThan(1);

    // The account views of an embedded user pass axe-core too.
    await widget.accountButton.click();
    await expect(widget.view('Account').getByTestId('gw-account-email')).toBeVisible();
    await expectNoViolations(page, `Account of an embedded user (${theme})`);
    await widget.view('Account').getByTestId('gw-profile-wallets').click();
    await expect(widget.view('ProfileWallets')).toBeVisible();
    await expectNoViolations(page, `ProfileWallets (${theme})`);
    await page.getByTestId('gw-modal-back').click();
    await widget.view('Account').getByTestId('gw-update-email').click();
    await expect(widget.view('UpdateEmailWallet')).toBeVisible();
    await expectNoViolations(page, `UpdateEmailWallet (${theme})`);
  });
}

test('ProfileWallets lists the EVM and Solana accounts; Sign out disconnects, and a reload stays disconnected', async ({
  page,
}) => {
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  const address = (await loginByEmail(page, uniqueEmail('profile'))).address;
  await widget.accountButton.click();
  await widget.view('Account').getByTestId('gw-profile-wallets').click();
  const profile = widget.view('ProfileWallets');
  await expect(profile.getByTestId('gw-profile-wallet-eip155')).toContainText('EVM account');
  await expect(profile.getByTestId('gw-profile-wallet-eip155')).toContainText(truncateAddress(address));
  await expect(profile.getByTestId('gw-profile-wallet-solana')).toContainText('Solana account');
  await page.screenshot({ path: test.info().outputPath('profile-wallets.png') });

  await profile.getByTestId('gw-sign-out').click();
  await expect(widget.dialog).toBeHidden();
  await expect(widget.connectButton).toBeVisible();
  await page.reload();
  await startupSynced(page);
  await expect(widget.connectButton).toBeVisible();
  await expect(widget.accountButton).toBeHidden();
});

test('the e-mail update: an address in use is refused, the cooldown is said, a code to the current address then one to the new; the new address logs in to the same wallet', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const taken = uniqueEmail('taken');
  const other = await browser.newPage();
  await other.goto(stack.demoUrl);
  await loginByEmail(other, taken);
  await other.close();

  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  const oldEmail = uniqueEmail('old');
  const address = (await loginByEmail(page, oldEmail)).address;
  await widget.accountButton.click();
  await expect(widget.view('Account').getByTestId('gw-account-email')).toHaveText(oldEmail);
  await widget.view('Account').getByTestId('gw-update-email').click();
  const update = widget.view('UpdateEmailWallet');
  await expect(update.getByTestId('gw-update-email-current')).toHaveText(oldEmail);

  await update.getByTestId('gw-email-input').fill(taken);
  await update.getByTestId('gw-email-submit').click();
  await expect(update.getByTestId('gw-email-error')).toHaveText(
    'This e-mail address is used by another account',
  );

  // The login just mailed the current address: its cooldown (shortened by the test stack) holds the first code back.
  // A machine slow enough to outlast it has the code mailed; the visitor who asks again at once meets it then.
  const newEmail = uniqueEmail('new');
  const cooldown = update.getByTestId('gw-email-error');
  const hint = update.getByTestId('gw-update-email-hint');
  const askForCode = async () => {
    await update.getByTestId('gw-email-input').fill(newEmail);
    await update.getByTestId('gw-email-submit').click();
    await expect(cooldown.or(hint)).toBeVisible();
  };
  await askForCode();
  if (await hint.isVisible()) {
    await page.getByTestId('gw-modal-back').click();
    await widget.view('Account').getByTestId('gw-update-email').click();
    await askForCode();
  }
  await expect(cooldown).toHaveText(/^Please try again after \d+ seconds$/);
  const seconds = Number(
    /^Please try again after (\d+) seconds$/.exec((await cooldown.textContent()) ?? '')?.[1],
  );
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(stack.emailCooldownSeconds);
  // The visitor waits the seconds said, and the code goes out.
  await page.waitForTimeout(seconds * 1_000 + 500);
  const since = Date.now();
  await update.getByTestId('gw-email-submit').click();
  await expect(hint).toContainText(oldEmail);
  await expectNoViolations(page, 'UpdateEmailWallet, the code to the current address');
  await update.getByTestId('gw-otp-input').fill('000000');
  await expect(update.getByTestId('gw-otp-error')).toHaveText('Invalid code');
  await update.getByTestId('gw-otp-input').fill(await waitForCode(oldEmail, since));

  await expect(hint).toContainText(newEmail);
  await update.getByTestId('gw-otp-input').fill(await waitForCode(newEmail, since));
  await expect(update.getByTestId('gw-update-email-done')).toContainText(newEmail);
  await expectNoViolations(page, 'UpdateEmailWallet, updated');
  await update.getByRole('button', { name: 'Done' }).click();
  await expect(widget.view('Account').getByTestId('gw-account-email')).toHaveText(newEmail);

  await widget.view('Account').getByTestId('gw-profile-wallets').click();
  await widget.view('ProfileWallets').getByTestId('gw-sign-out').click();
  await expect(widget.connectButton).toBeVisible();
  // From another browser: this one's own 30 s between two e-mail logins (SPEC §5) may not be over.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(stack.demoUrl);
  expect((await loginByEmail(elsewhere, newEmail)).address).toBe(address);
  await elsewhere.close();
});
