// Requests a test holds: each matching request waits until `release`, so the test acts while they are in flight.
import type { Page, Request, Route } from '@playwright/test';

export interface HeldRequests {
  /** Lets every held request (and any later one) go on. */
  release(): void;
  /** Settles once the first matching request has been made. */
  asked: Promise<void>;
  /** Lets every held request go, waits until they are sent, and stops holding (later requests go as usual). */
  unroute(): Promise<void>;
}

/** Holds the requests to URLs `matches` accepts; with `only`, just those of them it accepts (e.g. by their body). */
export async function holdRequests(
  page: Page,
  matches: (url: URL) => boolean,
  only: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  const holding = new Set<Promise<void>>();
  const handler = async (route: Route) => {
    if (!only(route.request())) return route.fallback();
    ask();
    const sent = held.then(() => route.continue());
    holding.add(sent);
    await sent;
  };
  await page.route(matches, handler);
  return {
    release,
    asked,
    // Held requests are let go and sent first: unrouting while they are held would handle them twice.
    unroute: async () => {
      release();
      await Promise.all(holding);
      await page.unroute(matches, handler);
    },
  };
}
