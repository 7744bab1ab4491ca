/**
 * Names for a legacy `window.ethereum` by its well-known flags. Order matters: many wallets also set `isMetaMask`
 * for compatibility, so it is checked last.
 */
const FLAG_NAMES: readonly (readonly [flag: string, name: string])[] = [
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isPhantom', 'Phantom'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isZerion', 'Zerion'],
  ['isRainbow', 'Rainbow'],
  ['isFrame', 'Frame'],
  ['isExodus', 'Exodus'],
  ['isTokenPocket', 'TokenPocket'],
  ['isMetaMask', 'MetaMask'],
];

export const LEGACY_WALLET_FALLBACK_NAME = 'Browser Wallet';

export function legacyWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>;
  for (const [flag, name] of FLAG_NAMES) if (flags[flag] === true) return name;
  return LEGACY_WALLET_FALLBACK_NAME;
}
