import { useGangway } from '../../hooks/useGangway.ts';
import { Icon } from '../../modal/icons.tsx';
import { VIEW_LABELS } from '../../viewLabels.ts';

// Here rather than in icons.tsx and labels.ts: only the lazy views show this button, so the initial bundle does not
// carry its icon and copy.
const DisconnectIcon = () => (
  <Icon size={18}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);

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
      {VIEW_LABELS.disconnect}
    </button>
  );
}
