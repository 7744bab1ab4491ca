import { RECOMMENDED_WALLETS_COUNT, WALLETS_PER_PAGE, type WalletListing } from '@gangway/protocol';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { getWallets } from '../support/server.ts';
import { DEV_WALLET_NAME, DEV_WALLET_RDNS, type Widget } from '../support/widget.ts';

function isWalletsCall(response: Response, query: Record<string, string>): boolean {
  const url = new URL(response.url());
  return (
    url.pathname === '/getWallets' &&
    // The featured call (the certified wallets when no featured ids are given) has the same page size.
    !url.searchParams.has('badge_type') &&
    Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
  );
}

/** Waits until every image under `scope` has loaded, then returns their natural widths. */
async function loadedImageWidths(scope: Locator): Promise<number[]> {
  const images = scope.locator('img');
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  return images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth));
}

function walletTiles(widget: Widget, view: string): Locator {
  return widget.view(view).locator('[data-testid^="gw-wallet-"]');
}

async function openAllWallets(page: Page, widget: Widget) {
  await widget.open();
  await widget.view('Connect').getByTestId('gw-all-wallets').click();
  await expect(widget.view('AllWallets')).toBeVisible();
  return page.getByRole('searchbox', { name: 'Search wallets' });
}

test('Connect shows the recommended wallets from the server with their images, and the dev wallet once', async ({
  page,
  stack,
  widget,
}) => {
  // The first page answers both the recommended wallets (its first four) and AllWallets' first page. It is asked
  // once the page is idle: the wait starts before the visit.
  const firstPageAnswer = page.waitForResponse((response) =>
    isWalletsCall(response, { page: '1', entries: String(WALLETS_PER_PAGE) }),
  );
  await page.goto(stack.demoUrl);
  await widget.open();
  const { data: firstPage, count } = (await (await firstPageAnswer).json()) as {
    data: WalletListing[];
    count: number;
  };
  const recommended = firstPage.slice(0, RECOMMENDED_WALLETS_COUNT);
  expect(recommended).toHaveLength(RECOMMENDED_WALLETS_COUNT);

  const connect = widget.view('Connect');
  for (const wallet of recommended) {
    await expect(connect.getByTestId(`gw-wallet-${wallet.id}`)).toHaveText(wallet.name);
  }
  expect(await loadedImageWidths(connect.getByRole('list', { name: 'Wallets' }))).not.toContain(0);
  // WalletConnect and the dev wallet, then the recommended ones.
  await expect(walletTiles(widget, 'Connect')).toHaveCount(2 + RECOMMENDED_WALLETS_COUNT);
  await expect(connect.getByText(DEV_WALLET_NAME, { exact: true })).toHaveCount(1);
  await expect(widget.wallet(DEV_WALLET_RDNS)).toContainText('Installed');
  await expect(connect.getByTestId('gw-all-wallets')).toContainText(String(count));
  await page.screenshot({ path: test.info().outputPath('connect.png') });
});

test('AllWallets loads page 2 when scrolled to the end, and searches the directory', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  const search = await openAllWallets(page, widget);
  const tiles = walletTiles(widget, 'AllWallets');
  // The dev wallet (installed) and the first page.
  await expect(tiles).toHaveCount(1 + WALLETS_PER_PAGE);
  expect(await loadedImageWidths(tiles.first())).not.toContain(0);

  const secondPage = page.waitForResponse((response) => isWalletsCall(response, { page: '2' }));
  await widget.view('AllWallets').evaluate((view) => view.scrollTo({ top: view.scrollHeight }));
  await secondPage;
  await expect(tiles).toHaveCount(1 + 2 * WALLETS_PER_PAGE);
  await page.screenshot({ path: test.info().outputPath('all-wallets-page-2.png') });

  const { data: metaMatches } = await getWallets(stack, { search: 'meta', entries: '100' });
  const metamask = metaMatches.find((wallet) => wallet.name === 'MetaMask');
  expect(metamask).toBeDefined();
  // Speed is the benchmark's business; here only that the answer arrives.
  await search.fill('meta');
  await expect(widget.view('AllWallets').getByTestId(`gw-wallet-${metamask?.id}`)).toBeVisible();
  await expect(page.getByTestId('gw-status')).toContainText('wallets found');
  await page.screenshot({ path: test.info().outputPath('all-wallets-search.png') });

  await search.fill('zzqx no such wallet');
  await expect(widget.view('AllWallets').getByTestId('gw-no-wallet-found')).toContainText('No wallet found');
  await expect(page.getByTestId('gw-status')).toContainText('No wallet found');

  await search.fill('');
  await expect(tiles).toHaveCount(1 + 2 * WALLETS_PER_PAGE);
});

test('AllWallets works from the keyboard: search field first, ArrowDown into the grid, arrows within it', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  const search = await openAllWallets(page, widget);
  await expect(search).toBeFocused();
  await expect(walletTiles(widget, 'AllWallets')).toHaveCount(1 + WALLETS_PER_PAGE);
  await page.keyboard.press('ArrowDown');
  await expect(widget.wallet(DEV_WALLET_RDNS)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(walletTiles(widget, 'AllWallets').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(walletTiles(widget, 'AllWallets').nth(5)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(search).toBeFocused();
});

test('a wallet that is not installed offers its QR code, and GetWallet with its store links', async ({
  page,
  stack,
  widget,
}) => {
  const { data } = await getWallets(stack, { search: 'MetaMask', entries: '100' });
  const metamask = data.find((wallet) => wallet.name === 'MetaMask');
  if (!metamask) throw new Error('MetaMask is not in the wallet dataset');

  await page.goto(stack.demoUrl);
  await widget.open();
  await widget.view('Connect').getByTestId(`gw-wallet-${metamask.id}`).click();
  const pairing = widget.view('ConnectingWalletConnect');
  await expect(pairing.getByTestId('gw-wc-qr')).toBeVisible();
  await pairing.getByTestId('gw-wc-get-wallet').click();
  const view = widget.view('GetWallet');
  await expect(view).toBeVisible();
  await expect(widget.dialog).toHaveAccessibleName('MetaMask');
  await expect(view.getByTestId('gw-get-wallet-status')).toHaveText(
    'MetaMask is not installed in this browser',
  );
  for (const kind of ['chrome', 'firefox', 'edge', 'safari', 'ios', 'android'] as const) {
    const link = view.getByTestId(`gw-get-wallet-${kind}`);
    const href = metamask.app[kind];
    if (href) await expect(link).toHaveAttribute('href', new URL(href).toString());
    else await expect(link).toHaveCount(0);
  }
  // Chromium: its own store comes first and says so.
  await expect(view.getByRole('link').first()).toHaveAttribute('data-testid', 'gw-get-wallet-chrome');
  await expect(view.getByTestId('gw-get-wallet-chrome')).toContainText('This browser');
  if (metamask.homepage) {
    await expect(view.getByTestId('gw-get-wallet-homepage')).toHaveAttribute('href', metamask.homepage);
  }
  expect(await loadedImageWidths(view.locator('.get-wallet__icon'))).not.toContain(0);
  await page.screenshot({ path: test.info().outputPath('get-wallet.png') });

  await view.getByRole('button', { name: 'Choose another wallet' }).click();
  await expect(widget.view('Connect')).toBeVisible();
});
