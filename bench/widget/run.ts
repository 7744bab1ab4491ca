// The widget benchmark: Gangway beside RainbowKit, ConnectKit and a bare React 19 dialog, each a one-button Vite page
// (production build, same two networks), in one run. Prints figures and ratios only; nothing fails on speed.
// Run: npx tsx bench/widget/run.ts [--runs 7]

import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureDevWalletBundle } from '@gangway/devnet';
import { DEMO_BITCOIN_NETWORK, DEMO_SOLANA_NETWORK } from '@gangway/devnet/chains/chain-definitions';
import { startStack } from '@gangway/devnet/stack';
import { addAllowedOrigins, parseAllowedOrigins } from 'gangway-server';
import { type BrowserContext, chromium } from 'playwright-core';
import { buildPage, gzipSizes, PAGE_NAMES, type PageName } from './buildPages.ts';
import { INITIAL_BYTES_BUDGET_KB } from './initialBytes.ts';
import {
  buttonVisibleAt,
  type ClickFigures,
  clickConnect,
  median,
  probeScript,
  type Targets,
  usedHeap,
} from './measure.ts';
import { ensurePeers } from './peers.ts';
import { serveDirectory } from './staticServer.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    pages: { type: 'string', default: PAGE_NAMES.join(',') },
  },
});
const RUNS = Math.max(3, Number(values.runs));
/** `--pages gangway,rainbowkit` measures a subset while working; the figures that need a missing page read –. */
const PAGES = PAGE_NAMES.filter((name) => values.pages.split(',').includes(name));
const log = (line: string) => console.log(line);
const perPage = <T>(pick: (name: PageName) => T): Record<PageName, T> =>
  Object.fromEntries(PAGES.map((name) => [name, pick(name)])) as Record<PageName, T>;

const GANGWAY_TARGETS: Targets = {
  button: '[data-testid="gw-connect-button"]',
  view: '[data-testid="gw-view-Connect"]',
  wallet: '[data-testid^="gw-wallet-"]',
};

const TARGETS: Record<PageName, Targets> = {
  bare: {
    button: '[data-testid="bench-open"]',
    view: '[data-testid="bench-view"]',
    wallet: '[data-testid="bench-wallet"]',
  },
  gangway: GANGWAY_TARGETS,
  'gangway-3': GANGWAY_TARGETS,
  'gangway-solana': GANGWAY_TARGETS,
  rainbowkit: {
    button: '[data-testid="rk-connect-button"]',
    view: '[role="dialog"]',
    wallet: '[data-testid^="rk-wallet-option-"]',
  },
  connectkit: {
    button: '#root button',
    view: '[role="dialog"]',
    wallet: '[role="dialog"] button:not([aria-label])',
    notWalletText: '^(Continue with|I don.t have a wallet)',
  },
};

await ensurePeers(log);
const stack = await startStack({ ports: 'auto', demo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const env = {
    VITE_GANGWAY_PROJECT_ID: stack.projectId,
    VITE_GANGWAY_API_URL: stack.apiUrl,
    VITE_RPC_1: stack.rpcUrls[1] ?? '',
    VITE_RPC_137: stack.rpcUrls[137] ?? '',
    VITE_SOLANA_REFERENCE: DEMO_SOLANA_NETWORK.reference,
    VITE_SOLANA_RPC_URL: stack.solanaRpcUrl,
    VITE_BITCOIN_REFERENCE: DEMO_BITCOIN_NETWORK.reference,
    VITE_BITCOIN_ESPLORA_URL: stack.bitcoinEsploraUrl,
  };
  const walletBundle = await ensureDevWalletBundle();
  const walletConfig = JSON.stringify(stack.walletConfig);
  const pages = {} as Record<PageName, { url: string; sizes: Map<string, number>; close(): Promise<void> }>;
  for (const name of PAGES) {
    const outDir = await buildPage(name, env);
    pages[name] = { ...(await serveDirectory(outDir)), sizes: await gzipSizes(outDir) };
  }
  await addAllowedOrigins(
    stack.database,
    stack.projectId,
    parseAllowedOrigins(PAGES.map((name) => pages[name].url)),
  );
  const apiHost = new URL(stack.apiUrl).host;

  async function newContext(name: PageName, injected: boolean) {
    const context = await browser.newContext();
    if (injected) {
      await context.addInitScript({ content: `window.__GANGWAY_DEV_WALLET__ = ${walletConfig};` });
      await context.addInitScript({ path: walletBundle });
    }
    await context.addInitScript({ content: probeScript(TARGETS[name]) });
    return context;
  }

  interface Visit {
    buttonAt: number;
    click: ClickFigures;
  }
  async function visitAndClick(context: BrowserContext, name: PageName, hoverMs = 0): Promise<Visit> {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(pages[name].url, { waitUntil: 'networkidle' });
    const buttonAt = await buttonVisibleAt(page);
    const click = await clickConnect(page, TARGETS[name], hoverMs);
    await page.waitForLoadState('networkidle');
    return { buttonAt, click };
  }

  interface Sample {
    first: Visit;
    hover: Visit;
    repeat: Visit;
    injected: Visit;
  }
  const samples = perPage((): Sample[] => []);
  const bytesBefore = {} as Record<PageName, number>;
  const heap = perPage((): number[] => []);
  const foreign = {} as Record<PageName, { count: number; hosts: Set<string> }>;

  // Runs interleave the pages, so machine load falls on all of them alike.
  for (let run = 0; run < RUNS; run++) {
    for (const name of PAGES) {
      const pageHost = new URL(pages[name].url).host;
      const context = await newContext(name, false);
      const page = await context.newPage();
      const assets: string[] = [];
      const seen = { count: 0, hosts: new Set<string>() };
      let clicked = false;
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.host !== pageHost && url.host !== apiHost) {
          seen.count++;
          seen.hosts.add(url.host);
        }
        const kind = request.resourceType();
        if (!clicked && url.host === pageHost && (kind === 'script' || kind === 'stylesheet'))
          assets.push(url.pathname);
      });
      // First visit, no wallet installed; then the same visitor comes back (same profile: HTTP cache, storage).
      await page.goto(pages[name].url, { waitUntil: 'networkidle' });
      const buttonAt = await buttonVisibleAt(page);
      clicked = true;
      const click = await clickConnect(page, TARGETS[name], 0);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      const session = await context.newCDPSession(page);
      heap[name].push(await usedHeap(session));
      await session.detach();
      bytesBefore[name] = [...new Set(assets)].reduce(
        (sum, path) => sum + (pages[name].sizes.get(path) ?? 0),
        0,
      );
      if (run === 0) foreign[name] = { count: seen.count, hosts: new Set(seen.hosts) };
      const repeat = await visitAndClick(context, name);
      await context.close();

      const hoverContext = await newContext(name, false);
      const hover = await visitAndClick(hoverContext, name, 150);
      await hoverContext.close();

      const injectedContext = await newContext(name, true);
      const injected = await visitAndClick(injectedContext, name);
      await injectedContext.close();
      samples[name].push({ first: { buttonAt, click }, hover, repeat, injected });
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }

  const med = (name: PageName, pick: (sample: Sample) => number) => median(samples[name].map(pick));
  const columns = PAGES;
  const fmt = (value: number, digits = 1) => value.toFixed(digits);
  const row = (label: string, values: Record<PageName, string>, ratios = '') =>
    console.log(`${label.padEnd(44)}${columns.map((name) => values[name].padStart(12)).join('')}  ${ratios}`);
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}` : '–');
  const figureRow = (label: string, pick: (sample: Sample) => number, digits = 1) => {
    const values = perPage((name) => med(name, pick));
    row(
      label,
      perPage((name) => fmt(values[name], digits)),
      `GW/RK ${ratio(values.gangway, values.rainbowkit)}  GW/CK ${ratio(values.gangway, values.connectkit)}  GW/bare ${ratio(values.gangway, values.bare)}`,
    );
  };

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\nWidget benchmark: Debian Chromium, loopback, production builds, medians of ${RUNS} runs\n`);
  row(
    '',
    perPage((name) => name),
  );
  row(
    'JS+CSS before the first click, KB gzip',
    perPage((name) => kb(bytesBefore[name])),
  );
  const added = (name: PageName) => bytesBefore[name] - bytesBefore.bare;
  row(
    `  over bare React, KB gzip (GW target ≤ ${INITIAL_BYTES_BUDGET_KB})`,
    perPage((name) => kb(added(name))),
    `GW/RK ${ratio(added('gangway'), added('rainbowkit'))}  GW/CK ${ratio(added('gangway'), added('connectkit'))}`,
  );
  console.log('click → first clickable wallet, ms');
  figureRow('  first visit, no wallet installed', (s) => s.first.click.wallet);
  figureRow('  same, pointer rests 150 ms before click', (s) => s.hover.click.wallet);
  figureRow('  repeat visit, no wallet installed', (s) => s.repeat.click.wallet);
  figureRow('  dev wallet injected', (s) => s.injected.click.wallet);
  figureRow('click → modal visible (first visit), ms', (s) => s.first.click.view);
  figureRow('navigation → Connect button visible, ms', (s) => s.first.buttonAt);
  const heapMiB = perPage((name) => median(heap[name]) / 2 ** 20);
  row(
    'JS heap after opening, MiB',
    perPage((name) => fmt(heapMiB[name])),
    `GW/RK ${ratio(heapMiB.gangway, heapMiB.rainbowkit)}  GW/CK ${ratio(heapMiB.gangway, heapMiB.connectkit)}`,
  );
  figureRow('layout shift after click (first visit)', (s) => s.first.click.layoutShift, 4);
  figureRow('layout shift after click (repeat visit)', (s) => s.repeat.click.layoutShift, 4);
  row(
    'requests to other hosts (first visit)',
    perPage((name) => String(foreign[name]?.count ?? 0)),
  );
  for (const name of columns) {
    const hosts = [...(foreign[name]?.hosts ?? [])];
    if (hosts.length > 0) console.log(`  ${name}: ${hosts.join(', ')}`);
  }
  console.log(`  (the page's own host and the configured server ${apiHost} are not counted)`);
  for (const page of Object.values(pages)) await page.close();
} finally {
  await browser.close();
  await stack.stop();
}
