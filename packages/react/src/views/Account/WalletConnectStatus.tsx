import { USER_MESSAGES } from '@gangway/core';
import { useRelayStatus, useWalletConnectActions } from '../../internal/useWalletConnectActions.ts';
import { VIEW_LABELS } from '../../viewLabels.ts';

/**
 * The wallet line of a WalletConnect session: "Reconnecting to …" with a spinner while the relay connection is down
 * (the session stays, and requests wait for it), "Connected with …" otherwise.
 */
export function WalletConnectStatus({ name }: { name: string }) {
  const status = useRelayStatus(useWalletConnectActions());
  return (
    <p className="account-wallet" role="status" data-testid="gw-account-relay" data-status={status}>
      {status === 'reconnecting' ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {VIEW_LABELS.reconnectingTo(name)}
        </>
      ) : (
        USER_MESSAGES.CONNECTED({ name })
      )}
    </p>
  );
}
