// The widget benchmark: Gangway beside RainbowKit, ConnectKit and a bare React 19 dialog, each a one-button Vite page
// (production build, same two networks), in one run. Prints figures and ratios only; nothing fails on speed.
// Run: npx tsx bench/widget/run.ts [--runs 7]; the first click from the integrator's button, on a slow CPU and with
// every family: bench/widget/firstClick.ts.

import { parseArgs } from 'node:util';
import { ensureDevWalletBundle } from '@gangway/devnet';
import type { BrowserContext } from 'playwright-core';
import { startBench, TARGETS } from './benchStack.ts';
import { PAGE_NAMES, type PageName } from './buildPages.ts';
import { INITIAL_BYTES_BUDGET_KB } from './initialBytes.ts';
import {
  buttonVisibleAt,
  type ClickFigures,
  clickConnect,
  median,
  probeScript,
  usedHeap,
} from './measure.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    pages: { type: 'string', default: PAGE_NAMES.filter((name) => !name.endsWith('-open')).join(',') },
  },
});
const RUNS = Math.max(3, Number(values.runs));
/** `--pages gangway,rainbowkit` measures a subset while working; the figures that need a missing page read –. */
const PAGES = PAGE_NAMES.filter((name) => values.pages.split(',').includes(name));
const log = (line: string) => console.log(line);
const perPage = <T>(pick: (name: PageName) => T): Record<PageName, T> =>
  Object.fromEntries(PAGES.map((name) => [name, pick(name)])) as Record<PageName, T>;

const bench = await startBench(PAGES, log);
try {
  const { browser, pages, apiHost, stack } = bench;
  const walletBundle = await ensureDevWalletBundle();
  const walletConfig = JSON.stringify(stack.walletConfig);

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
  /** JS+CSS before the first click: what the page loads (until its load event), and what it prefetches once idle. */
  const bytesBefore = {} as Record<PageName, { atLoad: number; idle: number }>;
  const heap = perPage((): number[] => []);
  const foreign = {} as Record<PageName, { count: number; hosts: Set<string> }>;

  // Runs interleave the pages, so machine load falls on all of them alike.
  for (let run = 0; run < RUNS; run++) {
    for (const name of PAGES) {
      const pageHost = new URL(pages[name].url).host;
      const context = await newContext(name, false);
      const page = await context.newPage();
      const assets = { atLoad: new Set<string>(), idle: new Set<string>() };
      const seen = { count: 0, hosts: new Set<string>() };
      let clicked = false;
      let loaded = false;
      page.once('load', () => {
        loaded = true;
      });
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.host !== pageHost && url.host !== apiHost) {
          seen.count++;
          seen.hosts.add(url.host);
        }
        const kind = request.resourceType();
        if (!clicked && url.host === pageHost && (kind === 'script' || kind === 'stylesheet'))
          (loaded ? assets.idle : assets.atLoad).add(url.pathname);
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
      const gzip = (paths: Set<string>) =>
        [...paths].reduce((sum, path) => sum + (pages[name].sizes.get(path) ?? 0), 0);
      bytesBefore[name] = { atLoad: gzip(assets.atLoad), idle: gzip(assets.idle) };
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
    'JS+CSS the page loads, KB gzip',
    perPage((name) => kb(bytesBefore[name].atLoad)),
  );
  const added = (name: PageName) => bytesBefore[name].atLoad - bytesBefore.bare.atLoad;
  row(
    `  over bare React, KB gzip (GW target ≤ ${INITIAL_BYTES_BUDGET_KB})`,
    perPage((name) => kb(added(name))),
    `GW/RK ${ratio(added('gangway'), added('rainbowkit'))}  GW/CK ${ratio(added('gangway'), added('connectkit'))}`,
  );
  row(
    '  then prefetched once idle, before the click',
    perPage((name) => kb(bytesBefore[name].idle)),
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
} finally {
  await bench.close();
}
