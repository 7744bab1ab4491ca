// The widget's interface copy (button labels, headings, hints) in one place. Messages of SPEC §8 are not here:
// they come from core's catalogue (USER_MESSAGES, ERROR_MESSAGES).
export const LABELS = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  allWallets: 'All Wallets',
  wallets: 'Wallets',
  installed: 'Installed',
  recent: 'Recent',
  close: 'Close',
  back: 'Back',
  retry: 'Retry',
  dismiss: 'Dismiss',
  copyAddress: 'Copy address',
  account: 'Account',
  chooseNetwork: 'Choose Network',
  switchNetwork: 'Switch Network',
  loading: 'Loading…',
  noWallets: 'No wallet detected',
  noWalletsHint: 'Install a browser wallet extension, then reload this page.',
  viewLoadFailed: 'This part of the widget could not be loaded. Check your connection and try again.',
  networkOf: (name: string) => `Network: ${name}`,
  getWallet: 'Get a Wallet',
  branding: 'Open wallet connection by Gangway',
  connectFamilyWallet: (family: string) => `Connect a ${family} Wallet`,
  /** How each chain family is called in headings and hints. */
  families: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' },
} as const;
