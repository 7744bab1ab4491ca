import { formatQuantity, truncateAddress } from '@gangway/core';
import { useAccount } from '../../hooks/useAccount.ts';
import { VIEW_LABELS } from '../../viewLabels.ts';
import { CopyButton } from './CopyButton.tsx';

/**
 * The connection's addresses when it has several (Bitcoin: payment and ordinal, SPEC §9), each with its type, its
 * native balance and a copy button.
 */
export function AccountAddresses() {
  const { state, balanceSymbol } = useAccount();
  if (state.accounts.length < 2) return null;
  return (
    <ul className="account-addresses" aria-label={VIEW_LABELS.addresses}>
      {state.accounts.map((account) => {
        const balance = state.addressBalances?.[account.address];
        const type = account.type ? VIEW_LABELS.accountTypes[account.type] : VIEW_LABELS.addresses;
        return (
          <li
            key={account.address}
            className="account-addresses__row"
            data-testid={`gw-address-${account.type}`}
          >
            <span className="account-addresses__text">
              <span className="account-addresses__type">{type}</span>
              <span className="account-addresses__address" title={account.address}>
                {truncateAddress(account.address)}
              </span>
            </span>
            <span className="account-addresses__balance">
              {balance === undefined ? '' : `${formatQuantity(balance)} ${balanceSymbol ?? ''}`.trim()}
            </span>
            <CopyButton
              text={account.address}
              testId={`gw-copy-address-${account.type}`}
              label={VIEW_LABELS.copyTypedAddress(type)}
            />
          </li>
        );
      })}
    </ul>
  );
}
