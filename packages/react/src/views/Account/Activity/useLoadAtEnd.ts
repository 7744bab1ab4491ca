// Activity's paging (SPEC §4 next-cursor state): the next page loads when the end of the list scrolls into view.
// The observed element is the "Load more" button, which stays: it is the way for a keyboard or a browser without
// IntersectionObserver.
import { type RefObject, useEffect } from 'react';

/**
 * Calls `load` whenever `target` is in view while `ready`. Observing again once a page has come makes a list that
 * still ends in view ask for the next page too.
 */
export function useLoadAtEnd(target: RefObject<Element | null>, ready: boolean, load: () => void): void {
  useEffect(() => {
    const element = target.current;
    if (!ready || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, ready, load]);
}
