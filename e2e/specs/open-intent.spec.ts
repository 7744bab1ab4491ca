// The first click as a visitor gets it, from any button: once the page is idle the Connect view's chunks are in, from
// the page's own origin, and the directory's first page from the configured server, so the modal's first frame holds
// the wallets; with `prefetch: 'intent'` nothing is asked of a server before intent, and an integrator's own button
// marked data-gangway-open is open intent as Connect Wallet is; opening loads no wallet library until the visitor
// points at an installed wallet. Speed itself is the benchmark's business (bench/widget/firstClick.ts), not this.

import { truncateAddress } from '@gangway/core/internal';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { expectFirstPageThenIcons } from '../support/idleRequests.ts';
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

const isDirectory = (url: URL) => url.pathname === '/getWallets';

/**
 * Records, in the animation frame in which the Connect view is first shown, the wallets and placeholders it holds:
 * what that frame paints.
 */
function recordConnectFirstFrame(page: Page) {
  return page.addInitScript(() => {
    const look = () => {
      const root = document.querySelector('gangway-modal')?.shadowRoot;
      const view = root?.querySelector('[data-testid="gw-view-Connect"]');
      // Rendered hidden once the page is idle: what counts is the frame that shows it.
      if (!view || view.closest('[data-hidden]')) {
        requestAnimationFrame(look);
        return;
      }
      Object.assign(window, {
        __connectFirstFrame: {
          wallets: [...view.querySelectorAll('[data-testid^="gw-wallet-"]')].map((item) =>
            item.getAttribute('data-testid'),
          ),
          placeholders: view.querySelectorAll('[data-testid="gw-placeholder"]').length,
        },
      });
    };
    requestAnimationFrame(look);
  });
}

test("with prefetch: 'intent', the integrator's own marked button is open intent: the directory's first page comes on hover, the click opens Connect with it", async ({
  page,
  stack,
}) => {
  const apiHost = new URL(stack.apiUrl).host;
  const requests = recordRequests(page);
  await page.goto(`${stack.demoUrl}?prefetch=intent`);
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

test("once the page is idle, Connect's chunks and the directory's first page are in; opening loads no wallet library until an installed wallet is pointed at", async ({
  page,
  stack,
  widget,
}) => {
  const demoHost = new URL(stack.demoUrl).host;
  const requests = recordRequests(page);
  await recordConnectFirstFrame(page);
  await page.goto(stack.demoUrl);
  // Idle comes when the page's own start-up work leaves room: at most a moment after its first paint.
  for (const chunk of ['/EmbeddedMethods-', '/services-', '/viewRegistry-'])
    await expect.poll(() => scripts(requests.before()).some((path) => path.includes(chunk))).toBe(true);
  await expect.poll(() => requests.before().some(isDirectory)).toBe(true);
  await page.waitForLoadState('networkidle');
  // Of any server, only the configured one: the directory's first page, then its first wallets' icons.
  expectFirstPageThenIcons(
    requests.before().filter((url) => url.host !== demoHost),
    stack.apiUrl,
  );

  // Connect is in the document already, hidden from sight, pointer, keyboard and assistive technology; the click
  // shows that very list (the rows are not made again) and moves focus into it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const rendered = page.getByTestId('gw-view-Connect');
  await expect(rendered).toBeAttached();
  await expect(rendered).toBeHidden();
  await rendered
    .locator('[data-testid^="gw-wallet-"]')
    .first()
    .evaluate((row) => Object.assign(row, { __beforeClick: true }));
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('GANGWAY-MODAL');
  // Its opening animation waits for the click (an animation that ran while hidden would not be seen).
  const animation = () =>
    page.getByTestId('gw-modal').evaluate((dialog) => getComputedStyle(dialog).animationName);
  expect(await animation()).toBe('none');

  // An element that calls open() and is marked with nothing: Connect opens all the same.
  requests.mark();
  await page.getByRole('button', { name: 'Open modal', exact: true }).click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  const first = widget.view('Connect').locator('[data-testid^="gw-wallet-"]').first();
  expect(await first.evaluate((row) => '__beforeClick' in row)).toBe(true);
  await expect(first).toBeFocused();
  expect(await animation()).toBe('gw-rise');
  await expect(widget.view('Connect').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(widget.view('Connect').locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The frame that showed the modal showed its wallets too: the very ones it holds now, no place held for any.
  const firstFrame = await page.evaluate('window.__connectFirstFrame');
  const wallets = await widget
    .view('Connect')
    .locator('[data-testid^="gw-wallet-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
  expect(wallets.length).toBeGreaterThan(2);
  expect(firstFrame).toEqual({ wallets, placeholders: 0 });
  // The directory is not asked again after the click.
  expect(requests.after().filter(isDirectory)).toEqual([]);
  const opened = scripts(requests.after());
  // What the idle moment loaded is not asked again; the EVM runtime waits, and so does the view a wallet opens: the
  // list's own focus on its first entry is no intent.
  for (const chunk of [
    '/EmbeddedMethods-',
    '/services-',
    '/viewRegistry-',
    '/createEvmRuntime-',
    '/ConnectingWalletConnect-',
  ])
    expect(opened.filter((path) => path.includes(chunk))).toEqual([]);

  const runtime = page.waitForRequest((request) =>
    new URL(request.url()).pathname.includes('/createEvmRuntime-'),
  );
  await widget.wallet(DEV_WALLET_RDNS).hover();
  await runtime;
});

test("with prefetch: 'intent', open() from an unmarked element shows held places in the modal's first frame and asks the directory after the click", async ({
  page,
  stack,
  widget,
}) => {
  const requests = recordRequests(page);
  await recordConnectFirstFrame(page);
  await page.goto(`${stack.demoUrl}?prefetch=intent`);
  await page.waitForLoadState('networkidle');
  requests.mark();
  await page.getByRole('button', { name: 'Open modal', exact: true }).click();
  await expect(widget.view('Connect').locator('[data-testid="gw-placeholder"]')).toHaveCount(0);
  const firstFrame = (await page.evaluate('window.__connectFirstFrame')) as { placeholders: number };
  expect(firstFrame.placeholders).toBeGreaterThan(0);
  expect(requests.before().filter(isDirectory)).toEqual([]);
  expect(requests.after().filter(isDirectory)).toHaveLength(1);
});

test('opened from the keyboard, the focused first wallet is intent: the view it opens is fetched', async ({
  page,
  stack,
  widget,
}) => {
  await page.goto(stack.demoUrl);
  await page.waitForLoadState('networkidle');
  const requests = recordRequests(page);
  requests.mark();
  await widget.connectButton.focus();
  await page.keyboard.press('Enter');
  await expect(widget.view('Connect')).toBeVisible();
  await expect
    .poll(() => scripts(requests.after()).some((path) => path.includes('/ConnectingWalletConnect-')))
    .toBe(true);
});

test("the click that opens Connect does none of the idle moment's work: no stylesheet parsed, the page's number formatting already loaded", async ({
  page,
  stack,
  widget,
}) => {
  // Counts, until the frame in which the Connect view is first in the document, stylesheets parsed since the click,
  // and number formats made before it (a page's first Intl.NumberFormat loads the browser's number data).
  await page.addInitScript(() => {
    const work = { clicked: false, painted: false, sheetsInClick: 0, numberFormatsBefore: 0 };
    Object.assign(window, { __clickWork: work });
    const replaceSync = CSSStyleSheet.prototype.replaceSync;
    CSSStyleSheet.prototype.replaceSync = function (this: CSSStyleSheet, text: string) {
      if (work.clicked && !work.painted) work.sheetsInClick++;
      replaceSync.call(this, text);
    };
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        if (!work.clicked) work.numberFormatsBefore++;
        return new target(...args);
      },
    });
    const look = () => {
      const root = document.querySelector('gangway-modal')?.shadowRoot;
      if (root?.querySelector('[data-testid="gw-view-Connect"]')) work.painted = true;
      else requestAnimationFrame(look);
    };
    document.addEventListener(
      'click',
      () => {
        work.clicked = true;
        requestAnimationFrame(look);
      },
      { capture: true, once: true },
    );
  });
  await page.goto(stack.demoUrl);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open modal', exact: true }).click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect.poll(() => page.evaluate('window.__clickWork.painted')).toBe(true);
  const work = (await page.evaluate('window.__clickWork')) as {
    sheetsInClick: number;
    numberFormatsBefore: number;
  };
  expect(work.sheetsInClick).toBe(0);
  expect(work.numberFormatsBefore).toBeGreaterThan(0);
  // The all-wallets count is written the locale's way all the same.
  await expect(widget.view('Connect').getByTestId('gw-all-wallets')).toContainText(/\d/);
});

test("opening Connect loads no zod: the directory's pages, the project's features and allowed origins are checked without it; a connected account's balances load it", async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  // zod's core marks the page's global object when it first runs.
  const zodLoaded = () => page.evaluate(() => '__zod_globalConfig' in globalThis);
  const answered = (path: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await page.goto(stack.demoUrl);
  await page.waitForLoadState('networkidle');
  const features = answered('/appkit/v1/config');
  const origins = answered('/projects/v1/origins');
  await widget.open();
  await Promise.all([features, origins]);
  await page.waitForLoadState('networkidle');
  expect(await zodLoaded()).toBe(false);
  // All Wallets' searches come through the same check.
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === 'meta',
  );
  await widget.view('Connect').getByTestId('gw-all-wallets').click();
  await widget.view('AllWallets').getByRole('searchbox', { name: 'Search wallets' }).fill('meta');
  await searched;
  await page.waitForLoadState('networkidle');
  expect(await zodLoaded()).toBe(false);

  await widget.dialog.getByRole('button', { name: 'Back' }).click();
  await widget.wallet(DEV_WALLET_RDNS).click();
  await wallet.approve('eth_requestAccounts');
  await expect(widget.accountButton).toContainText(truncateAddress(FIRST_ACCOUNT));
  await widget.accountButton.click();
  await expect(widget.view('Account')).toBeVisible();
  await expect.poll(zodLoaded).toBe(true);
});
