import { type ComponentType, createElement, lazy } from 'react';

/**
 * React.lazy whose chunk can be loaded ahead of its first render: once `preload` has resolved, the component
 * renders in the same pass as its parent (React.lazy alone suspends on a first render even when the module is in,
 * which costs the click that opens the modal a second render).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [component: ComponentType<P>, preload: () => Promise<unknown>] {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  return [(props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props), preload];
}
