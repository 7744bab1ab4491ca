import { useLayoutEffect, useRef } from 'react';

/**
 * The header title of a view that brings its own (viewTitle gives '' for it), written into the dialog's heading, so
 * the bytes before the first click carry neither the text nor its key. The heading labels the dialog either way.
 * It finds the heading from a hidden mark of its own: a portal, or the modal's context, would each make the initial
 * bundle export one more binding to this chunk.
 */
export function LoadedTitle({ children }: { children: string }) {
  const mark = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const heading = mark.current?.closest('[role="dialog"]')?.querySelector('.header .title');
    if (!heading) return;
    heading.textContent = children;
    return () => {
      // The next view's title may have been written first, in the same commit.
      if (heading.textContent === children) heading.textContent = '';
    };
  }, [children]);
  return <span ref={mark} hidden />;
}
