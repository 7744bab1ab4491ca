import type { Gangway, ViewData } from '@gangway/core';
import { findConnector, findRequested, type RouteEntry, WALLET_CONNECT_NAME } from '@gangway/core/internal';
import { FAMILY_NAMES } from '@gangway/protocol';
import type { InitialKey, Translate } from '../i18n/messages.ts';
import { findWallet } from '../wallets/findWallet.ts';

/**
 * The header title of a view; it also labels the dialog. Known without loading the view's chunk, but for the views
 * that bring theirs (LoadedTitle).
 */
export function viewTitle(entry: RouteEntry, gangway: Gangway, t: Translate<InitialKey>): string {
  switch (entry.view) {
    case 'Connect':
      return entry.data?.namespace
        ? t('connectFamilyWallet', { family: FAMILY_NAMES[entry.data.namespace] })
        : t('connectWallet');
    case 'AllWallets':
      return t('allWallets');
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
    // Name registration is a step of Account's, under its title (no screen: 'Account').
    case 'RegisterAccountName':
    case 'RegisterAccountNameSuccess':
    case 'Account': {
      const screen = (entry.data as ViewData['Account'])?.screen;
      return screen === 'Send' ? t('send') : screen === 'Receive' ? t('receive') : t('account');
    }
    case 'Networks':
      return t('chooseNetwork');
    case 'SwitchNetwork':
    case 'SwitchActiveChain':
      return findRequested(gangway.networks.getState(), entry.data.caipNetworkId)?.name ?? t('switchNetwork');
    case 'UnsupportedChain':
      return t('switchNetwork');
    // The embedded wallet's views (SPEC §2).
    case 'ApproveTransaction':
      return t('approveRequest');
    case 'ProfileWallets':
      return t('yourWallets');
    case 'SIWXSignMessage':
      return t('signIn');
    // EmailLogin, UpdateEmailWallet and Swap: their views bring their titles (LoadedTitle).
    default:
      return '';
  }
}
