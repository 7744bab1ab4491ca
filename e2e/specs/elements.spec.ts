// The custom elements from one script tag (@gangway/elements through gangway-server's /widget/v1/gangway.js) on a
// plain HTML page with no build step (apps/demo/plain/elements.html), and beside a React page.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { truncateAddress } from '@gangway/core/internal';
import type { Page } from '@playwright/test';
import { createProject } from '../support/adminApi.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { FIRST_ACCOUNT } from '../support/flows.ts';
import { PhoneWallet } from '../support/phoneWallet.ts';
import { WC_ENTRY } from '../support/walletConnect.ts';
import { DEV_WALLET_RDNS } from '../support/widget.ts';

const PLAIN_PAGE = '/elements.html';
/** Vue 3's ES module build for browsers: what a page without a build step imports. */
const VUE_BROWSER_BUILD = createRequire(import.meta.url).resolve('vue/dist/vue.esm-browser.prod.js');

/** The page's console errors and uncaught errors, from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** What the page's own script wrote to its list, one line per DOM event it heard. */
const heard = (page: Page, event: string) => page.locator(`#events [data-event="gangway:${event}"]`);

test('a plain HTML page connects the Dev Wallet with the elements, switches network and disconnects', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  const errors = pageErrors(page);
  await page.goto(`${stack.demoUrl}${PLAIN_PAGE}`);
  // The tag the page wrote is pinned by the hash gangway-server sends.
  const tag = page.locator('script[data-gangway-widget]');
  await expect(tag).toHaveAttribute('integrity', /^sha384-/);
  const main = page.locator('gangway-button');
  await expect(main.getByTestId('gw-connect-button')).toHaveText('Connect Wallet');
  await expect(page.locator('gangway-connect-button').getByTestId('gw-connect-button')).toHaveText(
    'Pay with a wallet',
  );
  await page.screenshot({ path: test.info().outputPath('plain-page.png') });

  await main.getByTestId('gw-connect-button').click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(heard(page, 'open')).toHaveCount(1);
  await expectNoViolations(page, 'Connect');
  await page.screenshot({ path: test.info().outputPath('plain-connect.png') });
  await widget.wallet(DEV_WALLET_RDNS).click();
  await wallet.approve('eth_requestAccounts');
  await expect(main.getByTestId('gw-account-button')).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(heard(page, 'connect')).toHaveCount(1);
  await expect(heard(page, 'connect')).toContainText(FIRST_ACCOUNT);
  // balance="hide" on the page's element.
  await expect(main.getByTestId('gw-account-balance')).toHaveCount(0);
  await expect(widget.networkButton).toContainText('Ethereum');
  await page.screenshot({ path: test.info().outputPath('plain-connected.png') });

  await widget.networkButton.click();
  await expect(widget.view('Networks')).toBeVisible();
  await expectNoViolations(page, 'Networks');
  await widget.network('eip155:137').click();
  await wallet.approve('wallet_switchEthereumChain');
  await expect(widget.networkButton).toContainText('Polygon');
  await expect(heard(page, 'network').last()).toContainText('"caipNetworkId":"eip155:137"');
  // Another network is not another account: no second connect.
  await expect(heard(page, 'connect')).toHaveCount(1);
  // The same state through the core getters the page holds.
  expect(
    await page.evaluate(() => {
      const { gangway } = window as unknown as {
        gangway: { getActiveNetwork(): { caipNetworkId: string }; getAccount(): { address?: string } };
      };
      return [gangway.getActiveNetwork().caipNetworkId, gangway.getAccount().address];
    }),
  ).toEqual(['eip155:137', FIRST_ACCOUNT]);

  await main.getByTestId('gw-account-button').click();
  await expect(widget.view('Account')).toBeVisible();
  await expectNoViolations(page, 'Account');
  await page.screenshot({ path: test.info().outputPath('plain-account.png') });
  await widget.view('Account').getByTestId('gw-disconnect').click();
  await expect(main.getByTestId('gw-connect-button')).toBeVisible();
  await expect(heard(page, 'disconnect')).toHaveCount(1);
  await expect(heard(page, 'close').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('a plain page pairs the phone wallet over WalletConnect with the client the bundle carries (loadSignClient)', async ({
  page,
  stack,
  widget,
}) => {
  const errors = pageErrors(page);
  await page.goto(`${stack.demoUrl}${PLAIN_PAGE}`);
  const main = page.locator('gangway-button');
  await main.getByTestId('gw-connect-button').click();
  await widget.wallet(WC_ENTRY).click();
  const qr = widget.view('ConnectingWalletConnect').getByTestId('gw-wc-qr');
  await expect(qr).toBeVisible();
  const uri = (await qr.getAttribute('data-uri')) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  const phone = await PhoneWallet.open(await page.context().newPage(), stack, uri);
  await expect(phone.page.getByTestId('phone-session-title')).toContainText('Connect to');
  await phone.answerSession(true);
  await expect(main.getByTestId('gw-account-button')).toContainText(truncateAddress(FIRST_ACCOUNT));
  await expect(heard(page, 'connect')).toContainText(FIRST_ACCOUNT);
  await main.getByTestId('gw-account-button').click();
  await widget.view('Account').getByTestId('gw-disconnect').click();
  await expect(heard(page, 'disconnect')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a second copy of the bundle on the page registers nothing, says so in the console, and the first keeps working', async ({
  page,
  stack,
  widget,
}) => {
  const errors = pageErrors(page);
  await page.goto(`${stack.demoUrl}${PLAIN_PAGE}`);
  await expect(page.locator('gangway-button').getByTestId('gw-connect-button')).toBeVisible();
  // Another address is another module: a second copy, as two widgets' tags would load it.
  await page.evaluate(async () => {
    const first = document.querySelector<HTMLScriptElement>('script[data-gangway-widget]');
    const config = JSON.parse(document.getElementById('gangway-page-config')?.textContent ?? '{}');
    const second = await import(/* @vite-ignore */ `${first?.src}?copy=2`);
    second.createGangway({
      projectId: config.projectId,
      apiUrl: config.apiUrl,
      networks: [
        second.defineNetwork({
          ...config.chains[0],
          id: config.chains[0].chainId,
          rpcUrls: { default: { http: [config.chains[0].rpcUrl] } },
        }),
      ],
      adapters: [second.evmAdapter()],
    });
  });
  await expect
    .poll(() => errors.join('\n'))
    .toMatch(/<gangway-button> is already registered by another script/);
  expect(errors.filter((error) => !/is already registered by another script/.test(error))).toEqual([]);
  await page.locator('gangway-button').getByTestId('gw-connect-button').click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(widget.dialog).toHaveCount(1);
});

test('the elements work beside a React app that has its own React and its own Gangway', async ({
  page,
  stack,
  widget,
}) => {
  const errors = pageErrors(page);
  await page.goto(stack.demoUrl);
  await expect(widget.connectButton).toBeVisible();
  const src = `${stack.apiUrl}/widget/v1/gangway.js`;
  await page.addScriptTag({
    type: 'module',
    content: `
      import { createGangway, defineNetwork, evmAdapter } from ${JSON.stringify(src)};
      const element = document.createElement('gangway-connect-button');
      element.setAttribute('label', 'Elements');
      element.id = 'elements-connect';
      document.body.prepend(element);
      createGangway({
        projectId: ${JSON.stringify(stack.projectId)},
        apiUrl: ${JSON.stringify(stack.apiUrl)},
        networks: [defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [${JSON.stringify(stack.chains[0]?.rpcUrl)}] } } })],
        adapters: [evmAdapter()],
      });`,
  });
  const elementsButton = page.locator('#elements-connect').getByRole('button', { name: 'Elements' });
  await elementsButton.click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(widget.wallet(DEV_WALLET_RDNS)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeHidden();
  // The app's own button (its React, its instance) opens its own modal.
  await page.locator('[data-testid="gw-connect-button"]:not(#elements-connect *)').first().click();
  await expect(widget.view('Connect')).toBeVisible();
  await expect(widget.wallet(DEV_WALLET_RDNS)).toBeVisible();
  expect(await page.locator('gangway-modal').count()).toBe(2);
  expect(errors).toEqual([]);
});

test("the page's script sets the language: the locale's chunk comes from the server beside the bundle, Arabic is right-to-left", async ({
  page,
  stack,
  widget,
}) => {
  const errors = pageErrors(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${stack.apiUrl}/widget/v1/chunks/`))
      chunks.push(new URL(request.url()).pathname);
  });
  await page.goto(`${stack.demoUrl}${PLAIN_PAGE}`);
  const connect = page.locator('gangway-button').getByTestId('gw-connect-button');
  await expect(connect).toHaveText('Connect Wallet');
  const setLocale = (locale: string) =>
    page.evaluate(
      (value) => (window as unknown as { gangway: { setLocale(l: string): void } }).gangway.setLocale(value),
      locale,
    );
  await setLocale('ja');
  await expect(connect).toHaveText('ウォレットを接続');
  expect(chunks.some((path) => /\/ja-[\w-]+\.js$/.test(path))).toBe(true);
  await setLocale('ar');
  await expect(connect).toHaveText('ربط المحفظة');
  await connect.click();
  const root = page.locator('gangway-modal .overlay');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(widget.view('Connect')).toBeVisible();
  await expectNoViolations(page, 'Connect in Arabic');
  await page.screenshot({ path: test.info().outputPath('plain-arabic.png') });
  expect(errors).toEqual([]);
});

test('the elements work inside a Vue app (Vue 3 from its ES module build, no build step): Vue renders them, hears the events', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  const errors = pageErrors(page);
  const src = `${stack.apiUrl}/widget/v1/gangway.js`;
  const integrity = (await fetch(src, { method: 'HEAD' })).headers.get('x-gangway-integrity');
  const chain = stack.chains[0];
  // The Vue page on its own loopback origin, the allowed origin of a project of its own.
  const projectId = `vue-host-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const html = `<!doctype html><html lang="en"><head><title>Vue host</title><link rel="icon" href="data:,">
        <script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script></head>
        <body><main id="app">
          <h1>{{ title }}</h1>
          <gangway-button :label="label"></gangway-button>
          <p id="vue-heard">{{ heard }}</p>
        </main>
        <script type="module">
          import { createApp, ref } from '/vue.js';
          const { createGangway, defineNetwork, evmAdapter } = await import(${JSON.stringify(src)});
          const app = createApp({
            setup() {
              const heard = ref('nothing yet');
              document.addEventListener('gangway:connect', (event) => { heard.value = 'Vue heard ' + event.detail.address; });
              return { title: 'A Vue page', label: 'Connect from Vue', heard };
            },
          });
          app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('gangway-');
          app.mount('#app');
          createGangway({
            projectId: ${JSON.stringify(projectId)},
            apiUrl: ${JSON.stringify(stack.apiUrl)},
            networks: [defineNetwork({ id: ${chain?.chainId}, name: ${JSON.stringify(chain?.name)}, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [${JSON.stringify(chain?.rpcUrl)}] } } })],
            adapters: [evmAdapter()],
          });
        </script></body></html>`;
  const vue = await readFile(VUE_BROWSER_BUILD);
  const host = createServer((request, response) => {
    const isVue = request.url === '/vue.js';
    response.setHeader('content-type', isVue ? 'text/javascript' : 'text/html; charset=utf-8');
    response.end(isVue ? vue : html);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  try {
    await createProject(stack, { id: projectId, allowedOrigins: [`http://127.0.0.1:${port}`] });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('heading', { name: 'A Vue page' }), errors.join('\n')).toBeVisible();
    const connect = page.locator('gangway-button').getByTestId('gw-connect-button');
    await expect(connect).toHaveText('Connect from Vue');
    await connect.click();
    await widget.wallet(DEV_WALLET_RDNS).click();
    await wallet.approve('eth_requestAccounts');
    await expect(page.locator('gangway-button').getByTestId('gw-account-button')).toContainText(
      truncateAddress(FIRST_ACCOUNT),
    );
    await expect(page.locator('#vue-heard')).toHaveText(`Vue heard ${FIRST_ACCOUNT}`);
    await page.screenshot({ path: test.info().outputPath('vue-host.png') });
    // This page's network has no icon: Account's labelled network row shows a monogram, which must not break the
    // match between its visible text and its label.
    await page.locator('gangway-button').getByTestId('gw-account-button').click();
    await expect(
      widget.view('Account').getByTestId('gw-account-network').locator('[data-monogram]'),
    ).toBeVisible();
    await expectNoViolations(page, 'Account, a network without an icon');
    expect(errors).toEqual([]);
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});
