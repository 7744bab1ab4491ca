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
