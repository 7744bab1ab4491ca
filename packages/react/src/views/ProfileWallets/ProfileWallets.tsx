import { signOutEverywhere, truncateAddress } from '@gangway/core/internal';
import { ERROR_MESSAGES, FAMILY_NAMES, failureMessage, visitorMessage } from '@gangway/protocol';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { ACCOUNT_TYPE_NAMES } from '../Account/accountTypeNames.ts';
import { CopyButton } from '../Account/CopyButton.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { ConnectedWallets } from './ConnectedWallets.tsx';
import { profileWalletsCss } from './ProfileWallets.css.ts';

/**
 * SPEC §2 ProfileWallets: with multi-wallet, every wallet connected in the namespace (ConnectedWallets); and the
 * embedded user's accounts (one per chain family, with its type) with copy buttons, and
 * Sign out, which revokes the session (SPEC §9: waiting at most 3 s for the frame) and disconnects every family; Sign
 * out everywhere revokes every session of the user, on every device.
 */
export default function ProfileWallets(_: ViewProps<'ProfileWallets'>) {
  useShadowStyles(profileWalletsCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { isConnected, state, wallet } = useAccount();
  const multiWallet = useStore(gangway.features, (features) => features.remote.multiWallet);
  // The embedded user's part shows while the embedded wallet is the one in use.
  const user = wallet?.type === 'AUTH' ? gangway.lazy.embedded?.user : undefined;

  useEffect(() => {
    if (!isConnected) gangway.modal.getState().replace('Connect');
  }, [isConnected, gangway]);
  useEffect(() => {
    // SPEC §6, §8: without the remote multiWallet feature, the wallets view is the embedded user's only.
    if (!multiWallet && !user) gangway.alert.getState().show('MULTI_WALLET_NOT_ENABLED', 'info');
  }, [multiWallet, user, gangway]);

  if (!user) {
    return (
      <ViewFrame name="ProfileWallets">
        <ConnectedWallets enabled={multiWallet} />
      </ViewFrame>
    );
  }
  return (
    <ViewFrame name="ProfileWallets">
      {multiWallet && <ConnectedWallets enabled />}
      {state.user?.email && (
        <p className="hint" dir="ltr">
          {state.user.email}
        </p>
      )}
      <ul className="profile-wallets" aria-label={t('yourWallets')}>
        {user?.accounts.map((account, index, all) => {
          const family = t('walletsOf', { family: FAMILY_NAMES[account.namespace] });
          // A family's second account (the EVM key's own address beside its smart account) is named by its type.
          const first = all.findIndex((entry) => entry.namespace === account.namespace) === index;
          const id = first ? account.namespace : `${account.namespace}-${account.type}`;
          return (
            <li
              key={`${account.namespace}:${account.address}`}
              className="profile-wallets__row"
              data-testid={`gw-profile-wallet-${id}`}
            >
              <span className="profile-wallets__text">
                <span className="profile-wallets__family">{family}</span>
                <span className="profile-wallets__meta" title={account.address}>
                  <bdi dir="ltr">{truncateAddress(account.address)}</bdi>
                  {` · ${t(ACCOUNT_TYPE_NAMES[account.type])}`}
                </span>
              </span>
              <CopyButton
                text={account.address}
                testId={`gw-copy-profile-${id}`}
                label={t('copyFamilyAddress', { family: FAMILY_NAMES[account.namespace] })}
              />
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button button--danger"
          data-testid="gw-sign-out"
          // Disconnect signs an embedded wallet out (core), then closes the modal, even when the frame is silent.
          onClick={() => void gangway.disconnect().catch(() => undefined)}
        >
          {t('signOut')}
        </button>
        <button
          type="button"
          className="button button--danger"
          data-testid="gw-sign-out-everywhere"
          onClick={() =>
            void signOutEverywhere(gangway).then(
              () => gangway.close(),
              (failure: unknown) =>
                gangway.toast
                  .getState()
                  .show('error', failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FRAME_ERROR'))),
            )
          }
        >
          {t('signOutEverywhere')}
        </button>
      </div>
    </ViewFrame>
  );
}
