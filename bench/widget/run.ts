// The widget benchmark: bytes a host page pays before the first click, bytes after opening, click → Connect view
// and click → wallet list beside a bare React 19 dialog, and the hosts the page contacted. Prints figures only.
// Run: npx tsx bench/widget/run.ts [--runs 9]

import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureDevWalletBundle } from '@gangway/devnet';
import { startStack } from '@gangway/devnet/stack';
import { addAllowedOrigins, parseAllowedOrigins } from 'gangway-server';
import { chromium, type Page } from 'playwright-core';
import { buildPage, gzipSizes, type PageName } from './buildPages.ts';
import {
  BARE_TARGETS,
  GANGWAY_TARGETS,
  median,
  type Targets,
  timeClick,
  timeClickFromDriver,
} from './measure.ts';
import { serveDirectory } from './staticServer.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const RUNS = Math.max(7, Number(values.runs));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startStack({ ports: 'auto', demo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const env = {
    VITE_GANGWAY_PROJECT_ID: stack.projectId,
    VITE_GANGWAY_API_URL: stack.apiUrl,
    VITE_RPC_1: stack.rpcUrls[1] ?? '',
  };
  const walletBundle = await ensureDevWalletBundle();
  const walletConfig = JSON.stringify(stack.walletConfig);
  const pages = {} as Record<PageName, { url: string; sizes: Map<string, number>; close(): Promise<void> }>;
  for (const name of ['bare', 'gangway'] as const) {
    const outDir = await buildPage(name, env);
    const served = await serveDirectory(outDir);
    pages[name] = { ...served, sizes: await gzipSizes(outDir) };
  }
  await addAllowedOrigins(stack.server.database, stack.projectId, parseAllowedOrigins([pages.gangway.url]));

  /** A fresh visit: the dev wallet injected like an extension; scripts and hosts recorded. */
  async function visit(name: PageName) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript({ content: `window.__GANGWAY_DEV_WALLET__ = ${walletConfig};` });
    await page.addInitScript({ path: walletBundle });
    const scripts: string[] = [];
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      hosts.add(url.host);
      if (request.resourceType() === 'script' && url.origin === pages[name].url) scripts.push(url.pathname);
    });
    await page.goto(pages[name].url, { waitUntil: 'networkidle' });
    return { page, context, scripts, hosts };
  }
  const bytesOf = (name: PageName, scripts: readonly string[]) =>
    [...new Set(scripts)].reduce((sum, path) => sum + (pages[name].sizes.get(path) ?? 0), 0);

  // Bytes before the first click, and after opening (until the network is idle).
  const bytes = {} as Record<PageName, { before: number; after: number }>;
  let gangwayHosts = new Set<string>();
  for (const name of ['bare', 'gangway'] as const) {
    const { page, context, scripts, hosts } = await visit(name);
    const before = bytesOf(name, scripts);
    const targets: Targets = name === 'bare' ? BARE_TARGETS : GANGWAY_TARGETS;
    await timeClick(page, targets, 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    bytes[name] = { before, after: bytesOf(name, scripts) - before };
    if (name === 'gangway') gangwayHosts = hosts;
    await context.close();
  }

  // Timings: interleaved runs, fresh context each, with and without a hover before the click.
  const timings = {
    bare: [] as { view: number; list: number }[],
    gangway: [] as { view: number; list: number }[],
  };
  const timingsHover = {
    bare: [] as { view: number; list: number }[],
    gangway: [] as { view: number; list: number }[],
  };
  const timingsDriver = {
    bare: [] as { view: number; list: number }[],
    gangway: [] as { view: number; list: number }[],
  };
  for (let run = 0; run < RUNS; run++) {
    for (const name of ['bare', 'gangway'] as const) {
      const targets = name === 'bare' ? BARE_TARGETS : GANGWAY_TARGETS;
      for (const [hover, into] of [
        [0, timings],
        [150, timingsHover],
      ] as const) {
        const { page, context } = await visit(name);
        into[name].push(await timeClick(page as Page, targets, hover));
        await context.close();
      }
      const driven = { view: 0, list: 0 };
      for (const until of ['view', 'list'] as const) {
        const { page, context } = await visit(name);
        driven[until] = await timeClickFromDriver(page as Page, targets, until);
        await context.close();
      }
      timingsDriver[name].push(driven);
    }
  }
  const med = (list: { view: number; list: number }[], key: 'view' | 'list') =>
    median(list.map((t) => t[key]));
  const added = bytes.gangway.before - bytes.bare.before;

  console.log('\nGangway widget benchmark (Debian Chromium, loopback, production builds)\n');
  console.log(
    `JS before the first click (gzip):   bare React 19 ${kb(bytes.bare.before)}, Gangway page ${kb(bytes.gangway.before)}`,
  );
  console.log(`  added by Gangway:                 ${kb(added)}   (target ≤ 25 KB)`);
  console.log(`JS loaded after opening (gzip):     ${kb(bytes.gangway.after)}`);
  console.log(`\nMedians over ${RUNS} runs (ms)                 bare dialog   Gangway   ratio`);
  for (const [label, set] of [
    ['in page, click (no hover)', timings],
    ['in page, 150 ms hover first', timingsHover],
    ['seen by the test driver', timingsDriver],
  ] as const) {
    const bareList = med(set.bare, 'list');
    const gwView = med(set.gangway, 'view');
    const gwList = med(set.gangway, 'list');
    console.log(
      `  ${label.padEnd(28)} → view  ${med(set.bare, 'view').toFixed(1).padStart(10)} ${gwView.toFixed(1).padStart(9)}`,
    );
    console.log(
      `  ${''.padEnd(28)} → list  ${bareList.toFixed(1).padStart(10)} ${gwList.toFixed(1).padStart(9)}   ${(gwList / bareList).toFixed(2)}×  (target ≤ 1.5×)`,
    );
  }
  const configured = new Set([new URL(pages.gangway.url).host, new URL(stack.apiUrl).host]);
  const unexpected = [...gangwayHosts].filter((host) => !configured.has(host));
  console.log(`\nHosts the Gangway page contacted: ${[...gangwayHosts].join(', ')}`);
  console.log(
    `  not configured by the integrator: ${unexpected.length === 0 ? 'none' : unexpected.join(', ')}`,
  );
  for (const page of Object.values(pages)) await page.close();
} finally {
  await browser.close();
  await stack.stop();
}
