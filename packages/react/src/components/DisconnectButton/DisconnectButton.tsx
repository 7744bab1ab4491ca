import { useGangway } from '../../hooks/useGangway.ts';
import { LABELS } from '../../labels.ts';
import { DisconnectIcon } from '../../modal/icons.tsx';

/** The modal's Disconnect action (Account, UnsupportedChain). */
export function DisconnectButton() {
  const gangway = useGangway();
  return (
    <button
      type="button"
      className="button button--danger"
      data-testid="gw-disconnect"
      // Disconnect clears the state and closes the modal even when the wallet fails to answer.
      onClick={() => void gangway.disconnect().catch(() => undefined)}
    >
      <DisconnectIcon />
      {LABELS.disconnect}
    </button>
  );
}
