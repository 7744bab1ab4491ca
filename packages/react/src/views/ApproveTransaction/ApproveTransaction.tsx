import { embeddedInstance } from '@gangway/core/internal';
import { ALERTS, NOT_ALLOWED_MESSAGE_DELAY_MS } from '@gangway/protocol';
import { useEffect, useRef, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { approveTransactionCss } from './ApproveTransaction.css.ts';
import { useApprovalPending, useFrameArea } from './useFrameArea.ts';

/**
 * SPEC §2 ApproveTransaction: its body is the embedded wallet's frame, laid over the view's frame area, which draws
 * the request with Approve and Reject in its own origin (the host page can neither fake nor skip them). Closing the
 * modal or going back refuses the request (core's embedded session). With notAllowed: the method the wallet refused
 * (SPEC §4, shown after NOT_ALLOWED_MESSAGE_DELAY_MS).
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
    if (!pending) return;
    // After ViewFrame's own focus move (scheduled for the next frame at mount): the dialog's Tab trap cannot reach
    // the frame, so the keyboard starts inside it (on Reject; Escape there refuses).
    const frame = requestAnimationFrame(() => client.focus());
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
        {!pending && (
          <div className="approval-area__waiting" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('approvalFinishing')}
          </div>
        )}
      </section>
    </ViewFrame>
  );
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
