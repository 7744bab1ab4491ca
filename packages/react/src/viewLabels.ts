// Copy of the views that load lazily (AllWallets, GetWallet, the Account's tokens), apart from labels.ts so that the
// initial bundle does not carry it. Messages of SPEC §8 come from core's catalogue.
export const VIEW_LABELS = {
  // Connecting views, networks
  disconnect: 'Disconnect',
  networks: 'Networks',
  continueIn: (name: string) => `Continue in ${name}`,
  acceptConnection: 'Accept the connection request in your wallet.',
  rejectedHint: 'The request was declined in the wallet. Try again when you are ready.',
  failedHint: 'Check your wallet, then try again.',
  approveInWallet: 'Approve in wallet',
  approveSwitch: (name: string) => `Accept the request in your wallet to switch to ${name}.`,
  unsupportedHint:
    'Your wallet is on a network this app does not support. Switch to one of these networks to continue.',
  // AllWallets
  searchWallets: 'Search wallets',
  searchPlaceholder: 'Search wallet',
  noWalletFound: 'No wallet found',
  noWalletFoundHint: 'Check the spelling, or try another name.',
  walletsFound: (count: number) => (count === 1 ? '1 wallet found' : `${count} wallets found`),
  walletsLoadFailed: 'Wallets could not be loaded',
  walletsLoadFailedHint: 'The wallet directory did not answer. Check your connection, then try again.',
  // GetWallet
  notInstalled: (name: string) => `${name} is not installed in this browser`,
  getWalletHint: (name: string) => `Get ${name} from one of these places, then reload this page to connect.`,
  noWalletLinks: 'No download link is known for this wallet. Choose another one, or ask its maker.',
  browserExtension: 'Browser extension',
  mobileApp: 'Mobile app',
  website: 'Website',
  storeNames: {
    chrome: 'Chrome Web Store',
    firefox: 'Firefox Add-ons',
    edge: 'Edge Add-ons',
    safari: 'Safari Extensions',
    ios: 'App Store',
    android: 'Google Play',
  },
  openWallet: (name: string) => `Open ${name}`,
  openWalletHint: (name: string) => `${name} opens from one of these links.`,
  ownLinkNames: { desktop: 'Desktop app', web: 'Web app', mobile: 'Mobile app' },
  thisBrowser: 'This browser',
  opensInNewTab: '(opens in a new tab)',
  chooseAnotherWallet: 'Choose another wallet',
  connectWith: (name: string) => `Connect ${name}`,
  // Account: tokens
  tokens: 'Tokens',
  totalValue: 'Total value',
  noTokens: 'No tokens on this network yet.',
  tokensUnsupportedNetwork: 'Token balances are not available on this network.',
  // Account: the connection's addresses
  addresses: 'Addresses',
  accountTypes: { payment: 'Payment', ordinal: 'Ordinals', eoa: 'Account', smartAccount: 'Smart account' },
  copyTypedAddress: (type: string) => `Copy ${type.toLowerCase()} address`,
  // ConnectingWalletConnect
  scanWithPhone: 'Scan this code with a wallet on your phone',
  scanWithWallet: (name: string) => `Scan this code with ${name} on your phone`,
  preparingQr: 'Preparing the QR code…',
  qrExpiresIn: (seconds: number) =>
    `The code expires in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  qrExpired: 'This QR code has expired',
  qrExpiredHint: 'Get a new code, then scan it again.',
  newQrCode: 'New QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  openWalletOnPhoneHint: (name: string) => `Approve the connection in ${name}, then come back here.`,
  noWalletAnswer: (name: string) => `Nothing opened? Copy the link into ${name}, or get the app.`,
  getTheApp: 'Get the app',
  // SwitchActiveChain
  lacksFamily: (wallet: string, family: string) => `${wallet} does not support ${family} networks`,
  lacksFamilyHint: (network: string, family: string) =>
    `To use ${network}, connect a ${family} wallet. Your current wallet stays connected on its own networks.`,
  connectFamilyWallet: (family: string) => `Connect a ${family} wallet`,
} as const;
