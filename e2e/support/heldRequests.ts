// Requests a test holds: each matching request waits until `release`, so the test acts while they are in flight.
import type { Page } from '@playwright/test';

export interface HeldRequests {
  /** Lets every held request (and any later one) go on. */
  release(): void;
  /** Settles once the first matching request has been made. */
  asked: Promise<void>;
  /** Stops holding (requests made after it are not routed). */
  unroute(): Promise<void>;
}

export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<HeldRequests> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(matches, async (route) => {
    ask();
    await held;
    await route.continue();
  });
  return { release, asked, unroute: () => page.unroute(matches) };
}
