import type { Gangway } from '@gangway/core';

const preloaded = new WeakSet<Gangway>();

/** Lets each adapter load its heavy code (wallet libraries) once, ahead of the first connect. */
export function preloadAdapters(gangway: Gangway): void {
  if (preloaded.has(gangway)) return;
  preloaded.add(gangway);
  for (const adapter of gangway.options.adapters) adapter.preload?.().catch(() => undefined);
}
