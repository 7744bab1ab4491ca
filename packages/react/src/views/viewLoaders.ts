// Every view but Connect ships in its own chunk, loaded with import() on first need and prefetched on open intent.
import type { ViewData, ViewName } from '@gangway/core';
import type { ComponentType } from 'react';
import { whenIdle } from '../internal/whenIdle.ts';

export type ViewProps<V extends ViewName> = { data: ViewData[V] };
export type ViewModule<V extends ViewName> = { default: ComponentType<ViewProps<V>> };

const loaders = {
  AllWallets: () => import('./AllWallets/AllWallets.tsx'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternal.tsx'),
  GetWallet: () => import('./GetWallet/GetWallet.tsx'),
  Account: () => import('./Account/Account.tsx'),
  Networks: () => import('./Networks/Networks.tsx'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetwork.tsx'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain.tsx'),
} satisfies { [V in ViewName]?: () => Promise<ViewModule<V>> };

export type LazyViewName = keyof typeof loaders;
export const LAZY_VIEWS = Object.keys(loaders) as LazyViewName[];

const pending = new Map<LazyViewName, Promise<unknown>>();

export function isLazyView(view: ViewName): view is LazyViewName {
  return view in loaders;
}

/** Loads a view's chunk once; a failed load is forgotten so the next attempt retries. */
export function loadView<V extends LazyViewName>(view: V): Promise<ViewModule<V>> {
  let promise = pending.get(view);
  if (!promise) {
    promise = loaders[view]().catch((error: unknown) => {
      pending.delete(view);
      throw error;
    });
    pending.set(view, promise);
  }
  return promise as Promise<ViewModule<V>>;
}

/**
 * Lazy views a button's click shows: fetched on hover or focus so the click finds them loaded. The Connect button
 * needs none (Connect ships in the initial bundle); fetching the views after it there would compete with the click
 * itself, so the Connect view prefetches them once it is on screen.
 */
export const PREFETCH_ON_INTENT = {
  connect: [],
  account: ['Account', 'Networks'],
  network: ['Networks', 'SwitchNetwork'],
} as const satisfies Record<string, readonly LazyViewName[]>;

/** Fetches view chunks when the main thread is idle; they are needed only after the visitor's next choice. */
export function prefetchViews(views: readonly LazyViewName[]): void {
  const missing = views.filter((view) => !pending.has(view));
  if (missing.length === 0) return;
  whenIdle(() => {
    for (const view of missing) loadView(view).catch(() => undefined);
  });
}
