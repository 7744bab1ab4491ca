import type { Gangway } from '@gangway/core';
import { type MouseEvent, useContext } from 'react';
import { ModalOpenerContext } from '../context/ModalOpenerContext.ts';
import { useGangway } from '../hooks/useGangway.ts';
import { type LazyViewName, prefetchViews } from '../views/viewLoaders.ts';
import { whenIdle } from './whenIdle.ts';

const preloaded = new WeakSet<Gangway>();

/** Lets each adapter load its heavy code (wallet libraries) once, ahead of the first connect. */
function preloadAdapters(gangway: Gangway): void {
  if (preloaded.has(gangway)) return;
  preloaded.add(gangway);
  whenIdle(() => {
    for (const adapter of gangway.options.adapters) adapter.preload?.().catch(() => undefined);
  });
}

/**
 * Wiring shared by the buttons that open the modal: on hover or focus, prefetches the views the visitor reaches next
 * and the adapters' wallet code; remembers the button so focus returns to it when the modal closes.
 */
export function useModalTrigger(prefetch: readonly LazyViewName[]) {
  const gangway = useGangway();
  const opener = useContext(ModalOpenerContext);
  const intent = () => {
    prefetchViews(prefetch);
    preloadAdapters(gangway);
  };
  return {
    handlers: { onPointerEnter: intent, onFocus: intent },
    remember: (event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
    },
  };
}
