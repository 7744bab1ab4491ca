import { createContext, useContext } from 'react';
import type { LazyViewName } from '../views/lazyViews.ts';

/** Prefetches view chunks on the visitor's intent; the provider supplies it, so views need not import the registry. */
export const ViewPrefetchContext = createContext<(views: readonly LazyViewName[]) => void>(() => undefined);

export function usePrefetchViews(): (views: readonly LazyViewName[]) => void {
  return useContext(ViewPrefetchContext);
}
