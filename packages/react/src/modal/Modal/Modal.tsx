import { currentView, type RouteEntry } from '@gangway/core/internal';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';
import { INITIAL_MESSAGES } from '../../i18n/en/initialMessages.ts';
import { useI18n } from '../../i18n/useI18n.ts';
import { CurrentView } from '../CurrentView.tsx';
import type { ModalHost } from '../createModalHost.ts';
import { trapTab } from '../focus.ts';
import { ModalContext, type ModalContextValue } from '../ModalContext.ts';
import { ModalHeader } from '../ModalHeader/ModalHeader.tsx';
import { type Announcement, StatusRegion } from '../StatusRegion/StatusRegion.tsx';
import { focusInto } from '../ViewFrame/ViewFrame.tsx';
import { viewTitle } from '../viewTitle.ts';

const AlertBanner = lazy(() => import('../AlertBanner/AlertBanner.tsx'));

/**
 * The dialog: labelled by the view title, modal, focus kept inside (views move it in, see ViewFrame), Escape and
 * the backdrop close it. Renders nothing while closed, except once `warm` and before the first open: Connect,
 * hidden (what open() shows a visitor not connected; the click shows it as it is, or replaces it). Its root carries
 * the locale's language and direction: a right-to-left locale mirrors the layout (the stylesheets use logical
 * properties).
 */
export function Modal({ host, warm }: { host: ModalHost; warm?: boolean }) {
  const gangway = useGangway();
  const open = useStore(gangway.modal, (state) => state.open);
  const stored = useStore(gangway.modal, currentView);
  const depth = useStore(gangway.modal, (state) => state.history.length);
  const hidden = warm && !depth;
  const entry = hidden ? ({ view: 'Connect' } as RouteEntry) : stored;
  const shaking = useStore(gangway.shake, (state) => state.shaking);
  const hasAlert = useStore(gangway.alert, (state) => state.alert !== null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const titleId = useId();
  const { t, message, locale, dir } = useI18n(INITIAL_MESSAGES);
  const dialogRef = useRef<HTMLDivElement>(null);

  const context = useMemo<ModalContextValue>(
    () => ({
      shadowRoot: host.shadowRoot,
      announce: (text) => setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text })),
    }),
    [host],
  );

  // A view rendered hidden took no focus: it is moved in when the modal is shown (in the next frame, as ViewFrame
  // does), and only then, since a view shown otherwise has moved it itself (or the embedded wallet's frame has).
  const wasHidden = useRef(false);
  useLayoutEffect(() => {
    if (hidden || !wasHidden.current) {
      wasHidden.current = Boolean(hidden);
      return;
    }
    wasHidden.current = false;
    const frame = requestAnimationFrame(() => dialogRef.current && focusInto(dialogRef.current));
    return () => cancelAnimationFrame(frame);
  }, [hidden]);

  useEffect(() => {
    if (open) return;
    setAnnouncement(null);
    // A toast belongs to the session it reported on; it must not greet the next opening.
    gangway.toast.getState().hide();
  }, [open, gangway]);

  if (!(open || hidden) || !entry) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      gangway.close();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  return (
    <ModalContext.Provider value={context}>
      <div
        className="overlay"
        data-hidden={hidden || undefined}
        lang={locale}
        dir={dir}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) gangway.close();
        }}
      >
        <div
          ref={dialogRef}
          className="dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="gw-modal"
          data-view={entry.view}
          data-shaking={shaking || undefined}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <ModalHeader
            t={t}
            titleId={titleId}
            title={viewTitle(entry, gangway, t)}
            onBack={depth > 1 ? () => gangway.modal.getState().back() : undefined}
            onClose={gangway.close}
          />
          <StatusRegion gangway={gangway} announcement={announcement} message={message} />
          {hasAlert && (
            <Suspense fallback={null}>
              <AlertBanner gangway={gangway} />
            </Suspense>
          )}
          <CurrentView key={`${depth || 1}:${entry.view}`} entry={entry} />
        </div>
      </div>
    </ModalContext.Provider>
  );
}
