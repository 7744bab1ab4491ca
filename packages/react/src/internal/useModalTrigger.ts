import { type MouseEvent, useContext } from 'react';
import { ModalOpenerContext } from '../context/ModalOpenerContext.ts';
import { type LazyViewName, prefetchViews } from '../views/viewLoaders.ts';

/**
 * Wiring shared by the buttons that open the modal: on hover or focus, prefetches the views the visitor reaches
 * next; remembers the button so focus returns to it when the modal closes.
 */
export function useModalTrigger(prefetch: readonly LazyViewName[]) {
  const opener = useContext(ModalOpenerContext);
  const intent = () => prefetchViews(prefetch);
  return {
    handlers: { onPointerEnter: intent, onFocus: intent },
    remember: (event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
    },
  };
}
