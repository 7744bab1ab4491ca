import { currentView, isMobileUserAgent, loadEmbedded } from '@gangway/core/internal';
import { ERROR_MESSAGES, visitorMessage } from '@gangway/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { LoadedTitle } from '../../modal/LoadedTitle/LoadedTitle.tsx';
import { useAnnounce } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { SOCIAL_NAMES } from '../Connect/embedded/SocialButtons.tsx';
import { SocialIcon } from '../Connect/embedded/socialIcons.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { QrActions } from '../QrSquare/QrActions.tsx';
import { QrPlaceholder, QrSquare } from '../QrSquare/QrSquare.tsx';
import { farcasterLink } from './farcasterLink.ts';
import { giveUpFarcasterTab, openFarcasterTab, sendFarcasterTab } from './farcasterTab.ts';

const NAME = SOCIAL_NAMES.farcaster;
type Step = { status: 'loading' } | { status: 'waiting'; url: string } | { status: 'failed' };

/**
 * SPEC §2 ConnectingFarcaster: the QR code and the "open in app" link of a Farcaster sign-in channel that
 * gangway-server opened, while the channel is polled through the wallet frame; connected, the modal closes. On a
 * phone, as ConnectingWalletConnect there, no QR code: the visitor holds the screen, and the tap that started the
 * attempt (Farcaster in Connect, or Retry) opened the tab the link is sent to (farcasterTab.ts); Open Farcaster
 * stays. Leaving the view ends the attempt; a failure shows 'Failed to connect to farcaster' with Retry.
 */
export default function ConnectingFarcaster(_: ViewProps<'ConnectingFarcaster'>) {
  const gangway = useGangway();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    openFarcasterTab(gangway, window);
    setAttempt((value) => value + 1);
  };
  // Each attempt is a sign-in channel of its own: Retry mounts a new one.
  return <FarcasterAttempt key={attempt} onRetry={retry} />;
}

function FarcasterAttempt({ onRetry }: { onRetry(): void }) {
  const gangway = useGangway();
  const announce = useAnnounce();
  const { t, message } = useViewI18n();
  const [step, setStep] = useState<Step>({ status: 'loading' });
  const mobile = useMemo(() => isMobileUserAgent(globalThis.navigator?.userAgent ?? ''), []);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    loadEmbedded()
      .then(({ connectFarcaster }) =>
        connectFarcaster(gangway, {
          signal,
          onUrl: (url) => {
            setStep({ status: 'waiting', url });
            sendFarcasterTab(gangway, farcasterLink(url));
          },
        }),
      )
      .then(
        (user) => {
          if (!user || signal.aborted) return;
          // A view the connection opened (SIWXSignMessage, UnsupportedChain) stays.
          const modal = gangway.modal.getState();
          if (modal.open && currentView(modal)?.view === 'ConnectingFarcaster') gangway.close();
        },
        () => {
          if (signal.aborted) return;
          giveUpFarcasterTab(gangway);
          setStep({ status: 'failed' });
          announce(message(visitorMessage(ERROR_MESSAGES, 'FARCASTER_CONNECTION_FAILED')));
          gangway.shake.getState().shake();
        },
      );
    return () => controller.abort();
  }, [gangway, announce, message]);

  useEffect(() => {
    if (step.status === 'failed') retryRef.current?.focus({ preventScroll: true });
  }, [step.status]);

  const link = step.status === 'waiting' ? farcasterLink(step.url) : undefined;

  return (
    <ViewFrame name="ConnectingFarcaster" variant="center">
      <LoadedTitle>{NAME}</LoadedTitle>
      {step.status === 'failed' ? (
        <>
          <StatusIcon state="error">
            <SocialIcon provider="farcaster" size={72} />
          </StatusIcon>
          <p className="headline" data-testid="gw-farcaster-status" data-status="failed">
            {message(visitorMessage(ERROR_MESSAGES, 'FARCASTER_CONNECTION_FAILED'))}
          </p>
          <p className="hint">{t('farcasterFailedHint')}</p>
        </>
      ) : (
        <>
          {mobile ? (
            <StatusIcon state="pending">
              <SocialIcon provider="farcaster" size={72} />
            </StatusIcon>
          ) : link ? (
            <QrSquare value={link} label={NAME} testId="gw-farcaster-qr">
              <SocialIcon provider="farcaster" size={44} />
            </QrSquare>
          ) : (
            <QrPlaceholder testId="gw-farcaster-qr-pending">{t('preparingQr')}</QrPlaceholder>
          )}
          <p className="headline" data-testid="gw-farcaster-status" data-status={step.status}>
            {mobile ? t('continueIn', { name: NAME }) : t('scanWithWallet', { name: NAME })}
          </p>
          <p className="hint">{t('openWalletOnPhoneHint', { name: NAME })}</p>
        </>
      )}
      <div className="actions">
        {step.status === 'failed' && (
          <button
            ref={retryRef}
            type="button"
            className="button button--primary"
            data-testid="gw-farcaster-retry"
            onClick={onRetry}
          >
            {t('retry')}
          </button>
        )}
        <QrActions
          name={NAME}
          openLink={link}
          copyText={link}
          testIds={{ open: 'gw-farcaster-open', copy: 'gw-farcaster-copy' }}
        />
      </div>
    </ViewFrame>
  );
}
