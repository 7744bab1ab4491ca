// The embedded-wallet frame as a test sees it from outside the host page: Playwright reaches into the frame's own
// origin (the host page's scripts cannot) to read what the frame keeps there.
import type { Frame, Page } from '@playwright/test';
import type { E2EStack } from './stackInfo.ts';

/** The widget's hidden frame (gangway-server's /embedded/frame page), once it is in the page. */
export function embeddedFrame(page: Page, stack: E2EStack): Frame {
  const frame = page
    .frames()
    .find((candidate) => candidate.url().startsWith(`${stack.apiUrl}/embedded/frame`));
  if (!frame) throw new Error('The embedded-wallet frame is not in the page');
  return frame;
}

/** The frame origin's localStorage, as key → value. */
export function frameStorage(page: Page, stack: E2EStack): Promise<Record<string, string>> {
  return embeddedFrame(page, stack).evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])),
  );
}

/**
 * How long the frame must have held still before a click reaches it: Chromium ignores clicks on a cross-origin frame
 * that tracks its visibility (IntersectionObserver v2, as the approval does against clickjacking) and moved in the
 * last 500 ms. A visitor clicking sooner clicks again; a test waits.
 */
const FRAME_STILL_MS = 600;

/** Clicks Approve or Reject in the frame's approval, once the frame has held still (see FRAME_STILL_MS). */
export async function clickApproval(
  page: Page,
  button: 'Approve' | 'Reject',
  frameSelector = 'iframe[data-gangway-frame]',
): Promise<void> {
  await page.evaluate((selector) => {
    const tracked = window as unknown as { __gwStillSince?: number };
    if (tracked.__gwStillSince !== undefined) return;
    tracked.__gwStillSince = performance.now();
    let last = '';
    const watch = () => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      const now = rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : '';
      if (now !== last) tracked.__gwStillSince = performance.now();
      last = now;
      requestAnimationFrame(watch);
    };
    watch();
  }, frameSelector);
  await page.waitForFunction(
    (stillMs) =>
      performance.now() - ((window as unknown as { __gwStillSince: number }).__gwStillSince ?? 0) > stillMs,
    FRAME_STILL_MS,
    { polling: 'raf' },
  );
  await page.frameLocator(frameSelector).getByRole('button', { name: button }).click();
}
