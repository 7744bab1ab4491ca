import { truncateAddress, USER_MESSAGES } from '@gangway/core/internal';
import { visitorMessage } from '@gangway/protocol';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { avatarCss } from '../../components/Avatar/Avatar.css.ts';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { DisconnectButton } from '../../components/DisconnectButton/DisconnectButton.tsx';
import { usePrefetchViews } from '../../context/ViewPrefetchContext.ts';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { formatQuantity } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { accountCss } from './Account.css.ts';
import { AccountAddresses } from './AccountAddresses.tsx';
import { AccountName } from './AccountName.tsx';
import { AccountTabs } from './AccountTabs.tsx';
import { ChevronRightIcon } from './accountIcons.tsx';
import { CopyButton } from './CopyButton.tsx';
import { EmbeddedProfile } from './EmbeddedProfile.tsx';
import { WalletConnectStatus } from './WalletConnectStatus.tsx';
import { SCREENS, WalletFeatures } from './WalletFeatures.tsx';
import { WalletsRow } from './WalletsRow.tsx';

const Send = lazy(SCREENS.Send);
const Receive = lazy(SCREENS.Receive);
const SmartSessions = lazy(() => import('./SmartSessions.tsx'));

function Loading() {
  const { t } = useViewI18n();
  return (
    <ViewFrame name="Loading" variant="loading">
      <span className="spinner" role="img" aria-label={t('loading')} />
    </ViewFrame>
  );
}

/**
 * SPEC §2 Account: the address with copy, the native balance, the wallet features, the active network, the tabs
 * Tokens, NFTs and Activity, and Disconnect.
 */
export default function Account({ data }: ViewProps<'Account'>) {
  useShadowStyles(avatarCss);
  useShadowStyles(accountCss);
  const gangway = useGangway();
  const prefetch = usePrefetchViews();
  const { t, message, locale } = useViewI18n();
  const { address, balance, balanceSymbol, wallet, isConnected, namespace, state, accountType } =
    useAccount();
  const smartSessions = useStore(gangway.features, (features) => features.local.smartSessions);
  const { activeNetwork, isUnsupported } = useNetwork();

  useEffect(() => {
    // The wallet can drop the connection while the view is open.
    if (!isConnected) gangway.modal.getState().replace('Connect');
  }, [isConnected, gangway]);

  if (!address) return <ViewFrame name="Account">{null}</ViewFrame>;
  if (data?.screen) {
    const Screen = data.screen === 'Send' ? Send : Receive;
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  }

  const networkName = activeNetwork?.name ?? '';

  return (
    <ViewFrame name="Account" variant="center">
      <div className="account-avatar">
        <Avatar address={address} size={80} />
        {wallet?.icon && (
          <span className="account-avatar__wallet">
            <BrandIcon name={wallet.name} src={wallet.icon} size={26} shape="rounded" />
          </span>
        )}
      </div>
      <div className="account-address">
        <p className="headline" data-testid="gw-account-view-address" title={address} dir="ltr">
          {state.profileName || truncateAddress(address)}
        </p>
        <CopyButton text={address} testId="gw-copy-address" />
      </div>
      {balance !== undefined ? (
        <p className="account-balance" data-testid="gw-account-view-balance" dir="ltr">
          {`${formatQuantity(locale, balance)} ${balanceSymbol ?? ''}`.trim()}
        </p>
      ) : (
        <span className="account-balance account-balance--pending" aria-hidden="true" />
      )}
      <AccountAddresses />
      {wallet?.type === 'WALLET_CONNECT' ? (
        <WalletConnectStatus name={wallet.name} />
      ) : (
        wallet && (
          <p className="account-wallet">
            {message(visitorMessage(USER_MESSAGES, 'CONNECTED', { name: wallet.name }))}
          </p>
        )
      )}
      <WalletFeatures namespace={namespace} unsupported={isUnsupported} />
      <EmbeddedProfile />
      <WalletsRow />
      {smartSessions && state.user && accountType === 'smartAccount' && (
        <Suspense fallback={null}>
          <SmartSessions address={address} />
        </Suspense>
      )}
      <AccountName />
      <div className="actions">
        <button
          type="button"
          className="row"
          data-testid="gw-account-network"
          aria-label={t('networkOf', { name: networkName })}
          data-unsupported={isUnsupported || undefined}
          disabled={!gangway.options.enableNetworkSwitch}
          onPointerEnter={() => prefetch(['Networks', 'SwitchNetwork', 'SwitchActiveChain'])}
          onClick={() => gangway.modal.getState().push('Networks')}
        >
          <BrandIcon name={networkName} src={activeNetwork?.assets?.imageUrl} size={28} shape="circle" />
          <span className="row__label">{networkName}</span>
          {gangway.options.enableNetworkSwitch && (
            <span className="row__trailing">
              <ChevronRightIcon />
            </span>
          )}
        </button>
      </div>
      <AccountTabs namespace={namespace} />
      <div className="actions">
        <DisconnectButton />
      </div>
    </ViewFrame>
  );
}
