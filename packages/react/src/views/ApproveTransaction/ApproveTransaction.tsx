import { embeddedInstance, FRAME_SLOT, type FrameClient } from '@gangway/core/internal';
import { ALERTS, NOT_ALLOWED_MESSAGE_DELAY_MS } from '@gangway/protocol';
import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { deepActiveElement, tabbableElements } from '../../modal/focus.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { approveTransactionCss } from './ApproveTransaction.css.ts';
import { useApprovalPending, useFrameArea } from './useFrameArea.ts';

/**
 * SPEC §2 ApproveTransaction: its body is the embedded wallet's frame, which draws the request with Approve and
 * Reject in its own origin (the host page can neither fake nor skip them). The frame is a child of the modal's
 * element slotted into the view's frame area, so a screen reader and Tab meet it inside the dialog (laid over the area
 * when the modal has no element of its own, core's frameDock.ts). Closing the modal or going back refuses the request
 * (core's embedded session). With notAllowed: the method the wallet refused (SPEC §4, shown after
 * NOT_ALLOWED_MESSAGE_DELAY_MS).
 */
export default function ApproveTransaction({ data }: ViewProps<'ApproveTransaction'>) {
  useShadowStyles(approveTransactionCss);
  return data?.notAllowed ? <NotAllowed method={data.notAllowed} /> : <FrameArea />;
}

function FrameArea() {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { client } = embeddedInstance(gangway);
  const area = useRef<HTMLElement>(null);
  const pending = useApprovalPending(client);
  useFrameArea(client, area);

  useEffect(() => {
    const dialog = area.current?.closest<HTMLElement>('[role="dialog"]');
    // After ViewFrame's own focus move (scheduled for the next frame at mount): the keyboard starts inside the frame
    // (on Reject; Escape there refuses). When the visitor has decided, the frame hides with the focus in it: the focus
    // comes back to the dialog (the modal closes instead when nothing else is on it).
    const frame = requestAnimationFrame(() => {
      if (pending) client.focus();
      else if (dialog && focusIsLost(dialog)) dialog.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, client]);

  return (
    <ViewFrame name="ApproveTransaction">
      <section
        ref={area}
        className="approval-area"
        aria-label={t('approvalArea')}
        data-testid="gw-approval-area"
        data-pending={pending || undefined}
      >
        <slot name={FRAME_SLOT} />
        {!pending && (
          <div className="approval-area__waiting" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('approvalFinishing')}
          </div>
        )}
      </section>
      {pending && <FrameExit client={client} area={area} />}
    </ViewFrame>
  );
}

/**
 * Right after the frame in Tab order, so that the keyboard goes round the dialog through the frame: Tab out of the
 * frame (whose keys the dialog never sees) lands here and goes on to the dialog's first control; Shift+Tab from the
 * first control (the dialog's Tab trap sends it to its last element, this one) goes back into the frame. Outside the
 * frame's area and drawn nowhere: anything over the frame would read as covering it (the clickjacking check).
 */
function FrameExit({ client, area }: { client: FrameClient; area: RefObject<HTMLElement | null> }) {
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const dialog = area.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const from = event.relatedTarget;
    if (from instanceof Node && dialog.contains(from)) client.focus();
    else
      tabbableElements(dialog)
        .find((element) => element !== event.currentTarget)
        ?.focus();
  };
  // biome-ignore lint/a11y/noStaticElementInteractions: a focus guard, never focused longer than its onFocus
  // biome-ignore lint/a11y/noNoninteractiveTabindex: it must be reachable by Tab to catch the focus
  return <span className="approval-exit" tabIndex={0} onFocus={onFocus} />;
}

/** Nothing in the dialog holds the focus: it was in the frame that just hid, or on nothing at all. */
function focusIsLost(dialog: HTMLElement): boolean {
  const active = deepActiveElement(dialog.ownerDocument);
  return active === null || active.hasAttribute('data-gangway-frame') || !active.isConnected;
}

function NotAllowed({ method }: { method: string }) {
  const [shown, setShown] = useState(false);
  const { t, message, ltr } = useViewI18n();
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), NOT_ALLOWED_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ViewFrame name="ApproveTransaction" variant="center">
      <div role="status" data-testid="gw-not-allowed">
        {shown && (
          <>
            <p className="headline">
              {message({
                code: 'alert.RPC_CALL_NOT_ALLOWED',
                text: ALERTS.RPC_CALL_NOT_ALLOWED.shortMessage,
              })}
            </p>
            <p className="hint">{t('notAllowedHint', { method: ltr(method) })}</p>
          </>
        )}
      </div>
    </ViewFrame>
  );
}
