// How the Connect view's wallets arrive: fetched from the configured server only (once the page is idle; with
// `prefetch: 'intent'` on open intent), reused from the HTTP cache on a repeat visit (revalidated by ETag), four
// recommended even when one is installed, and placeholders that hold the wallets' places so nothing moves when they
// arrive. Speed is the benchmark's business, not this.
import { RECOMMENDED_WALLETS_COUNT, WALLETS_PER_PAGE, type WalletListing } from '@gangway/protocol';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { holdRequests } from '../support/heldRequests.ts';
import { expectFirstPageThenIcons } from '../support/idleRequests.ts';
import { DEV_WALLET_NAME, DEV_WALLET_RDNS } from '../support/widget.ts';

const isFirstPage = (url: URL) =>
  url.pathname === '/getWallets' &&
  url.searchParams.get('page') === '1' &&
  url.searchParams.get('entries') === String(WALLETS_PER_PAGE);

/** Every request the browser sends to a host, as Chromium's network layer reports it (cache hits apart). */
async function recordNetwork(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const sent: { url: string; id: string }[] = [];
  const fromCache = new Set<string>();
  const statuses = new Map<string, number>();
  session.on('Network.requestWillBeSent', (event) =>
    sent.push({ url: event.request.url, id: event.requestId }),
  );
  session.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  session.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache) fromCache.add(event.requestId);
  });
  session.on('Network.responseReceivedExtraInfo', (event) => statuses.set(event.requestId, event.statusCode));
  return {
    /** Requests that reached the network (not answered from the browser's cache). */
    fetched: () =>
      sent.filter((request) => !fromCache.has(request.id)).map((request) => new URL(request.url)),
    cached: () => sent.filter((request) => fromCache.has(request.id)).map((request) => new URL(request.url)),
    status: (predicate: (url: URL) => boolean) =>
      sent.filter((request) => predicate(new URL(request.url))).map((request) => statuses.get(request.id)),
  };
}

test("with prefetch: 'intent', open intent fetches the first directory page from the configured server and its first icons, and nothing else leaves the page", async ({
  page,
  stack,
  widget,
}) => {
  const demoHost = new URL(stack.demoUrl).host;
  const network = await recordNetwork(page);
  await page.goto(`${stack.demoUrl}?prefetch=intent`);
  await page.waitForLoadState('networkidle');
  expect(network.fetched().filter((url) => url.host !== demoHost)).toEqual([]);

  const prefetched = page.waitForResponse((response) => isFirstPage(new URL(response.url())));
  await widget.connectButton.hover();
  await prefetched;
  await page.waitForLoadState('networkidle');
  const beforeOpen = network.fetched().filter((url) => url.host !== demoHost);
  // The first page (Connect rendered hidden at intent), then the icons of the wallets it shows first.
  expectFirstPageThenIcons(beforeOpen, stack.apiUrl);
  expect(beforeOpen.filter(isFirstPage)).toHaveLength(1);
  await expect(widget.dialog).toBeHidden();

  // The open uses what intent fetched: the directory is not asked for again.
  await widget.open();
  await expect(widget.view('Connect').locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(network.fetched().filter((url) => url.pathname === '/getWallets')).toHaveLength(1);
  expect(network.fetched().some((url) => url.pathname === '/appkit/v1/config')).toBe(true);
});

test('a repeat visit takes the directory from the HTTP cache, and a revalidation is a 304 by ETag', async ({
  page,
  stack,
  widget,
}) => {
  const network = await recordNetwork(page);
  await page.goto(stack.demoUrl);
  await widget.open();
  await expect(widget.view('Connect').locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(network.fetched().filter(isFirstPage)).toHaveLength(1);

  await page.goto(stack.demoUrl);
  await widget.open();
  await expect(widget.view('Connect').locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(network.fetched().filter(isFirstPage)).toHaveLength(1);
  expect(network.cached().filter(isFirstPage)).toHaveLength(1);
  const imageUrl = network.fetched().find((url) => url.pathname.startsWith('/getWalletImage/'));
  expect(imageUrl).toBeDefined();

  // Once stale, the browser asks again with the ETag it holds and the server answers 304 without a body.
  const firstPageUrl = network.cached().find(isFirstPage)?.href ?? '';
  for (const url of [firstPageUrl, imageUrl?.href ?? '']) {
    await page.evaluate(async (href) => {
      await (await fetch(href, { cache: 'no-cache', mode: 'no-cors' })).arrayBuffer();
    }, url);
    await expect.poll(() => network.status((candidate) => candidate.href === url)).toContain(304);
  }
});

async function withDevWalletRecommended(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as { data: WalletListing[]; count: number };
  const [first, ...rest] = body.data;
  if (!first) throw new Error('empty directory');
  const devWallet: WalletListing = {
    ...first,
    id: 'devwallet',
    name: DEV_WALLET_NAME,
    rdns: DEV_WALLET_RDNS,
  };
  await route.fulfill({ response, json: { ...body, data: [first, devWallet, ...rest] } });
}

test('four wallets are still recommended when an installed one is among them', async ({
  page,
  stack,
  widget,
}) => {
  await page.route((url) => isFirstPage(url), withDevWalletRecommended);
  await page.goto(stack.demoUrl);
  await widget.open();
  const connect = widget.view('Connect');
  await expect(connect.locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await expect(connect.getByText(DEV_WALLET_NAME, { exact: true })).toHaveCount(1);
  await expect(widget.wallet(DEV_WALLET_RDNS)).toContainText('Installed');
  await expect(widget.wallet('devwallet')).toHaveCount(0);
  // WalletConnect, the installed dev wallet, then four recommended.
  await expect(connect.locator('[data-testid^="gw-wallet-"]')).toHaveCount(2 + RECOMMENDED_WALLETS_COUNT);
});

test('the wallets take the placeholders’ places: nothing moves when the directory answers', async ({
  page,
  stack,
  widget,
}) => {
  const { release } = await holdRequests(page, isFirstPage);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(stack.demoUrl);
  await widget.open();
  const connect = widget.view('Connect');
  const items = connect.getByRole('list', { name: 'Wallets' }).locator(':scope > li');
  await expect(connect.locator('[data-testid="gw-placeholder"]')).toHaveCount(RECOMMENDED_WALLETS_COUNT);
  const boxes = async () => Promise.all((await items.all()).map((item) => item.boundingBox()));
  // Boxes are compared once the dialog's opening animation (a small scale) has ended.
  await widget.dialog.evaluate((dialog) =>
    Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
  );
  const dialogBefore = await widget.dialog.boundingBox();
  const before = await boxes();
  const shiftsBefore = (await page.evaluate('window.__shifts.length')) as number;

  release();
  await expect(connect.locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  expect(await boxes()).toEqual(before);
  expect(await widget.dialog.boundingBox()).toEqual(dialogBefore);
  // Layout shifts right after the click count here too (CLS would leave them out as following input).
  const shiftsAfter = (await page.evaluate(`window.__shifts.slice(${shiftsBefore})`)) as number[];
  expect(shiftsAfter).toEqual([]);
});

test('a repeat visit shows the directory’s wallets from browser storage while the server has not answered, then takes its newer answer', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  await widget.open();
  const connect = widget.view('Connect');
  await expect(connect.locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  const firstWallets = await connect
    .locator('[data-testid^="gw-wallet-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));

  // The next visit: the directory request is held until the end, and the wallets are there all the same.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  const renamed = 'Revalidated Wallet';
  await page.route(
    (url) => isFirstPage(url),
    async (route) => {
      asked = true;
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as { data: WalletListing[]; count: number };
      const [first, ...rest] = body.data;
      if (!first) throw new Error('empty directory');
      await route.fulfill({ response, json: { ...body, data: [{ ...first, name: renamed }, ...rest] } });
    },
  );
  try {
    await page.goto(stack.demoUrl);
    await widget.open();
    await expect.poll(() => asked).toBe(true);
    await expect(connect.locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
    const wallets = connect.locator('[data-testid^="gw-wallet-"]');
    await expect(wallets).toHaveCount(2 + RECOMMENDED_WALLETS_COUNT);
    expect(
      await wallets.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid'))),
    ).toEqual(firstWallets);
    await expect(connect.getByText(renamed)).toHaveCount(0);

    // Stale: the server's answer, once it comes, replaces what storage held.
    release();
    await expect(connect.getByText(renamed, { exact: true })).toBeVisible();
  } finally {
    release();
  }
});
