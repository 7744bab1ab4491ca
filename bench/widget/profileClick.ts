// The critical path of a plain click on the Gangway page: what the browser fetched and when, relative to the click,
// for a first and a repeat visit. A tool for finding what the wallets wait on; the benchmark itself is run.ts.
// Run: npx tsx bench/widget/profileClick.ts [--runs 3]

import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@gangway/devnet';
import { startStack } from '@gangway/devnet/stack';
import { addAllowedOrigins, parseAllowedOrigins } from 'gangway-server';
import { chromium, type Page } from 'playwright-core';
import { buildPage } from './buildPages.ts';
import { clickConnect, probeScript, type Targets } from './measure.ts';
import { serveDirectory } from './staticServer.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const TARGETS: Targets = {
  button: '[data-testid="gw-connect-button"]',
  view: '[data-testid="gw-view-Connect"]',
  wallet: '[data-testid^="gw-wallet-"]',
};

/** Records when the pointer events reach the page, relative to the same clock as the click figures. */
const POINTER_LOG = `(() => {
  const log = (window.__pointer = []);
  for (const type of ['pointerover', 'pointerdown', 'pointerup', 'click'])
    document.addEventListener(type, (event) => log.push({ type, at: event.timeStamp }), { capture: true });
})();`;

interface Entry {
  name: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
}

async function timeline(page: Page, label: string): Promise<void> {
  const figures = await clickConnect(page, TARGETS, 0);
  const { start, pointer, resources } = (await page.evaluate(`({
    start: window.__bench.click.start,
    pointer: window.__pointer,
    resources: performance.getEntriesByType('resource').map((r) => ({
      name: r.name, startTime: r.startTime, responseEnd: r.responseEnd, transferSize: r.transferSize,
    })),
  })`)) as { start: number; pointer: { type: string; at: number }[]; resources: Entry[] };
  const at = (ms: number) => `${(ms - start).toFixed(1).padStart(7)} ms`;
  console.log(
    `\n${label}: modal visible ${figures.view.toFixed(1)} ms, first wallet ${figures.wallet.toFixed(1)} ms`,
  );
  for (const event of pointer) console.log(`  ${at(event.at)}  ${event.type}`);
  for (const entry of resources.filter((r) => r.responseEnd >= start - 50)) {
    const url = new URL(entry.name);
    const name = `${url.host} ${url.pathname}${url.pathname === '/getWallets' ? url.search.slice(0, 60) : ''}`;
    const cache = entry.transferSize === 0 ? ' (cache)' : '';
    console.log(`  ${at(entry.startTime)} → ${at(entry.responseEnd)}  ${name}${cache}`);
  }
}

const stack = await startStack({ ports: 'auto', demo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const outDir = await buildPage('gangway', {
    VITE_GANGWAY_PROJECT_ID: stack.projectId,
    VITE_GANGWAY_API_URL: stack.apiUrl,
    VITE_RPC_1: stack.rpcUrls[1] ?? '',
    VITE_RPC_137: stack.rpcUrls[137] ?? '',
  });
  const site = await serveDirectory(outDir);
  await addAllowedOrigins(stack.database, stack.projectId, parseAllowedOrigins([site.url]));
  for (let run = 0; run < Math.max(1, Number(values.runs)); run++) {
    const context = await browser.newContext();
    await context.addInitScript({ content: probeScript(TARGETS) });
    await context.addInitScript({ content: POINTER_LOG });
    const page = await context.newPage();
    for (const label of ['first visit', 'repeat visit']) {
      await page.goto(site.url, { waitUntil: 'networkidle' });
      await timeline(page, `run ${run + 1}, ${label}`);
      await page.waitForLoadState('networkidle');
    }
    await context.close();
  }
  await site.close();
} finally {
  await browser.close();
  await stack.stop();
}
