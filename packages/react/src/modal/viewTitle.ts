import type { Gangway } from '@gangway/core';
import { findConnector, findRequested, type RouteEntry, WALLET_CONNECT_NAME } from '@gangway/core/internal';
import { FAMILY_NAMES } from '@gangway/protocol';
import type { InitialKey, Translate } from '../i18n/messages.ts';
import { findWallet } from '../wallets/findWallet.ts';

/** The views whose title is one fixed text. */
const FIXED_TITLES: Partial<Record<RouteEntry['view'], InitialKey>> = {
  AllWallets: 'allWallets',
  Networks: 'chooseNetwork',
  UnsupportedChain: 'switchNetwork',
  ApproveTransaction: 'approveRequest',
  ProfileWallets: 'yourWallets',
  UpdateEmailWallet: 'updateEmail',
  SIWXSignMessage: 'signIn',
};

/** The header title of a view; it also labels the dialog. Known without loading the view's chunk. */
export function viewTitle(entry: RouteEntry, gangway: Gangway, t: Translate<InitialKey>): string {
  const fixed = FIXED_TITLES[entry.view];
  if (fixed) return t(fixed);
  switch (entry.view) {
    case 'Connect':
      return entry.data?.namespace
        ? t('connectFamilyWallet', { family: FAMILY_NAMES[entry.data.namespace] })
        : t('connectWallet');
    case 'ConnectingExternal':
      return (
        findConnector(gangway.connectors.getState(), entry.data.connectorId, entry.data.namespace)?.name ??
        t('connectWallet')
      );
    case 'GetWallet':
    case 'ConnectingWalletConnect': {
      const walletId = entry.data?.walletId;
      const wallet =
        walletId && findWallet(gangway.directory.getState(), gangway.options.customWallets, walletId);
      return wallet ? wallet.wallet.name : entry.view === 'GetWallet' ? t('getWallet') : WALLET_CONNECT_NAME;
    }
    case 'Account':
      return entry.data?.screen === 'Send'
        ? t('send')
        : entry.data?.screen === 'Receive'
          ? t('receive')
          : t('account');
    case 'SwitchNetwork':
    case 'SwitchActiveChain':
      return findRequested(gangway.networks.getState(), entry.data.caipNetworkId)?.name ?? t('switchNetwork');
    default:
      return t('connectWallet');
  }
}
