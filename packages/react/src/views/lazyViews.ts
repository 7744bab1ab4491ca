// The names and props of the views that ship in their own chunks. Types and names only: importing this module
// loads no view, so views, buttons and the registry can all use it without an import cycle.
import type { ViewData, ViewName } from '@gangway/core';
import type { ComponentType } from 'react';

export const LAZY_VIEWS = [
  'AllWallets',
  'ConnectingExternal',
  'GetWallet',
  'ConnectingWalletConnect',
  'Account',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'EmailLogin',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'Swap',
  'OnRampProviders',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly LazyViewName[];
/** Every view but Connect (in the initial bundle); the registry's loaders are checked against it. */
export type LazyViewName = Exclude<ViewName, 'Connect'>;

export type ViewProps<V extends ViewName> = { data: ViewData[V] };
export type ViewModule<V extends ViewName> = { default: ComponentType<ViewProps<V>> };

/**
 * Lazy views a button's click shows: fetched on hover or focus so the click finds them loaded. The Connect button
 * needs none (Connect ships in the initial bundle); fetching the views after it there would compete with the click
 * itself, so the Connect view prefetches them once it is on screen.
 */
export const PREFETCH_ON_INTENT = {
  connect: [],
  account: ['Account', 'Networks'],
  network: ['Networks', 'SwitchNetwork', 'SwitchActiveChain'],
} as const satisfies Record<string, readonly LazyViewName[]>;
