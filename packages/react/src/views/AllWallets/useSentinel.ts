import { useEffect, useRef } from 'react';

/** How far below the visible part of the list the next page starts loading. */
const LOOKAHEAD_PX = 320;

/**
 * Calls `onVisible` when the returned element scrolls near view inside the view's scroll container. Observing
 * again whenever `resetKey` changes reports an element that is still in view (a short page), so loading goes on.
 */
export function useSentinel<E extends HTMLElement>(
  active: boolean,
  resetKey: unknown,
  onVisible: () => void,
) {
  const ref = useRef<E>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: observing anew when resetKey changes is the point.
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: element.closest('.view'), rootMargin: `0px 0px ${LOOKAHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, resetKey]);
  return ref;
}
