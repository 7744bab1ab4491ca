import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx';
import { ChevronRightIcon } from './accountIcons.tsx';

/** An embedded wallet's user in the Account view: the e-mail with Update (UpdateEmailWallet), and ProfileWallets. */
export function EmbeddedProfile() {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { state, wallet } = useAccount();
  const user = state.user;
  // With multi-wallet another wallet may be the one in use beside the embedded one.
  if (!user || wallet?.type !== 'AUTH') return null;
  const modal = gangway.modal.getState();
  return (
    <div className="actions">
      {user.email && (
        <div className="row account-email">
          <span className="account-email__text">
            <span className="account-email__label">{t('email')}</span>
            <span className="row__label" data-testid="gw-account-email">
              <bdi dir="ltr">{user.email}</bdi>
            </span>
          </span>
          <button
            type="button"
            className="account-email__update"
            aria-label={t('updateEmailOf', { email: user.email })}
            data-testid="gw-update-email"
            onClick={() => modal.push('UpdateEmailWallet')}
          >
            {t('update')}
          </button>
        </div>
      )}
      <AccountTypeSwitch />
      <button
        type="button"
        className="row"
        data-testid="gw-profile-wallets"
        onClick={() => modal.push('ProfileWallets')}
      >
        <span className="row__label">{t('yourWallets')}</span>
        <span className="row__trailing">
          <ChevronRightIcon />
        </span>
      </button>
    </div>
  );
}
