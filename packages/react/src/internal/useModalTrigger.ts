import { type MouseEvent, useContext } from 'react';
import { ModalOpenerContext } from '../context/ModalOpenerContext.ts';
import { usePrefetchViews } from '../context/ViewPrefetchContext.ts';
import type { LazyViewName } from '../views/lazyViews.ts';

/**
 * Wiring shared by the buttons that open the modal: on open intent (pointer over, focus, pointer down), prefetches
 * the views the visitor reaches next; remembers the button so focus returns to it when the modal closes.
 */
export function useModalTrigger(prefetch: readonly LazyViewName[]) {
  const opener = useContext(ModalOpenerContext);
  const prefetchViews = usePrefetchViews();
  const intent = () => prefetchViews(prefetch);
  return {
    handlers: { onPointerEnter: intent, onFocus: intent, onPointerDown: intent },
    remember: (event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
    },
  };
}
