import { currentView, findConnector, USER_MESSAGES } from '@gangway/core/internal';
import { failureMessage, isGangwayError, type VisitorMessage, visitorMessage } from '@gangway/protocol';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useAnnounce } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';

interface Failure {
  rejected: boolean;
  message: VisitorMessage;
}

function describeFailure(error: unknown): Failure {
  if (isGangwayError(error, 'CONNECTION_REJECTED') || isGangwayError(error, 'USER_REJECTED')) {
    return { rejected: true, message: visitorMessage(USER_MESSAGES, 'CONNECTION_REJECTED') };
  }
  return {
    rejected: false,
    message: failureMessage(error, visitorMessage(USER_MESSAGES, 'FAILED_TO_CONNECT')),
  };
}

/** SPEC §2 ConnectingExternal: asks the wallet to connect and waits; a failure offers a retry, never a stuck spinner. */
export default function ConnectingExternal({ data }: ViewProps<'ConnectingExternal'>) {
  const gangway = useGangway();
  const announce = useAnnounce();
  const { t, message } = useViewI18n();
  const connector = useStore(gangway.connectors, (state) =>
    findConnector(state, data.connectorId, data.namespace),
  );
  const name = connector?.name ?? data.connectorId;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(-1);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Once per attempt, also under StrictMode's double effects: a second request would prompt the wallet twice.
    if (started.current === attempt) return;
    started.current = attempt;
    announce(t('continueIn', { name }));
    gangway.connect(data).then(
      () => {
        const modal = gangway.modal.getState();
        // A wallet on a network the app does not support has already been sent to UnsupportedChain.
        if (modal.open && currentView(modal)?.view === 'ConnectingExternal') gangway.close();
      },
      (error: unknown) => {
        const next = describeFailure(error);
        setFailure(next);
        announce(message(next.message));
        gangway.shake.getState().shake();
      },
    );
  }, [attempt, announce, data, gangway, name, t, message]);

  useEffect(() => {
    if (failure) retryRef.current?.focus({ preventScroll: true });
  }, [failure]);

  return (
    <ViewFrame name="ConnectingExternal" variant="center">
      <StatusIcon state={failure ? 'error' : 'pending'}>
        <BrandIcon name={name} src={connector?.imageUrl} size={72} shape="rounded" />
      </StatusIcon>
      <p className="headline" data-testid="gw-connecting-status">
        {failure ? message(failure.message) : t('continueIn', { name })}
      </p>
      <p className="hint">
        {failure ? (failure.rejected ? t('rejectedHint') : t('failedHint')) : t('acceptConnection')}
      </p>
      {failure && (
        <div className="actions">
          <button
            ref={retryRef}
            type="button"
            className="button button--primary"
            data-testid="gw-connecting-retry"
            onClick={() => {
              setFailure(null);
              setAttempt((value) => value + 1);
            }}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </ViewFrame>
  );
}
