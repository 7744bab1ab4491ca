import { expect, test } from '../support/fixtures.ts';

test('switches to a network the wallet knows', async ({ connected: { page, widget, wallet } }) => {
  await expect(widget.networkButton).toContainText('Ethereum');
  await widget.networkButton.click();
  await expect(widget.view('Networks')).toBeVisible();
  await widget.network('eip155:137').click();
  await expect(widget.view('SwitchNetwork')).toBeVisible();
  await wallet.approve('wallet_switchEthereumChain');
  await expect(widget.networkButton).toContainText('Polygon');
  expect((await wallet.state()).chainId).toBe(137);
  await expect(page.getByTestId('gw-account-balance')).toContainText('POL');
});

test('adds a network the wallet does not know (4902) with wallet_addEthereumChain, then switches', async ({
  connected: { page, widget, wallet },
}) => {
  await widget.networkButton.click();
  await widget.network('eip155:8453').click();
  // The wallet answered 4902 to the switch; the widget asks it to add Base with SPEC §7's parameters.
  const request = page.locator('[data-testid="devwallet-request"][data-method="wallet_addEthereumChain"]');
  await expect(request).toBeVisible();
  await expect(request.getByTestId('devwallet-request-summary')).toContainText('Base');
  await wallet.approve('wallet_addEthereumChain');
  await expect(widget.networkButton).toContainText('Base');
  expect((await wallet.state()).chainId).toBe(8453);
});

test('a refused switch goes back to the network list and keeps the network', async ({
  connected: { widget, wallet },
}) => {
  await widget.networkButton.click();
  await widget.network('eip155:137').click();
  await wallet.reject('wallet_switchEthereumChain');
  await expect(widget.view('Networks')).toBeVisible();
  await expect(widget.networkButton).toContainText('Ethereum');
});

test('shows UnsupportedChain when the wallet moves to a network the app did not request, and leaves it', async ({
  connected: { page, widget, wallet },
}) => {
  await wallet.switchChain(10);
  await expect(widget.view('UnsupportedChain')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('unsupported.png') });
  await widget.view('UnsupportedChain').getByTestId('gw-network-eip155:137').click();
  await wallet.approve('wallet_switchEthereumChain');
  await expect(widget.dialog).toBeHidden();
  await expect(widget.networkButton).toContainText('Polygon');
});
