import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { Icon } from '../../modal/icons.tsx';

// Here rather than in icons.tsx: only the lazy views show this button, so the initial bundle does not carry its icon.
const DisconnectIcon = () => (
  <Icon size={18} directional>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);

/** The modal's Disconnect action (Account, UnsupportedChain). */
export function DisconnectButton() {
  const gangway = useGangway();
  const { t } = useViewI18n();
  return (
    <button
      type="button"
      className="button button--danger"
      data-testid="gw-disconnect"
      // Disconnect clears the state and closes the modal even when the wallet fails to answer.
      onClick={() => void gangway.disconnect().catch(() => undefined)}
    >
      <DisconnectIcon />
      {t('disconnect')}
    </button>
  );
}
