// The views' and locales' chunk loaders, themselves in a chunk: the registry names every lazy view and locale and the
// files each one needs, which the bytes before the first click need not carry. It loads with the first lazy view,
// prefetch or locale other than English.
import type { Locale } from '@gangway/core';
import type { LazyViewName, ViewModule } from './lazyViews.ts';

type Registry = typeof import('./viewRegistry.ts');
let registry: Promise<Registry> | undefined;

function loadRegistry(): Promise<Registry> {
  registry ??= import('./viewRegistry.ts').catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

/** Loads a view's chunk once; a failed load is forgotten so the next attempt retries. */
export function loadView<V extends LazyViewName>(view: V): Promise<ViewModule<V>> {
  return loadRegistry().then((loaded) => loaded.loadView(view));
}

/** Loads a locale's chunk and makes its table the one the widget reads. */
export function loadLocale(locale: Exclude<Locale, 'en'>): Promise<void> {
  return loadRegistry().then((loaded) => loaded.loadLocale(locale));
}

/** Fetches view chunks when the main thread is idle. */
export function prefetchViews(views: readonly LazyViewName[]): void {
  if (views.length === 0) return;
  loadRegistry().then(
    (loaded) => loaded.prefetchViews(views),
    () => undefined,
  );
}
