import { registrant } from '@gangway/core/internal';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ChevronRightIcon } from './accountIcons.tsx';

/**
 * SPEC §2, §6: the way to RegisterAccountName, for an embedded wallet's EVM account without a name (registration
 * needs an address and the embedded wallet's connector).
 */
export function AccountName() {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { state } = useAccount('eip155');
  // Read on each render: the connection store re-renders Account when the account or network changes.
  if (state.profileName || !registrant(gangway)) return null;
  return (
    <div className="actions">
      <button
        type="button"
        className="row"
        data-testid="gw-register-name"
        onClick={() => gangway.modal.getState().push('RegisterAccountName')}
      >
        <span className="row__label">{t('chooseAccountName')}</span>
        <span className="row__trailing">
          <ChevronRightIcon />
        </span>
      </button>
    </div>
  );
}
