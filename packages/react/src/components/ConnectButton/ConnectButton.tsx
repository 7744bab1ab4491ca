import { namespaceState } from '@gangway/core/internal';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';
import { INITIAL_MESSAGES } from '../../i18n/en/initialMessages.ts';
import { useI18n } from '../../i18n/useI18n.ts';
import { useButtonTheme } from '../../internal/useButtonTheme.ts';
import { useModalTrigger } from '../../internal/useModalTrigger.ts';
import { OPEN_INTENT_ATTRIBUTE } from '../../internal/watchOpenIntent.ts';
import { PREFETCH_ON_INTENT } from '../../views/lazyViews.ts';
import { ButtonStyles } from '../ButtonStyles/ButtonStyles.tsx';

export interface ConnectButtonProps {
  /** Default "Connect Wallet" in the widget's locale. */
  label?: string;
  className?: string;
}

/** Opens the modal on the wallet list; shows "Connecting…" while a connection is made or restored. */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const gangway = useGangway();
  const { t, locale, dir } = useI18n(INITIAL_MESSAGES);
  // The active account's status alone: the button needs no more of useAccount's account (which would come with it).
  const isConnecting = useStore(
    gangway.connections,
    (state) => namespaceState(state, state.activeNamespace).status === 'connecting',
  );
  const theme = useButtonTheme();
  // The wallet list is what the click shows: the provider starts its first page on its way as the pointer arrives
  // (the attribute below marks the button for it, as it can mark an integrator's own).
  const { remember } = useModalTrigger(PREFETCH_ON_INTENT.connect);
  return (
    <>
      <ButtonStyles />
      <button
        type="button"
        className={`gw-btn gw-btn--primary${className ? ` ${className}` : ''}`}
        data-testid="gw-connect-button"
        data-gw-button=""
        {...{ [OPEN_INTENT_ATTRIBUTE]: '' }}
        aria-busy={isConnecting || undefined}
        lang={locale}
        dir={dir}
        {...theme}
        onClick={(event) => {
          remember(event);
          gangway.open();
        }}
      >
        {isConnecting && <span className="gw-btn__spinner" aria-hidden="true" />}
        {isConnecting ? t('connecting') : (label ?? t('connectWallet'))}
      </button>
    </>
  );
}
