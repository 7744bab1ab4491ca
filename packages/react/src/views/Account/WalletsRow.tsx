import { useStore } from 'zustand';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ChevronRightIcon } from './accountIcons.tsx';

/**
 * Multi-wallet's way in from Account (SPEC §3 remote feature multiWallet): ProfileWallets, where the connected
 * wallets are and another connects. An embedded wallet in use has its own row there (EmbeddedProfile).
 */
export function WalletsRow() {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const multiWallet = useStore(gangway.features, (features) => features.remote.multiWallet);
  const { wallet } = useAccount();
  if (!multiWallet || wallet?.type === 'AUTH') return null;
  return (
    <div className="actions">
      <button
        type="button"
        className="row"
        data-testid="gw-profile-wallets"
        onClick={() => gangway.modal.getState().push('ProfileWallets')}
      >
        <span className="row__label">{t('yourWallets')}</span>
        <span className="row__trailing">
          <ChevronRightIcon />
        </span>
      </button>
    </div>
  );
}
