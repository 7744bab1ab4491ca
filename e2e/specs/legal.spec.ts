import { truncateAddress } from '@gangway/core/internal';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

test('the legal footer links the terms and the privacy policy in a new tab', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(`${stack.demoUrl}?legal=footer`);
  await widget.open();
  const legal = widget.view('Connect').getByTestId('gw-legal');
  await expect(legal.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
    'href',
    'https://gangway.example/terms',
  );
  await expect(legal.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
  await expect(widget.wallet(DEV_WALLET_RDNS)).toBeEnabled();
});

test('with the legal checkbox, no wallet can be picked until the visitor agrees', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  await page.goto(`${stack.demoUrl}?legal=checkbox`);
  await widget.open();
  await expect(widget.wallet(DEV_WALLET_RDNS)).toBeDisabled();
  await widget.wallet(DEV_WALLET_RDNS).click({ force: true });
  await expect(widget.view('Connect')).toBeVisible();

  await widget.view('Connect').getByTestId('gw-legal-checkbox').check();
  await widget.wallet(DEV_WALLET_RDNS).click();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
});
