import { USER_MESSAGES } from '@gangway/core/internal';
import { visitorMessage } from '@gangway/protocol';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useRelayStatus, useWalletConnectActions } from '../../internal/useWalletConnectActions.ts';

/**
 * The wallet line of a WalletConnect session: "Reconnecting to …" with a spinner while the relay connection is down
 * (the session stays, and requests wait for it), "Connected with …" otherwise.
 */
export function WalletConnectStatus({ name }: { name: string }) {
  const status = useRelayStatus(useWalletConnectActions());
  const { t, message } = useViewI18n();
  return (
    <p className="account-wallet" role="status" data-testid="gw-account-relay" data-status={status}>
      {status === 'reconnecting' ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {t('reconnectingTo', { name })}
        </>
      ) : (
        message(visitorMessage(USER_MESSAGES, 'CONNECTED', { name }))
      )}
    </p>
  );
}
