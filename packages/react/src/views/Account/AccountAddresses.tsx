import { truncateAddress } from '@gangway/core/internal';
import type { AccountType } from '@gangway/protocol';
import { useAccount } from '../../hooks/useAccount.ts';
import { formatQuantity } from '../../i18n/format.ts';
import type { ViewKey } from '../../i18n/messages.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ACCOUNT_TYPE_NAMES } from './accountTypeNames.ts';
import { CopyButton } from './CopyButton.tsx';

const COPY_LABELS = {
  payment: 'copyPaymentAddress',
  ordinal: 'copyOrdinalAddress',
  eoa: 'copyEoaAddress',
  smartAccount: 'copySmartAccountAddress',
} as const satisfies Record<AccountType, ViewKey>;

/**
 * The connection's addresses when it has several (Bitcoin: payment and ordinal, SPEC §9), each with its type, its
 * native balance and a copy button.
 */
export function AccountAddresses() {
  const { state, balanceSymbol } = useAccount();
  const { t, locale } = useViewI18n();
  if (state.accounts.length < 2) return null;
  return (
    <ul className="account-addresses" aria-label={t('addresses')}>
      {state.accounts.map((account) => {
        const balance = state.addressBalances?.[account.address];
        const type = t(account.type ? ACCOUNT_TYPE_NAMES[account.type] : 'addresses');
        return (
          <li
            key={account.address}
            className="account-addresses__row"
            data-testid={`gw-address-${account.type}`}
          >
            <span className="account-addresses__text">
              <span className="account-addresses__type">{type}</span>
              <span className="account-addresses__address" title={account.address}>
                <bdi dir="ltr">{truncateAddress(account.address)}</bdi>
              </span>
            </span>
            <span className="account-addresses__balance">
              <bdi dir="ltr">
                {balance === undefined
                  ? ''
                  : `${formatQuantity(locale, balance)} ${balanceSymbol ?? ''}`.trim()}
              </bdi>
            </span>
            <CopyButton
              text={account.address}
              testId={`gw-copy-address-${account.type}`}
              label={account.type ? t(COPY_LABELS[account.type]) : t('copyAddress')}
            />
          </li>
        );
      })}
    </ul>
  );
}
