// The plain page with the one-script-tag bundle (@gangway/elements from gangway-server's /widget/v1/gangway.js)
// beside the React page (bench/widget/pages/gangway), the same two networks and one Connect button, in one run:
// JS+CSS before the first click as the browser fetched it (gzip level 9, renderer included) and click → first
// clickable wallet. Prints figures only. Run: npx tsx bench/widget/elements.ts [--runs 7]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@gangway/devnet';
import { startStack } from '@gangway/devnet/stack';
import { addAllowedOrigins, parseAllowedOrigins } from 'gangway-server';
import { chromium, type Page } from 'playwright-core';
import { buildPage } from './buildPages.ts';
import { buttonVisibleAt, clickConnect, median, probeScript, type Targets } from './measure.ts';
import { serveDirectory } from './staticServer.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Math.max(3, Number(values.runs));
const HERE = dirname(fileURLToPath(import.meta.url));
const WIDGET_ENTRY = join(HERE, '../../server/widget/dist/gangway.js');
const TARGETS: Targets = {
  button: '[data-testid="gw-connect-button"]',
  view: '[data-testid="gw-view-Connect"]',
  wallet: '[data-testid^="gw-wallet-"]',
};
const PAGES = ['react', 'plain'] as const;
type PageName = (typeof PAGES)[number];

if (!existsSync(WIDGET_ENTRY))
  execFileSync('npm', ['run', '--silent', 'build:widget', '-w', 'gangway-server'], { stdio: 'inherit' });

const stack = await startStack({ ports: 'auto', demo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const plainDir = await mkdtemp(join(tmpdir(), 'gangway-plain-'));
try {
  const react = await serveDirectory(
    await buildPage('gangway', {
      VITE_GANGWAY_PROJECT_ID: stack.projectId,
      VITE_GANGWAY_API_URL: stack.apiUrl,
      VITE_RPC_1: stack.rpcUrls[1] ?? '',
      VITE_RPC_137: stack.rpcUrls[137] ?? '',
    }),
  );
  // The plain page as its author writes it: the tag (with the hash the server sends) and the settings.
  const src = `${stack.apiUrl}/widget/v1/gangway.js`;
  const integrity = (await fetch(src, { method: 'HEAD' })).headers.get('x-gangway-integrity');
  const settings = {
    projectId: stack.projectId,
    apiUrl: stack.apiUrl,
    rpc1: stack.rpcUrls[1],
    rpc137: stack.rpcUrls[137],
  };
  await mkdir(plainDir, { recursive: true });
  await writeFile(
    join(plainDir, 'index.html'),
    (await readFile(join(HERE, 'plain/index.html'), 'utf8')).replace(
      '<!--widget-tag-->',
      `<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>` +
        `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>`,
    ),
  );
  const plain = await serveDirectory(plainDir);
  const sites: Record<PageName, { url: string; close(): Promise<void> }> = { react, plain };
  await addAllowedOrigins(stack.database, stack.projectId, parseAllowedOrigins([react.url, plain.url]));

  /** Every script and stylesheet the page fetched before the click, gzip level 9, by address. */
  function recordInitial(page: Page): { stop(): Promise<Map<string, number>> } {
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if ((kind === 'script' || kind === 'stylesheet') && !bodies.has(response.url()))
        bodies.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    return {
      stop: async () => {
        const frozen = [...bodies];
        page.removeAllListeners('response');
        return new Map(await Promise.all(frozen.map(async ([url, size]) => [url, await size] as const)));
      },
    };
  }

  const bytes = {} as Record<PageName, Map<string, number>>;
  const figures: Record<PageName, { button: number[]; view: number[]; wallet: number[] }> = {
    react: { button: [], view: [], wallet: [] },
    plain: { button: [], view: [], wallet: [] },
  };
  // Runs interleave the pages, so machine load falls on both alike. A first visit each (a fresh profile).
  for (let run = 0; run < RUNS; run++) {
    for (const name of PAGES) {
      const context = await browser.newContext();
      await context.addInitScript({ content: probeScript(TARGETS) });
      const page = await context.newPage();
      const initial = recordInitial(page);
      await page.goto(sites[name].url, { waitUntil: 'networkidle' });
      figures[name].button.push(await buttonVisibleAt(page));
      const files = await initial.stop();
      bytes[name] ??= files;
      const click = await clickConnect(page, TARGETS, 0);
      figures[name].view.push(click.view);
      figures[name].wallet.push(click.wallet);
      await context.close();
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }

  const kb = (files: Map<string, number>) =>
    ([...files.values()].reduce((sum, size) => sum + size, 0) / 1024).toFixed(1);
  const ms = (samples: number[]) => median(samples).toFixed(1);
  console.log(
    `\nPlain page (one script tag) beside the React page: Debian Chromium, loopback, medians of ${RUNS} runs\n`,
  );
  console.log(`${''.padEnd(46)}${'react'.padStart(10)}${'plain'.padStart(10)}`);
  const row = (label: string, pick: (name: PageName) => string) =>
    console.log(`${label.padEnd(46)}${pick('react').padStart(10)}${pick('plain').padStart(10)}`);
  row('JS+CSS before the first click, KB gzip', (name) => kb(bytes[name]));
  row('  files fetched before the first click', (name) => String(bytes[name].size));
  row('Connect button visible, ms after navigation', (name) => ms(figures[name].button));
  row('click → modal visible, ms', (name) => ms(figures[name].view));
  row('click → first clickable wallet, ms', (name) => ms(figures[name].wallet));
  console.log(
    '\nBoth pages include their renderer (React 19 + react-dom). Timings on a shared, loaded machine.',
  );
  for (const site of Object.values(sites)) await site.close();
} finally {
  await browser.close();
  await stack.stop();
  await rm(plainDir, { recursive: true, force: true });
}
