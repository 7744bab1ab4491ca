// Issue 22, account names in the widget (SPEC §2, §4, §5, §6): from Account, an embedded wallet's account checks a
// name as it is typed (rules, availability, suggestions), signs the registration in the frame (ApproveTransaction
// returns to the registration), sees RegisterAccountNameSuccess, and then its name everywhere: the Account view, the
// account button (identity, SPEC §4), the server's forward lookup, the page's own viem ENS lookups (devnet's ENS
// twin, ERC-3668), and Send, where the name resolves to the address.
import { DEFAULT_NAME_SUFFIXES } from '@gangway/protocol';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

/** What Send shows of its receiver: the field, the address a name resolved to, the error (null where none). */
async function receiverState(send: Locator) {
  const textOf = async (testId: string) => (await send.getByTestId(testId).allTextContents())[0] ?? null;
  return {
    typed: await send.getByTestId('gw-send-receiver').inputValue(),
    resolved: await textOf('gw-send-receiver-address'),
    error: await textOf('gw-send-error'),
  };
}

test('an embedded account registers a name, which then shows in Account, the account button and Send', async ({
  page,
}, testInfo) => {
  // A login, a registration approved in the frame, a reload: several round trips on a loaded machine.
  test.slow();
  const widget = new Widget(page);
  await page.goto(stack.demoUrl);
  const { address } = await loginByEmail(page, uniqueEmail('names'));
  const label = `e2e${Date.now().toString(36)}`;

  await page.getByTestId('gw-account-button').click();
  // Before it is registered, no account has the name: Send says so (and that answer must not outlive the
  // registration: it is asked again below).
  await widget.view('Account').getByTestId('gw-account-send').click();
  const unregistered = `${label}${DEFAULT_NAME_SUFFIXES[0]}`;
  const send = widget.view('Send');
  await send.getByTestId('gw-send-receiver').fill(unregistered);
  await expect
    .poll(() => receiverState(send))
    .toEqual({ typed: unregistered, resolved: null, error: 'Error resolving name' });
  await send.getByTestId('gw-send-receiver').fill('');
  await page.getByTestId('gw-modal-back').click();
  await widget.view('Account').getByTestId('gw-register-name').click();
  const register = widget.view('RegisterAccountName');
  await expect(register).toBeVisible();
  const input = register.getByTestId('gw-register-name-input');
  const status = register.getByTestId('gw-register-name-status');

  // SPEC §5, checked as it is typed: nothing is asked of the server for a name that breaks the rules.
  await input.fill('ab');
  await expect(status).toHaveText('A name has at least 4 characters.');
  await input.fill('ab_c!');
  await expect(status).toHaveText('Use only letters, digits and hyphens.');

  await input.fill(label);
  await expect(status).toHaveText(new RegExp(`^${label}\\.[a-z.]+ is available$`));
  await expect(register.getByTestId('gw-register-name-suggestions').getByRole('button')).not.toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('register-account-name.png') });
  await expectNoViolations(page, 'RegisterAccountName');

  await register.getByTestId('gw-register-name-submit').click();
  await expect(widget.view('ApproveTransaction')).toBeVisible();
  await clickApproval(page, 'Approve');
  const success = widget.view('RegisterAccountNameSuccess');
  await expect(success.getByTestId('gw-register-name-success')).toHaveText(new RegExp(`^${label}\\.`));
  const name = (await success.getByTestId('gw-register-name-success').textContent()) ?? '';
  await page.screenshot({ path: testInfo.outputPath('register-account-name-success.png') });
  await expectNoViolations(page, 'RegisterAccountNameSuccess');

  await success.getByTestId('gw-register-name-done').click();
  const account = widget.view('Account');
  await expect(account.getByTestId('gw-account-view-address')).toHaveText(name);
  await expect(account.getByTestId('gw-register-name')).toBeHidden();

  // The server's registry has it for this account (the lookup the devnet's ENS twin also answers from).
  const lookup = await page.request.get(
    `${stack.apiUrl}/v1/profile/account/${encodeURIComponent(name)}?projectId=${stack.projectId}`,
  );
  expect(lookup.status()).toBe(200);
  const record = (await lookup.json()) as { addresses: Record<string, { address: string }> };
  expect(Object.values(record.addresses).map((entry) => entry.address.toLowerCase())).toContain(
    address.toLowerCase(),
  );

  // The page's own viem (getEnsAddress, getEnsName on the devnet's chain 1) resolves it: devnet's ENS twin.
  await page.keyboard.press('Escape');
  await page.getByTestId('demo-ens-name').fill(name);
  await page.getByTestId('demo-ens-resolve').click();
  await expect(page.getByTestId('demo-ens-address')).toContainText(address);
  await expect(page.getByTestId('demo-ens-reverse')).toContainText(name);
  await page.getByTestId('gw-account-button').click();

  // Send: the name typed as the receiver resolves to the account's address.
  await account.getByTestId('gw-account-send').click();
  await send.getByTestId('gw-send-receiver').fill(name);
  // Polled as one state, so a failure says which part is off: the field, the resolved address or an error.
  await expect
    .poll(() => receiverState(send))
    .toEqual({ typed: name, resolved: `${address.slice(0, 4)}…${address.slice(-6)}`, error: null });
  const unknown = `nobody${label}.${name.split('.').slice(1).join('.')}`;
  await send.getByTestId('gw-send-receiver').fill(unknown);
  await expect
    .poll(() => receiverState(send))
    .toEqual({ typed: unknown, resolved: null, error: 'Error resolving name' });

  // The account button, after a reload too (identity from gangway-server on reconnect, SPEC §4).
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('gw-account-address')).toHaveText(name);
  await page.reload();
  await expect(page.getByTestId('gw-account-address')).toHaveText(name);
});
