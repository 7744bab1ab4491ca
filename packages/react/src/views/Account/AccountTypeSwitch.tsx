import { loadEmbedded } from '@gangway/core/internal';
import { ERROR_MESSAGES, failureMessage, visitorMessage } from '@gangway/protocol';
import { useState } from 'react';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ACCOUNT_TYPE_NAMES } from './accountTypeNames.ts';

/**
 * The embedded wallet's account type on EVM and the switch (SPEC §6): to the smart account only where the network
 * enables it (the wallet then lists one) and the current type is eoa, and back.
 */
export function AccountTypeSwitch() {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { state, accountType } = useAccount();
  const [busy, setBusy] = useState(false);
  const hasSmartAccount = state.accounts.some((account) => account.type === 'smartAccount');
  if (!hasSmartAccount || (accountType !== 'eoa' && accountType !== 'smartAccount')) return null;
  const next = accountType === 'eoa' ? 'smartAccount' : 'eoa';
  const onSwitch = () => {
    setBusy(true);
    loadEmbedded()
      .then(({ switchAccountType }) => switchAccountType(gangway, next))
      .catch((failure: unknown) =>
        gangway.toast
          .getState()
          .show('error', failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FRAME_ERROR'))),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="row account-email" data-testid="gw-account-type">
      <span className="account-email__text">
        <span className="account-email__label">{t('accountType')}</span>
        <span className="row__label" data-testid="gw-account-type-value">
          {t(ACCOUNT_TYPE_NAMES[accountType])}
        </span>
      </span>
      <button
        type="button"
        className="account-email__update"
        data-testid="gw-switch-account-type"
        aria-label={t(next === 'eoa' ? 'switchToEoa' : 'switchToSmartAccount')}
        disabled={busy}
        onClick={onSwitch}
      >
        {t('switchAccountType')}
      </button>
    </div>
  );
}
