// The first click as a visitor gets it, from any button: an integrator's own button marked data-gangway-open is open
// intent as Connect Wallet is; once the page is idle the Connect view's chunks are in, from the page's own origin, with
// nothing asked of any server; opening loads no wallet library until the visitor points at an installed wallet.
// Speed itself is the benchmark's business (bench/widget/firstClick.ts), not this.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

/** Every request the page makes, by the moment it was made: before or after `mark()`. */
function recordRequests(page: Page) {
  const requests: { url: URL; after: boolean }[] = [];
  let marked = false;
  page.on('request', (request) => requests.push({ url: new URL(request.url()), after: marked }));
  return {
    mark: () => {
      marked = true;
    },
    before: () => requests.filter((request) => !request.after).map((request) => request.url),
    after: () => requests.filter((request) => request.after).map((request) => request.url),
  };
}

const scripts = (urls: URL[]) =>
  urls.filter((url) => url.pathname.endsWith('.js')).map((url) => url.pathname);

test("the integrator's own marked button is open intent: the directory's first page comes on hover, the click opens Connect with it", async ({
  page,
  stack,
}) => {
  const apiHost = new URL(stack.apiUrl).host;
  const requests = recordRequests(page);
  await page.goto(stack.demoUrl);
  await page.waitForLoadState('networkidle');
  expect(requests.before().filter((url) => url.host !== new URL(stack.demoUrl).host)).toEqual([]);

  const firstPage = page.waitForResponse((response) => new URL(response.url()).pathname === '/getWallets');
  await page.getByTestId('demo-open-modal').hover();
  await firstPage;
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('demo-open-modal').click();
  const connect = page.getByTestId('gw-view-Connect');
  await expect(connect.locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await expect(connect.locator('[data-testid^="gw-wallet-"]').nth(2)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked = [...requests.before(), ...requests.after()].filter(
    (url) => url.host === apiHost && url.pathname === '/getWallets',
  );
  expect(asked).toHaveLength(1);
});

test("once the page is idle, Connect's chunks are in (no server asked); opening loads no wallet library until an installed wallet is pointed at", async ({
  page,
  stack,
  widget,
}) => {
  const demoHost = new URL(stack.demoUrl).host;
  const requests = recordRequests(page);
  await page.goto(stack.demoUrl);
  // Idle comes when the page's own start-up work leaves room: at most a moment after its first paint.
  for (const chunk of ['/EmbeddedMethods-', '/services-', '/viewRegistry-'])
    await expect.poll(() => scripts(requests.before()).some((path) => path.includes(chunk))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requests.before().filter((url) => url.host !== demoHost)).toEqual([]);

  // An element that calls open() and is marked with nothing: Connect opens all the same.
  requests.mark();
  await page.getByRole('button', { name: 'Open modal', exact: true }).click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(widget.view('Connect').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(widget.view('Connect').locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const opened = scripts(requests.after());
  // What the idle moment loaded is not asked again; the EVM runtime waits.
  for (const chunk of ['/EmbeddedMethods-', '/services-', '/viewRegistry-', '/createEvmRuntime-'])
    expect(opened.filter((path) => path.includes(chunk))).toEqual([]);

  const runtime = page.waitForRequest((request) =>
    new URL(request.url()).pathname.includes('/createEvmRuntime-'),
  );
  await widget.wallet(DEV_WALLET_RDNS).hover();
  await runtime;
});
