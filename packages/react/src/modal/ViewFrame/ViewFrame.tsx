import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface ViewFrameProps {
  /** Ends up in `data-testid="gw-view-<name>"`. */
  name: string;
  variant?: 'center' | 'loading';
  children: ReactNode;
}

export function focusInto(frame: HTMLElement): void {
  // Rendered ahead of the first open: the modal moves focus in when it is shown.
  if (frame.closest('[data-hidden]')) return;
  const target = frame.querySelector<HTMLElement>('[data-autofocus]');
  if (target) {
    target.focus({ preventScroll: true });
    return;
  }
  const dialog = frame.closest<HTMLElement>('[role="dialog"]');
  const root = frame.getRootNode() as ShadowRoot | Document;
  if (dialog && !dialog.contains(root.activeElement)) dialog.focus({ preventScroll: true });
}

/**
 * The root of every view. When it appears it moves focus to the view's `[data-autofocus]` element, or to the
 * dialog when focus would otherwise be lost with the previous view.
 */
export function ViewFrame({ name, variant, children }: ViewFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // In the next frame rather than in the commit: focus() forces a layout, and inside the click that opened the
    // modal it would be a second one before the first paint.
    const frame = requestAnimationFrame(() => {
      if (ref.current) focusInto(ref.current);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={ref} className={`view${variant ? ` view--${variant}` : ''}`} data-testid={`gw-view-${name}`}>
      {children}
    </div>
  );
}
