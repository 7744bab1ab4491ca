// What the main thread does between the click and the frame in which the modal is first seen, from a Chromium
// performance trace of a first visit (CPU throttled as asked): the click's own task and every task after it up to
// that frame, each with its time split by trace event (script, style recalc, layout, stylesheet parsing…), and the
// functions the sampling profiler caught in that window. The click task's thread (CPU) time is the figure to compare
// on a loaded machine: it leaves out the time other processes had the core (the throttling's own spin stays in it,
// so at ×4 it is several times the work).
// A tool for finding what the first frame costs; the benchmark is firstClick.ts.
// Run: npx tsx bench/widget/traceClick.ts [--runs 3] [--cpu 4] [--page gangway] [--readable] [--top 25]
//   --readable builds without minifying, so the profiler's functions have their source names (timings shift a little).

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@gangway/devnet';
import { startStack } from '@gangway/devnet/stack';
import react from '@vitejs/plugin-react';
import { addAllowedOrigins, parseAllowedOrigins } from 'gangway-server';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { pageEnv, TARGETS } from './benchStack.ts';
import { BUILD_DIR, PAGES_DIR, type PageName } from './buildPages.ts';
import { buttonVisibleAt, clickConnect, median, probeScript } from './measure.ts';
import { serveDirectory } from './staticServer.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    page: { type: 'string', default: 'gangway' },
    readable: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
  },
});
const PAGE = values.page as PageName;
const CPU = Number(values.cpu);
const TOP = Number(values.top);

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-devtools.timeline.stack',
  'v8',
  'disabled-by-default-v8.compile',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs: what the task cost, whoever else had the cores. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string } & Record<string, unknown>;
}

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface RunFigures {
  view: number;
  /** From the input's time stamp to the start of the task that dispatches the click: what held the click back. */
  queued: number;
  clickTask: number;
  clickTaskCpu: number;
  window: number;
  byEvent: Map<string, number>;
  byEventCpu: Map<string, number>;
  byFunction: Map<string, number>;
  tasks: string[];
}

/** Self time (µs) of every complete event on one thread inside [from, to], by event name. */
function selfTimes(
  events: TraceEvent[],
  from: number,
  to: number,
  length: (event: TraceEvent) => number = (event) => event.dur ?? 0,
): Map<string, number> {
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<TraceEvent, number>(inside.map((e) => [e, length(e)]));
  const stack: TraceEvent[] = [];
  for (const event of inside) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as TraceEvent;
      if (event.ts >= top.ts + (top.dur ?? 0)) stack.pop();
      else break;
    }
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? 0) - length(event));
    stack.push(event);
  }
  const byName = new Map<string, number>();
  for (const [event, time] of self) {
    const name =
      event.name === 'EventDispatch' ? `EventDispatch(${String(event.args?.data?.type)})` : event.name;
    byName.set(name, (byName.get(name) ?? 0) + time);
  }
  return byName;
}

/** Self time (µs) the sampling profiler attributes to each function inside [from, to] on one thread. */
function profiledFunctions(all: TraceEvent[], pid: number, tid: number, from: number, to: number) {
  const nodes = new Map<number, ProfileNode>();
  const byFunction = new Map<string, number>();
  const profile = all.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return byFunction;
  let time = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const chunk of all.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index++) {
      const previous = time;
      time += deltas[index] ?? 0;
      if (time < from || time > to) continue;
      const node = nodes.get(samples[index] as number);
      if (!node) continue;
      const frame = node.callFrame;
      const file = (frame.url ?? '').split('/').pop() ?? '';
      const key = file
        ? `${frame.functionName || '(anonymous)'} ${file}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`
        : frame.functionName || '(anonymous)';
      byFunction.set(key, (byFunction.get(key) ?? 0) + Math.max(0, time - previous));
    }
  }
  return byFunction;
}

const stack = await startStack({ ports: 'auto', demo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const figures: RunFigures[] = [];
try {
  Object.assign(process.env, pageEnv(stack));
  const outDir = join(BUILD_DIR, `trace-${PAGE}${values.readable ? '-readable' : ''}`);
  await build({
    root: join(PAGES_DIR, PAGE),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: !values.readable },
  });
  const site = await serveDirectory(outDir);
  await addAllowedOrigins(stack.database, stack.projectId, parseAllowedOrigins([site.url]));
  const targets = TARGETS[PAGE];

  for (let run = 0; run < Math.max(1, Number(values.runs)); run++) {
    const context = await browser.newContext();
    await context.addInitScript({ content: probeScript(targets) });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(site.url, { waitUntil: 'networkidle', timeout: 60_000 });
    await buttonVisibleAt(page);
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    const click = await clickConnect(page, targets, 0);
    // Ties the page's clock to the trace's: a mark's trace time against performance.now() at the same moment.
    const { start, markAt } = (await page.evaluate(
      `(() => { const at = performance.now(); performance.mark('gw-trace-sync'); return { start: window.__bench.click.start, markAt: at }; })()`,
    )) as { start: number; markAt: number };
    if (run === 0) {
      const rows = await page.evaluate(`(() => {
        const root = document.querySelector('gangway-modal')?.shadowRoot;
        const all = root ? [...root.querySelectorAll('li')] : [];
        const list = root?.querySelector('.view')?.getBoundingClientRect();
        const inView = all.filter((li) => list && li.getBoundingClientRect().top < list.bottom).length;
        return { rows: all.length, inView, nodes: root ? root.querySelectorAll('*').length : 0 };
      })()`);
      console.log(`modal: ${JSON.stringify(rows)} (list rows, rows above the view's bottom, elements)`);
      await page.screenshot({ path: join(outDir, 'opened.png') });
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    await context.close();

    const events = trace.traceEvents;
    const mark = events.find((e) => e.name === 'gw-trace-sync');
    const dispatch = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    if (!mark || !dispatch) throw new Error('the trace lacks the click or the sync mark');
    const toTrace = (pageMs: number) => mark.ts + (pageMs - markAt) * 1000;
    const thread = events.filter((e) => e.pid === dispatch.pid && e.tid === dispatch.tid);
    const task = thread
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.name === 'ThreadControllerImpl::RunTask' &&
          e.ts <= dispatch.ts &&
          e.ts + (e.dur ?? 0) >= dispatch.ts,
      )
      .sort((a, b) => (a.dur ?? 0) - (b.dur ?? 0))
      .pop();
    if (!task) throw new Error('no task holds the click');
    const from = task.ts;
    const to = toTrace(start + click.view);
    const input = toTrace(start);
    // Tasks that ran between the input and the click's task (the pointer's own events, idle work, a collection).
    const before = thread
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.name === 'ThreadControllerImpl::RunTask' &&
          e.ts + (e.dur ?? 0) > input &&
          e.ts < from &&
          (e.dur ?? 0) >= 1000,
      )
      .map((e) => {
        const own = selfTimes(thread, e.ts, e.ts + (e.dur ?? 0));
        const main = [...own]
          .filter(([name]) => name !== 'ThreadControllerImpl::RunTask')
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
          .join(', ');
        return `${((e.ts - input) / 1000).toFixed(1).padStart(6)} ms  ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${main}`;
      });
    const collections = thread
      .filter(
        (e) =>
          e.ph === 'X' &&
          /^(MajorGC|MinorGC|V8\.GC_MC_BACKGROUND|V8\.GCScavenger|V8\.GCFinalizeMC)$/.test(e.name) &&
          e.ts >= input &&
          e.ts < to,
      )
      .map(
        (e) => `${e.name} +${((e.ts - input) / 1000).toFixed(1)} ms ${((e.dur ?? 0) / 1000).toFixed(1)} ms`,
      );
    const tasks = thread
      .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= from && e.ts < to)
      .map((e) => {
        const own = selfTimes(thread, e.ts, e.ts + (e.dur ?? 0));
        const main = [...own]
          .filter(([name]) => name !== 'ThreadControllerImpl::RunTask')
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
          .join(', ');
        return `+${((e.ts - from) / 1000).toFixed(1).padStart(6)} ms  ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${main}`;
      });
    // Style and layout forced inside the click's task: where the script asked for them.
    const forced = thread
      .filter(
        (e) =>
          (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
          e.ts >= task.ts &&
          e.ts < task.ts + (task.dur ?? 0),
      )
      .map((e) => {
        const data = (e.args?.beginData ?? e.args?.data) as
          | { stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] }
          | undefined;
        const where = (data?.stackTrace ?? [])
          .slice(0, 4)
          .map(
            (f) =>
              `${f.functionName || '(anonymous)'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`,
          )
          .join(' < ');
        const parents = thread
          .filter(
            (p) => p.ph === 'X' && p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0),
          )
          .sort((a, b) => (a.dur ?? 0) - (b.dur ?? 0))
          .slice(0, 3)
          .map((p) => {
            const d = p.args?.data as { functionName?: string; type?: string } | undefined;
            return `${p.name}${d?.functionName ? `(${d.functionName})` : d?.type ? `(${d.type})` : ''}`;
          })
          .join(' < ');
        return `    +${((e.ts - task.ts) / 1000).toFixed(1)} ms ${e.name} ${((e.tdur ?? 0) / 1000).toFixed(1)} ms CPU  ${where || parents}`;
      });
    figures.push({
      view: click.view,
      queued: (from - input) / 1000,
      clickTask: (task.dur ?? 0) / 1000,
      clickTaskCpu: (task.tdur ?? 0) / 1000,
      window: (to - from) / 1000,
      byEvent: selfTimes(thread, from, to),
      byEventCpu: selfTimes(thread, task.ts, task.ts + (task.dur ?? 0), (event) => event.tdur ?? 0),
      byFunction: profiledFunctions(events, dispatch.pid, dispatch.tid, from, to),
      tasks,
    });
    console.log(
      `run ${run + 1}: click → modal seen ${click.view.toFixed(1)} ms; click task ${((task.dur ?? 0) / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms); tasks up to that frame:`,
    );
    console.log(
      `  input → click task ${((from - input) / 1000).toFixed(1)} ms; tasks of 1 ms or more in between (from the input):`,
    );
    for (const line of before) console.log(`    ${line}`);
    console.log(`  collections from the input to the frame: ${collections.join('; ') || 'none'}`);
    for (const line of tasks) console.log(`  ${line}`);
    console.log('  style and layout inside the click task:');
    for (const line of forced) console.log(line);
  }
  await site.close();
} finally {
  await browser.close();
  await stack.stop();
}

const ms = (us: number) => (us / 1000).toFixed(1).padStart(7);
const medianOf = (pick: (run: RunFigures) => number) => median(figures.map(pick));
console.log(
  `\n${PAGE}, CPU ×${CPU}, medians of ${figures.length} runs: click → modal seen ${medianOf((r) => r.view).toFixed(1)} ms (runs: ${figures.map((r) => r.view.toFixed(0)).join(', ')}), input → click task ${medianOf((r) => r.queued).toFixed(1)} ms, click task ${medianOf((r) => r.clickTask).toFixed(1)} ms (CPU ${medianOf((r) => r.clickTaskCpu).toFixed(1)} ms), click task start → that frame ${medianOf((r) => r.window).toFixed(1)} ms`,
);
const table = (title: string, pick: (run: RunFigures) => Map<string, number>) => {
  const names = new Set(figures.flatMap((run) => [...pick(run).keys()]));
  const rows = [...names]
    .map((name) => ({ name, us: median(figures.map((run) => pick(run).get(name) ?? 0)) }))
    .filter((row) => row.us >= 100)
    .sort((a, b) => b.us - a.us)
    .slice(0, TOP);
  console.log(`\n${title} (median self time per run, ms)`);
  for (const row of rows) console.log(`${ms(row.us)}  ${row.name}`);
};
table('Trace events from the click task to the frame', (run) => run.byEvent);
table('The click task by trace event, thread (CPU) time', (run) => run.byEventCpu);
table('Functions sampled in that window', (run) => run.byFunction);
