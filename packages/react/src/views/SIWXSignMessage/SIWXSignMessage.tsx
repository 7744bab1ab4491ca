import { USER_MESSAGES } from '@gangway/core/internal';
import { visitorMessage } from '@gangway/protocol';
import { useEffect, useRef } from 'react';
import { avatarCss } from '../../components/Avatar/Avatar.css.ts';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useSiwxModule, useSiwxState } from '../../internal/useSiwxModule.ts';
import { useAnnounce, useShadowStyles } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';

/**
 * SPEC §2, §4 SIWXSignMessage: right after a connection without a session, asks the wallet to sign the CAIP-122
 * message at once ('Authenticating...'); a decline says so and offers Sign again or Cancel (which disconnects when
 * sign-in is required). Closes once signed in.
 */
export default function SIWXSignMessage() {
  useShadowStyles(avatarCss);
  const gangway = useGangway();
  const announce = useAnnounce();
  const { t, message } = useViewI18n();
  const siwx = useSiwxModule();
  const state = useSiwxState(siwx);
  const asked = useRef<string | undefined>(undefined);
  const app = gangway.options.metadata?.name ?? globalThis.location?.host ?? '';
  const accountKey = state.account ? `${state.account.chainId}:${state.account.address}` : undefined;

  useEffect(() => {
    // One request per account, also under StrictMode's double effects: a second would prompt the wallet twice.
    if (!siwx || !accountKey || state.status !== 'unsigned' || asked.current === accountKey) return;
    asked.current = accountKey;
    announce(message(visitorMessage(USER_MESSAGES, 'AUTHENTICATING')));
    siwx.signIn(gangway).catch(() => gangway.shake.getState().shake());
  }, [siwx, accountKey, state.status, gangway, announce, message]);

  useEffect(() => {
    if (state.status === 'signed-in') gangway.close();
  }, [state.status, gangway]);

  const failed = state.status === 'declined' || state.status === 'failed';
  const waiting = state.status === 'signing' || state.status === 'checking' || !siwx;
  return (
    <ViewFrame name="SIWXSignMessage" variant="center">
      <StatusIcon state={failed ? 'error' : 'pending'}>
        <Avatar address={state.account?.address ?? ''} size={72} />
      </StatusIcon>
      <p className="headline" data-testid="gw-siwx-status" role="status">
        {failed
          ? message(state.failure ?? visitorMessage(USER_MESSAGES, 'SIGNATURE_DECLINED'))
          : waiting
            ? message(visitorMessage(USER_MESSAGES, 'AUTHENTICATING'))
            : t('signIn')}
      </p>
      <p className="hint">{failed ? t('signInFree') : t('signInRequest', { name: app })}</p>
      {(failed || state.status === 'unsigned') && siwx && (
        <div className="actions">
          <button
            type="button"
            className="button"
            data-testid="gw-siwx-cancel"
            onClick={() => void siwx.cancelSignIn(gangway)}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="gw-siwx-sign"
            onClick={() => siwx.signIn(gangway).catch(() => gangway.shake.getState().shake())}
          >
            {t('signMessage')}
          </button>
        </div>
      )}
    </ViewFrame>
  );
}
