// The views' chunk loaders, themselves in a chunk: the registry names every lazy view and the files each one needs,
// which the bytes before the first click need not carry. It loads with the first lazy view or prefetch.
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

/** Fetches view chunks when the main thread is idle. */
export function prefetchViews(views: readonly LazyViewName[]): void {
  if (views.length === 0) return;
  loadRegistry().then(
    (loaded) => loaded.prefetchViews(views),
    () => undefined,
  );
}
