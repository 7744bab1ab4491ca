// The first click as a visitor gets it: a first visit (fresh browser context: cold HTTP cache, empty storage, no
// wallet installed), the page quiet on the network, then one click — on the widget's own button and on the
// integrator's own button calling open(), with the CPU as it is and throttled 4× (a mid-range phone), on the EVM-only
// and the three-family page (WalletConnect, e-mail and socials on), beside RainbowKit's and ConnectKit's two-network
// pages with their own button and their open hook. Runs interleave every variant so machine load falls on all alike.
// Prints medians, every run's value and ratios (with the worst run), and the machine's load average; nothing fails on
// speed. Open intent is Playwright's click itself (the pointer arrives a moment before it): the widget's own button
// and RainbowKit's/ConnectKit's are pointed at that way; "GW open()" is an unmarked button, so no intent at all.
// The whole grid (9 variants × CPU ×1 and ×4 × 7 runs, about 130 visits) in one command, about 10 minutes on a quiet
// 2-core machine (builds included):
//   npx tsx bench/widget/firstClick.ts
// Options: [--runs 7] [--cpu 1,4] [--variants "GW own,RK own"]

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { INTEGRATOR_BUTTON, PEER_INTEGRATOR_QUERY, startBench, TARGETS } from './benchStack.ts';
import type { PageName } from './buildPages.ts';
import { buttonVisibleAt, clickConnect, median, probeScript, type Targets, usedHeap } from './measure.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    cpu: { type: 'string', default: '1,4' },
    /** `--variants "GW own,RK own"` measures a subset while working; figures that need a missing one read –. */
    variants: { type: 'string' },
  },
});
const RUNS = Math.max(3, Number(values.runs));
const CPU_RATES = values.cpu.split(',').map(Number);

interface Variant {
  label: string;
  page: PageName;
  query: string;
  targets: Targets;
}
const peerOpen = (page: PageName, label: string): Variant => ({
  label,
  page,
  query: PEER_INTEGRATOR_QUERY,
  targets: { ...TARGETS[page], button: INTEGRATOR_BUTTON },
});
const own = (page: PageName, label: string): Variant => ({ label, page, query: '', targets: TARGETS[page] });
const ALL_VARIANTS = [
  own('bare', 'bare'),
  own('gangway', 'GW own'),
  own('gangway-open', 'GW open()'),
  own('gangway-3', 'GW3 own'),
  own('gangway-3-open', 'GW3 open()'),
  own('rainbowkit', 'RK own'),
  peerOpen('rainbowkit', 'RK open()'),
  own('connectkit', 'CK own'),
  peerOpen('connectkit', 'CK open()'),
] as const;
type Label = (typeof ALL_VARIANTS)[number]['label'];
const VARIANTS = ALL_VARIANTS.filter(
  (variant) => values.variants === undefined || values.variants.split(',').includes(variant.label),
);

interface Visit {
  buttonAt: number;
  view: number;
  wallet: number;
  directoryWallet: number | undefined;
  heap: number;
  /** The view was rendered ahead (hidden) when the click came. */
  ahead: boolean;
  /** Scripts and stylesheets the page fetched from its own origin after its load event, before the click. */
  bytesIdle: number;
  /** Scripts and stylesheets the page fetched from its own origin after the click. */
  filesAfter: number;
  bytesAfter: number;
}

const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
log(`load average at start: ${load()}`);
const pageNames = [...new Set(VARIANTS.map((variant) => variant.page))];
const bench = await startBench(pageNames, log);
try {
  const { browser, pages } = bench;

  async function visit(variant: Variant, cpuRate: number): Promise<Visit> {
    const served = pages[variant.page];
    const context = await browser.newContext();
    await context.addInitScript({ content: probeScript(variant.targets) });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const host = new URL(served.url).host;
    let clicked = false;
    let loaded = false;
    page.once('load', () => {
      loaded = true;
    });
    const idle = new Set<string>();
    const after = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      const kind = request.resourceType();
      if (url.host === host && loaded && (kind === 'script' || kind === 'stylesheet'))
        (clicked ? after : idle).add(url.pathname);
    });
    await page.goto(served.url + variant.query, { waitUntil: 'networkidle', timeout: 60_000 });
    const buttonAt = await buttonVisibleAt(page);
    clicked = true;
    const click = await clickConnect(page, variant.targets, 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
    const heap = await usedHeap(session);
    await context.close();
    const files = [...after];
    const gzip = (paths: Iterable<string>) =>
      [...paths].reduce((sum, path) => sum + (served.sizes.get(path) ?? 0), 0);
    return {
      buttonAt,
      view: click.view,
      wallet: click.wallet,
      directoryWallet: click.directoryWallet,
      heap,
      ahead: click.ahead,
      bytesIdle: gzip(idle),
      filesAfter: files.length,
      bytesAfter: gzip(files),
    };
  }

  const samples = new Map<number, Map<Label, Visit[]>>(
    CPU_RATES.map((rate) => [rate, new Map(VARIANTS.map((variant) => [variant.label, []]))]),
  );
  for (let run = 0; run < RUNS; run++) {
    for (const rate of CPU_RATES) {
      for (const variant of VARIANTS)
        samples
          .get(rate)
          ?.get(variant.label)
          ?.push(await visit(variant, rate));
    }
    log(`run ${run + 1}/${RUNS} done`);
  }

  const fmt = (value: number | undefined, digits = 1) =>
    value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
  const labels = VARIANTS.map((variant) => variant.label);
  const row = (label: string, cells: readonly string[]) =>
    log(`${label.padEnd(40)}${cells.map((cell) => cell.padStart(11)).join('')}`);
  for (const rate of CPU_RATES) {
    const byLabel = samples.get(rate) as Map<Label, Visit[]>;
    const visits = (label: Label) => byLabel.get(label) ?? [];
    const med = (label: Label, pick: (visit: Visit) => number | undefined, of = median) => {
      const picked = visits(label)
        .map(pick)
        .filter((value): value is number => value !== undefined);
      return picked.length > 0 ? of(picked) : undefined;
    };
    const slowest = (values: readonly number[]) => Math.max(...values);
    log(
      `\nFirst visit, one click, CPU ×${rate}: medians of ${RUNS} runs (Debian Chromium, loopback, production builds)`,
    );
    row('', labels);
    const figure = (label: string, pick: (visit: Visit) => number | undefined, digits = 1, of = median) =>
      row(
        label,
        labels.map((name) => fmt(med(name, pick, of), digits)),
      );
    figure('click → first clickable wallet, ms', (v) => v.wallet);
    figure('  its slowest run, ms', (v) => v.wallet, 1, slowest);
    figure('click → first directory wallet, ms', (v) => v.directoryWallet);
    figure('click → modal visible, ms', (v) => v.view);
    figure('navigation → button visible, ms', (v) => v.buttonAt);
    figure('JS+CSS fetched after load, before the click, KB gzip', (v) => v.bytesIdle / 1024);
    figure('JS+CSS files fetched after the click', (v) => v.filesAfter, 0);
    figure('  their KB gzip', (v) => v.bytesAfter / 1024);
    figure('JS heap after opening, MiB', (v) => v.heap / 2 ** 20, 2);
    log(
      'click → first clickable wallet, every run, ms (* the view was already in the document, rendered ahead)',
    );
    for (let run = 0; run < RUNS; run++)
      row(
        `  run ${run + 1}`,
        labels.map((name) => {
          const visit = visits(name)[run];
          return `${fmt(visit?.wallet)}${visit?.ahead ? '*' : ' '}`;
        }),
      );
    log(
      'ratios of the first clickable wallet (median of the runs; worst run: the same run, variants side by side)',
    );
    const ratioRow = (a: Label, b: Label, pick: (visit: Visit) => number | undefined = (v) => v.wallet) => {
      const pairs = visits(a).flatMap((visit, index) => {
        const x = pick(visit);
        const y = visits(b)[index]?.wallet;
        return x !== undefined && y ? [x / y] : [];
      });
      const ofMedians = (med(a, pick) ?? Number.NaN) / (med(b, (v) => v.wallet) ?? Number.NaN);
      log(
        `  ${`${a} / ${b}`.padEnd(26)} ${fmt(ofMedians, 2).padStart(5)}   worst run ${fmt(Math.max(...pairs), 2)}`,
      );
    };
    for (const gangway of ['GW own', 'GW open()', 'GW3 own', 'GW3 open()'] as const) {
      ratioRow(gangway, 'RK own');
      ratioRow(gangway, 'CK own');
    }
    ratioRow('GW open()', 'RK open()');
    ratioRow('GW open()', 'GW own');
    log('ratios of the first directory wallet (a wallet from the server, not WalletConnect’s entry)');
    for (const gangway of ['GW own', 'GW open()', 'GW3 own', 'GW3 open()'] as const)
      ratioRow(gangway, 'RK own', (v) => v.directoryWallet);
  }
  log(`\nload average at the end: ${load()}`);
  log('The machine is shared: compare ratios within a run, not absolute times across runs.');
} finally {
  await bench.close();
}
