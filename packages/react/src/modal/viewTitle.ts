import {
  findConnector,
  findRequested,
  type Gangway,
  type RouteEntry,
  WALLET_CONNECT_NAME,
} from '@gangway/core';
import { LABELS } from '../labels.ts';
import { findWallet } from '../wallets/findWallet.ts';

/** The header title of a view; it also labels the dialog. Known without loading the view's chunk. */
export function viewTitle(entry: RouteEntry, gangway: Gangway): string {
  switch (entry.view) {
    case 'Connect':
      return entry.data?.namespace
        ? LABELS.connectFamilyWallet(LABELS.families[entry.data.namespace])
        : LABELS.connectWallet;
    case 'AllWallets':
      return LABELS.allWallets;
    case 'ConnectingExternal':
      return (
        findConnector(gangway.connectors.getState(), entry.data.connectorId, entry.data.namespace)?.name ??
        LABELS.connectWallet
      );
    case 'GetWallet':
    case 'ConnectingWalletConnect': {
      const walletId = entry.data?.walletId;
      const wallet =
        walletId && findWallet(gangway.directory.getState(), gangway.options.customWallets, walletId);
      return wallet
        ? wallet.wallet.name
        : entry.view === 'GetWallet'
          ? LABELS.getWallet
          : WALLET_CONNECT_NAME;
    }
    case 'Account':
      return entry.data?.screen ?? LABELS.account;
    case 'Networks':
      return LABELS.chooseNetwork;
    case 'SwitchNetwork':
    case 'SwitchActiveChain':
      return (
        findRequested(gangway.networks.getState(), entry.data.caipNetworkId)?.name ?? LABELS.switchNetwork
      );
    case 'UnsupportedChain':
      return LABELS.switchNetwork;
    // The embedded wallet's views (SPEC §2).
    case 'ApproveTransaction':
      return 'Approve request';
    case 'ProfileWallets':
      return 'Your wallets';
    case 'UpdateEmailWallet':
      return 'Update email';
    default:
      return LABELS.connectWallet;
  }
}
