// Whether the approval can be seen as drawn (clickjacking, ARCHITECTURE §5.3): the host page could lay something
// over the frame, or make it transparent, and trick a click onto Approve. IntersectionObserver v2 (`trackVisibility`)
// has the browser vouch that the element is not covered, faded, filtered or transformed; where it cannot, the
// approval falls back to a longer arming delay (approval.ts).

interface VisibilityInit extends IntersectionObserverInit {
  trackVisibility: boolean;
  delay: number;
}
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

/** The shortest delay between visibility reports the browser accepts (it refuses less). */
const REPORT_DELAY_MS = 100;

export interface VisibilityWatch {
  /** The browser reports visibility: false where IntersectionObserver v2 is missing. */
  readonly checked: boolean;
  /** The last report (false until the first one); always true when not checked. */
  visible(): boolean;
  stop(): void;
}

export function canCheckVisibility(window: Window): boolean {
  const entry = (window as Window & { IntersectionObserverEntry?: { prototype: object } })
    .IntersectionObserverEntry;
  return entry !== undefined && 'isVisible' in entry.prototype;
}

export function watchVisibility(target: Element, onChange: (visible: boolean) => void): VisibilityWatch {
  const window = target.ownerDocument.defaultView;
  if (!window || !canCheckVisibility(window))
    return { checked: false, visible: () => true, stop: () => undefined };
  // Unknown until the first report, which is always passed on: an approval covered from its first frame must say so.
  let visible: boolean | undefined;
  const observer = new window.IntersectionObserver(
    (entries) => {
      const last = entries.at(-1) as VisibilityEntry | undefined;
      const now = last?.isVisible === true;
      if (now === visible) return;
      visible = now;
      onChange(now);
    },
    { trackVisibility: true, delay: REPORT_DELAY_MS, threshold: [0, 1] } as VisibilityInit,
  );
  observer.observe(target);
  return { checked: true, visible: () => visible === true, stop: () => observer.disconnect() };
}
