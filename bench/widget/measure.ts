// In-page measurement: an init script checks every animation frame for the Connect button, then (after a click)
// for the modal and its first clickable wallet, and records layout shifts. The driver only reads what it recorded.
import type { CDPSession, Page } from 'playwright-core';

/** Selectors the probe looks for, in the light DOM or inside any open shadow root. */
export interface Targets {
  button: string;
  view: string;
  wallet: string;
  /** Buttons matching `wallet` whose text matches this are other choices (a sign-in offer, a help link). */
  notWalletText?: string;
  /** A wallet that came from the wallet directory (Gangway: any but WalletConnect's own entry). */
  directoryWallet?: string;
}

export interface ClickFigures {
  /** ms from the click event to the frame in which the modal is visible. */
  view: number;
  /** ms from the click event to the frame in which a wallet can take a click (visible, on top, enabled). */
  wallet: number;
  /** ms from the click event to the frame in which a directory wallet can take a click (when targeted). */
  directoryWallet: number | undefined;
  /** Sum of every layout-shift entry in the second after the click, those right after the input included. */
  layoutShift: number;
  /** Whether the view was in the document (rendered ahead, hidden) when the click came. */
  ahead: boolean;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The init script: a string, since tsx's name-keeping helpers do not exist inside the page. */
export function probeScript(targets: Targets): string {
  return `(${PROBE})(${JSON.stringify(targets)});`;
}

/** ms from navigation start to the frame in which the Connect button was first visible. */
export async function buttonVisibleAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction('window.__bench && window.__bench.buttonAt', undefined, {
    timeout: 15_000,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * The centre of the first visible element matching `selector`, open shadow roots included, found in the page's own
 * world. Playwright's selectors run in a world of their own, whose wrappers for every element they walk past (the
 * modal rendered ahead of the click among them) would count in the page's heap, and whose hit-target check would
 * run inside the click's task: a visitor's browser has neither.
 */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(
    `(() => {
      const roots = [document];
      for (let index = 0; index < roots.length; index++)
        for (const element of roots[index].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
      for (const root of roots)
        for (const element of root.querySelectorAll(${JSON.stringify(selector)})) {
          const rect = element.getBoundingClientRect();
          if (rect.width > 0 && rect.height > 0) return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        }
      return null;
    })()`,
    undefined,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as { x: number; y: number };
}

/** Clicks the Connect button (after resting the pointer on it for `hoverMs`) and returns the in-page figures. */
export async function clickConnect(page: Page, targets: Targets, hoverMs: number): Promise<ClickFigures> {
  const { x, y } = await centreOf(page, targets.button);
  if (hoverMs > 0) {
    await page.mouse.move(x, y);
    await page.waitForTimeout(hoverMs);
  }
  await page.mouse.click(x, y);
  const handle = await page.waitForFunction(
    `(() => { const c = window.__bench.click; return c && c.wallet !== undefined && c.directoryWallet !== null && performance.now() > c.start + 1000 ? c : undefined; })()`,
    undefined,
    { timeout: 15_000 },
  );
  const click = (await handle.jsonValue()) as {
    start: number;
    ahead: boolean;
    view: number;
    wallet: number;
    directoryWallet: number | undefined;
  };
  const layoutShift = (await page.evaluate(
    `window.__bench.shifts.filter((s) => s.at >= ${click.start} && s.at <= ${click.start + 1000}).reduce((sum, s) => sum + s.value, 0)`,
  )) as number;
  return {
    view: click.view,
    wallet: click.wallet,
    directoryWallet: click.directoryWallet,
    layoutShift,
    ahead: click.ahead,
  };
}

/** Used JS heap after a full garbage collection, in bytes. */
export async function usedHeap(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  return usedSize;
}

const PROBE = `(t) => {
  const bench = (window.__bench = { buttonAt: undefined, click: undefined, shifts: [] });
  const roots = () => {
    const list = [document];
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) list.push(element.shadowRoot);
    return list;
  };
  const all = (selector) => roots().flatMap((root) => [...root.querySelectorAll(selector)]);
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const clickable = (element) => {
    if (!visible(element) || element.disabled) return false;
    if (t.notWalletText && new RegExp(t.notWalletText).test(element.textContent || '')) return false;
    const rect = element.getBoundingClientRect();
    const root = element.getRootNode();
    const hit = root.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  };
  const waitForButton = () => {
    if (all(t.button).some(visible)) bench.buttonAt = performance.now();
    else requestAnimationFrame(waitForButton);
  };
  requestAnimationFrame(waitForButton);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('click', (event) => {
    if (bench.click) return;
    // directoryWallet stays null (not undefined) while one is targeted and not yet seen.
    const click = (bench.click = {
      start: event.timeStamp,
      ahead: all(t.view).length > 0,
      view: undefined,
      wallet: undefined,
      directoryWallet: t.directoryWallet ? null : undefined,
    });
    const frame = () => {
      const now = performance.now();
      if (click.view === undefined && all(t.view).some(visible)) click.view = now - click.start;
      if (click.view !== undefined) {
        if (click.wallet === undefined && all(t.wallet).some(clickable)) click.wallet = now - click.start;
        if (click.directoryWallet === null && all(t.directoryWallet).some(clickable))
          click.directoryWallet = now - click.start;
      }
      const done = click.wallet !== undefined && click.directoryWallet !== null;
      if (!done && now - click.start < 10000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true });
}`;
