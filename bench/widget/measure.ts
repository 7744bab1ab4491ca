// In-page timing: from the click event to the frame in which the target element is first present and visible.
import type { Page } from 'playwright-core';

/** Selectors the timing looks for, in the light DOM or inside the widget's shadow root. */
export interface Targets {
  button: string;
  view: string;
  list: string;
}

export const GANGWAY_TARGETS: Targets = {
  button: '[data-testid="gw-connect-button"]',
  view: '[data-testid="gw-view-Connect"]',
  list: '[data-testid^="gw-wallet-"]',
};
export const BARE_TARGETS: Targets = {
  button: '[data-testid="bench-open"]',
  view: '[data-testid="bench-view"]',
  list: '[data-testid="bench-wallet"]',
};

/**
 * Clicks the button and returns the ms from the click event to the animation frame in which the view, then the
 * first wallet of the list, is visible. `hoverLeadMs` moves the pointer onto the button first, as a person does.
 */
export async function timeClick(
  page: Page,
  targets: Targets,
  hoverLeadMs: number,
): Promise<{ view: number; list: number }> {
  if (hoverLeadMs > 0) {
    await page.hover(targets.button);
    await page.waitForTimeout(hoverLeadMs);
  }
  // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
  const measuring = page.evaluate(`(${IN_PAGE_TIMER})(${JSON.stringify(targets)})`) as Promise<{
    view: number;
    list: number;
  }>;
  await page.click(targets.button, { noWaitAfter: true });
  return measuring;
}

/**
 * The same click timed from outside, as a test driver sees it (Playwright's click until its locator resolves): the
 * way the reference figures were taken, driver round trips included. One target per visit, so a second
 * wait's round trip is never counted.
 */
export async function timeClickFromDriver(
  page: Page,
  targets: Targets,
  until: 'view' | 'list',
): Promise<number> {
  const start = performance.now();
  await page.click(targets.button, { noWaitAfter: true });
  await page.locator(targets[until]).first().waitFor({ state: 'visible' });
  return performance.now() - start;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const IN_PAGE_TIMER = `(t) => {
  const find = (selector) => {
    const direct = document.querySelector(selector);
    if (direct) return direct;
    for (const host of document.querySelectorAll('*')) {
      const found = host.shadowRoot && host.shadowRoot.querySelector(selector);
      if (found) return found;
    }
    return null;
  };
  const visible = (element) => {
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  return new Promise((resolve, reject) => {
    const button = document.querySelector(t.button);
    if (!button) return reject(new Error('no ' + t.button));
    let start = 0;
    let view = 0;
    const deadline = performance.now() + 10000;
    const frame = () => {
      const now = performance.now();
      if (!view && visible(find(t.view))) view = now - start;
      if (view && visible(find(t.list))) return resolve({ view, list: now - start });
      if (now > deadline) return reject(new Error('timed out waiting for the view'));
      requestAnimationFrame(frame);
    };
    button.addEventListener('click', (event) => {
      start = event.timeStamp;
      requestAnimationFrame(frame);
    }, { once: true, capture: true });
  });
}`;
