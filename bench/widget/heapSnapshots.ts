// Heap snapshots after opening, as a visitor's browser has them: a first visit, one click on the page's own button
// (found and clicked from the page's own world, as firstClick.ts does), the network quiet, a full garbage collection,
// then a V8 heap snapshot written to bench/results/heap/<page>-<n>.heapsnapshot and summarised (heapSummary.ts): what
// the page keeps after opening, by kind and by script. Open a snapshot in Chromium's DevTools (Memory → Load) to see
// more.
//   npx tsx bench/widget/heapSnapshots.ts [--pages bare,gangway] [--runs 1]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBench, TARGETS } from './benchStack.ts';
import { PAGE_NAMES, type PageName } from './buildPages.ts';
import { printHeapSummary, summariseHeap } from './heapSummary.ts';
import { buttonVisibleAt, clickConnect, probeScript, usedHeap } from './measure.ts';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: 'bare,gangway' }, runs: { type: 'string', default: '1' } },
});
const names = values.pages
  .split(',')
  .filter((name): name is PageName => (PAGE_NAMES as readonly string[]).includes(name));
const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../results/heap');
await mkdir(outDir, { recursive: true });

const bench = await startBench(names, (line) => console.log(line));
try {
  for (let run = 1; run <= Number(values.runs); run++)
    for (const name of names) {
      const context = await bench.browser.newContext();
      await context.addInitScript({ content: probeScript(TARGETS[name]) });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await page.goto(bench.pages[name].url, { waitUntil: 'networkidle', timeout: 60_000 });
      await buttonVisibleAt(page);
      await clickConnect(page, TARGETS[name], 0);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      const used = await usedHeap(session);
      const chunks: string[] = [];
      session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
      await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      const file = resolve(outDir, `${name}-${run}.heapsnapshot`);
      const text = chunks.join('');
      await writeFile(file, text);
      console.log(`${name} run ${run}: used heap ${(used / 2 ** 20).toFixed(3)} MiB → ${file}`);
      printHeapSummary(summariseHeap(JSON.parse(text)));
      await context.close();
    }
} finally {
  await bench.close();
}
