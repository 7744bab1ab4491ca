import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { ChevronRightIcon } from '../../modal/icons.tsx';
import { VIEW_LABELS } from '../../viewLabels.ts';

/** An embedded wallet's user in the Account view: the e-mail with Update (UpdateEmailWallet), and ProfileWallets. */
export function EmbeddedProfile() {
  const gangway = useGangway();
  const user = useAccount().state.user;
  if (!user) return null;
  const modal = gangway.modal.getState();
  return (
    <div className="actions">
      {user.email && (
        <div className="row account-email">
          <span className="account-email__text">
            <span className="account-email__label">{VIEW_LABELS.email}</span>
            <span className="row__label" data-testid="gw-account-email">
              {user.email}
            </span>
          </span>
          <button
            type="button"
            className="account-email__update"
            aria-label={VIEW_LABELS.updateEmailOf(user.email)}
            data-testid="gw-update-email"
            onClick={() => modal.push('UpdateEmailWallet')}
          >
            {VIEW_LABELS.updateEmail}
          </button>
        </div>
      )}
      <button
        type="button"
        className="row"
        data-testid="gw-profile-wallets"
        onClick={() => modal.push('ProfileWallets')}
      >
        <span className="row__label">{VIEW_LABELS.profileWallets}</span>
        <span className="row__trailing">
          <ChevronRightIcon />
        </span>
      </button>
    </div>
  );
}
