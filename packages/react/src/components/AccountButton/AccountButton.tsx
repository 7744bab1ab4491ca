import { truncateAddress } from '@gangway/core/internal';
import type { ChainNamespace } from '@gangway/protocol';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { INITIAL_MESSAGES } from '../../i18n/en/initialMessages.ts';
import { formatQuantity } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/useI18n.ts';
import { useButtonTheme } from '../../internal/useButtonTheme.ts';
import { useModalTrigger } from '../../internal/useModalTrigger.ts';
import { PREFETCH_ON_INTENT } from '../../views/lazyViews.ts';
import { avatarCss } from '../Avatar/Avatar.css.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { ButtonStyles, HoistedStyle } from '../ButtonStyles/ButtonStyles.tsx';
import { responsiveCss } from '../ButtonStyles/responsive.css.ts';
import { hiddenOn, type ResponsiveFlag } from '../ButtonStyles/responsive.ts';
import { accountButtonCss } from './AccountButton.css.ts';

export interface AccountButtonProps {
  /**
   * The native balance (3 decimals) and its symbol before the address. Default: on large screens only, so the
   * button fits a phone's top bar.
   */
  showBalance?: ResponsiveFlag;
  /** The account of this namespace; the active namespace when omitted. */
  namespace?: ChainNamespace;
  className?: string;
}

/** The connected account (its name, else the address truncated 4…6; native balance); opens the Account view. Renders nothing when disconnected. */
export function AccountButton({
  showBalance = { smallScreen: false, largeScreen: true },
  namespace,
  className,
}: AccountButtonProps) {
  const gangway = useGangway();
  const { address, balance, balanceSymbol, isConnected, state } = useAccount(namespace);
  const theme = useButtonTheme();
  const { locale } = useI18n(INITIAL_MESSAGES);
  const { handlers, remember } = useModalTrigger(PREFETCH_ON_INTENT.account);
  if (!isConnected || !address) return null;
  const balanceText =
    showBalance !== false && balance !== undefined
      ? `${formatQuantity(locale, balance)} ${balanceSymbol ?? ''}`.trim()
      : undefined;
  const balanceHidden = hiddenOn(showBalance);
  return (
    <>
      <ButtonStyles />
      <HoistedStyle id="account-button" css={responsiveCss + avatarCss + accountButtonCss} />
      <button
        type="button"
        className={`gw-btn gw-btn--secondary gw-account-btn${balanceText ? '' : ' gw-account-btn--bare'}${className ? ` ${className}` : ''}`}
        data-testid="gw-account-button"
        data-gw-button=""
        {...theme}
        {...handlers}
        onClick={(event) => {
          remember(event);
          gangway.open('Account');
        }}
      >
        {balanceText && (
          <span className={`gw-account-btn__balance ${balanceHidden}`} data-testid="gw-account-balance">
            {balanceText}
          </span>
        )}
        <span className="gw-account-btn__address">
          <Avatar address={address} size={22} />
          <span data-testid="gw-account-address">{state.profileName || truncateAddress(address)}</span>
        </span>
      </button>
    </>
  );
}
