import {
  currentView,
  isMobileUserAgent,
  offersWalletConnect,
  USER_MESSAGES,
  WALLET_CONNECT_NAME,
} from '@gangway/core/internal';
import { failureMessage, isGangwayError, visitorMessage } from '@gangway/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { formatCountdown } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { usePairingState, useWalletConnectActions } from '../../internal/useWalletConnectActions.ts';
import { useAnnounce, useShadowStyles } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { findWallet } from '../../wallets/findWallet.ts';
import { desktopWalletLinks, walletConnectDeepLink } from '../GetWallet/GetWallet.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { QrActions } from '../QrSquare/QrActions.tsx';
import { QrPlaceholder, QrSquare } from '../QrSquare/QrSquare.tsx';
import { connectingWalletConnectCss } from './ConnectingWalletConnect.css.ts';

/** Seconds left until `expiresAt`, ticking once a second (read at render: a new pairing shows its own at once). */
function useSecondsLeft(expiresAt: number | undefined): number | undefined {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), 1_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === undefined ? undefined : Math.max(0, Math.ceil((expiresAt - Date.now()) / 1_000));
}

/**
 * SPEC §2 ConnectingWalletConnect: a WalletConnect pairing for `walletId` (or any wallet), or the pairing `uri`
 * made elsewhere. On desktop a QR code to scan; on a phone the wallet's own link. Copy link, the pairing's expiry and retry (SPEC §9), and 'Connection
 * rejected' with Retry; never a stuck spinner.
 */
export default function ConnectingWalletConnect({ data }: ViewProps<'ConnectingWalletConnect'>) {
  useShadowStyles(connectingWalletConnectCss);
  const gangway = useGangway();
  const announce = useAnnounce();
  const { t, message, locale } = useViewI18n();
  const actions = useWalletConnectActions();
  const pairing = usePairingState(actions);
  const directory = useStore(gangway.directory);
  const walletId = data?.walletId;
  const givenUri = data?.uri;
  const known = useMemo(
    () => (walletId ? findWallet(directory, gangway.options.customWallets, walletId) : undefined),
    [directory, gangway, walletId],
  );
  const listing = known?.source === 'directory' ? known.wallet : undefined;
  const name = known?.wallet.name ?? WALLET_CONNECT_NAME;
  const imageUrl = listing
    ? gangway.imageUrl('wallet', listing.image_id)
    : known?.source === 'custom'
      ? known.wallet.imageUrl
      : undefined;
  const mobile = useMemo(() => isMobileUserAgent(globalThis.navigator?.userAgent ?? ''), []);
  const deepLink =
    mobile && known && pairing.status === 'pairing' && pairing.uri
      ? walletConnectDeepLink(
          { name: known.wallet.name, mobile_link: known.wallet.mobile_link ?? null },
          pairing.uri,
          location.href,
        )
      : undefined;
  // On a desktop, the wallet's desktop app and web app open with the pairing too, beside the QR code.
  const appLinks =
    !mobile && known && pairing.status === 'pairing' && pairing.uri
      ? desktopWalletLinks(known.wallet, pairing.uri)
      : {};
  const secondsLeft = useSecondsLeft(pairing.status === 'pairing' ? pairing.expiresAt : undefined);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const opened = useRef<string | undefined>(undefined);
  const retryRef = useRef<HTMLButtonElement>(null);

  // Without WalletConnect (no client loader, or no relay) there is nothing to pair with: where to get the wallet.
  const offered = offersWalletConnect(gangway.options);
  useEffect(() => {
    if (!offered && walletId) gangway.modal.getState().replace('GetWallet', { walletId });
  }, [offered, walletId, gangway]);

  useEffect(() => {
    // Once per attempt, also under StrictMode's double effects: each start is a new pairing.
    if (!actions || !offered || started.current === attempt) return;
    started.current = attempt;
    gangway.preload();
    // SPEC §2: opened with a uri, the first attempt shows that pairing; a retry makes a new one.
    const uri = attempt === 0 ? givenUri : undefined;
    actions.pairWalletConnect(gangway, uri === undefined ? {} : { uri }).then(
      () => {
        const modal = gangway.modal.getState();
        if (started.current !== attempt || actions.pairingStoreOf(gangway).getState().status !== 'approved')
          return;
        if (modal.open && currentView(modal)?.view === 'ConnectingWalletConnect') gangway.close();
      },
      (error: unknown) => {
        if (started.current !== attempt || actions.pairingStoreOf(gangway).getState().status === 'expired')
          return;
        announce(message(failureMessage(error, visitorMessage(USER_MESSAGES, 'FAILED_TO_CONNECT'))));
        gangway.shake.getState().shake();
      },
    );
  }, [actions, offered, attempt, givenUri, announce, gangway, message]);

  // The wallet opens from the visitor's tap: the link is followed while the tap still counts as one.
  useEffect(() => {
    if (!deepLink || opened.current === deepLink) return;
    opened.current = deepLink;
    if (globalThis.navigator?.userActivation?.isActive === false) return;
    window.open(deepLink, '_blank', 'noreferrer');
  }, [deepLink]);

  const ended = pairing.status === 'rejected' || pairing.status === 'failed' || pairing.status === 'expired';
  useEffect(() => {
    if (ended) retryRef.current?.focus({ preventScroll: true });
  }, [ended]);

  const retry = () => setAttempt((value) => value + 1);
  const failure =
    pairing.status === 'rejected'
      ? message(visitorMessage(USER_MESSAGES, 'CONNECTION_REJECTED'))
      : pairing.status === 'failed'
        ? message(failureMessage(pairing.error, visitorMessage(USER_MESSAGES, 'FAILED_TO_CONNECT')))
        : undefined;

  return (
    <ViewFrame name="ConnectingWalletConnect" variant="center">
      {failure ? (
        <>
          <StatusIcon state="error">
            <BrandIcon name={name} src={imageUrl} size={72} shape="rounded" />
          </StatusIcon>
          <p className="headline" data-testid="gw-wc-status" data-status={pairing.status}>
            {failure}
          </p>
          <p className="hint">
            {isGangwayError(pairing.error, 'CONNECTION_REJECTED') ? t('rejectedHint') : t('failedHint')}
          </p>
        </>
      ) : mobile && known ? (
        <>
          <StatusIcon state={pairing.status === 'expired' ? 'error' : 'pending'}>
            <BrandIcon name={name} src={imageUrl} size={72} shape="rounded" />
          </StatusIcon>
          <p className="headline" data-testid="gw-wc-status" data-status={pairing.status}>
            {pairing.status === 'expired' ? t('qrExpired') : t('continueIn', { name })}
          </p>
          <p className="hint">{t('openWalletOnPhoneHint', { name })}</p>
        </>
      ) : (
        <>
          {pairing.uri && pairing.status !== 'loading' ? (
            <div className={pairing.status === 'expired' ? 'wc-qr--expired' : undefined}>
              <QrSquare value={pairing.uri} label={name} testId="gw-wc-qr">
                <BrandIcon name={name} src={imageUrl} size={44} shape="rounded" />
              </QrSquare>
            </div>
          ) : (
            <QrPlaceholder testId="gw-wc-qr-pending">{t('preparingQr')}</QrPlaceholder>
          )}
          <p className="headline" data-testid="gw-wc-status" data-status={pairing.status}>
            {pairing.status === 'expired'
              ? t('qrExpired')
              : known
                ? t('scanWithWallet', { name })
                : t('scanWithPhone')}
          </p>
          <p className="hint wc-expiry" data-testid="gw-wc-expiry">
            {pairing.status === 'expired'
              ? t('qrExpiredHint')
              : secondsLeft !== undefined
                ? t('qrExpiresIn', { time: formatCountdown(locale, secondsLeft) })
                : t('acceptConnection')}
          </p>
        </>
      )}
      <div className="actions">
        {ended && (
          <button
            ref={retryRef}
            type="button"
            className="button button--primary"
            data-testid="gw-wc-retry"
            onClick={retry}
          >
            {pairing.status === 'expired' ? t('newQrCode') : t('retry')}
          </button>
        )}
        {appLinks.desktop && (
          <a className="button button--primary" data-testid="gw-wc-open-desktop" href={appLinks.desktop}>
            {t('openDesktopApp')}
          </a>
        )}
        {appLinks.web && (
          <a
            className={`button ${appLinks.desktop ? 'button--secondary' : 'button--primary'}`}
            data-testid="gw-wc-open-web"
            href={appLinks.web}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('openWebApp')}
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        )}
        <QrActions
          name={name}
          openLink={deepLink}
          copyText={pairing.status === 'pairing' ? pairing.uri : undefined}
          testIds={{ open: 'gw-wc-open-wallet', copy: 'gw-wc-copy' }}
        />
        {walletId && (
          <button
            type="button"
            className="button button--secondary"
            data-testid="gw-wc-get-wallet"
            onClick={() => gangway.modal.getState().replace('GetWallet', { walletId })}
          >
            {t('getTheApp')}
          </button>
        )}
      </div>
      {mobile && deepLink && <p className="hint">{t('noWalletAnswer', { name })}</p>}
    </ViewFrame>
  );
}
