import { ERROR_MESSAGES } from '@gangway/protocol';
import { expect, test } from '../support/fixtures.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

const cases = [
  ['bad-chain-id', ERROR_MESSAGES.INVALID_CHAIN_ID],
  ['no-accounts', ERROR_MESSAGES.NO_ACCOUNTS],
  ['non-standard-error', ERROR_MESSAGES.FAILED_TO_CONNECT],
  ['error-without-code', ERROR_MESSAGES.FAILED_TO_CONNECT],
] as const;

for (const [mode, message] of cases) {
  test(`a wallet answering garbage (${mode}) leaves a clean disconnected widget with "${message}"`, async ({
    page,
    stack,
    widget,
    wallet,
  }) => {
    await page.goto(stack.demoUrl);
    await wallet.setMisbehaviour(mode);
    await widget.open();
    await widget.wallet(DEV_WALLET_RDNS).click();
    // Only a malformed chain id comes after the user approved; the other modes answer at once.
    if (mode === 'bad-chain-id') await wallet.approve('eth_requestAccounts');
    const view = widget.view('ConnectingExternal');
    await expect(view).toContainText(message);
    await expect(view.getByTestId('gw-connecting-retry')).toBeVisible();
    await expect(view.getByRole('img', { name: /loading|connecting/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(widget.connectButton).toBeVisible();
    await expect(page.getByTestId('demo-status')).not.toContainText('connecting');
    // The widget recovers once the wallet behaves.
    await wallet.setMisbehaviour(null);
    await widget.open();
    await widget.wallet(DEV_WALLET_RDNS).click();
    await wallet.approve('eth_requestAccounts');
    await expect(widget.accountButton).toBeVisible();
  });
}
