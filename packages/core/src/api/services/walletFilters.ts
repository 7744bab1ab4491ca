import type { ChainNamespace, WalletListing } from '@gangway/protocol';

/** Wallets shown on mobile even without a WalletConnect deep link (SPEC §5). */
const MOBILE_ALWAYS = ['coinbase'];
const MOBILE_ON_SOLANA = ['phantom', 'solflare'];

/** A phone or tablet, where an app is opened by its link rather than by scanning a QR code on the screen. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export function isMobileBrowser(): boolean {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { mobile?: boolean } }) | undefined;
  if (!nav) return false;
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return isMobileUserAgent(nav.userAgent ?? '');
}

function nameHas(wallet: WalletListing, names: readonly string[]): boolean {
  const lower = wallet.name.toLowerCase();
  return names.some((name) => lower.includes(name));
}

/** On mobile only wallets with a mobile link, Coinbase, or (on Solana) Phantom and Solflare are shown. */
export function filterForDevice(
  wallets: readonly WalletListing[],
  options: { mobile: boolean; namespaces: readonly ChainNamespace[] },
): WalletListing[] {
  if (!options.mobile) return [...wallets];
  const solana = options.namespaces.includes('solana');
  return wallets.filter(
    (wallet) =>
      wallet.mobile_link !== null ||
      nameHas(wallet, MOBILE_ALWAYS) ||
      (solana && nameHas(wallet, MOBILE_ON_SOLANA)),
  );
}
