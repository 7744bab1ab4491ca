// How a phone wallet is opened with a WalletConnect pairing: its deep link (native scheme or universal link) with
// the encoded URI; the wallets of SPEC §9 that handle their own links open this page in their browser instead.
import type { WalletListing } from '@gangway/protocol';
import { safeWalletLink } from '../views/GetWallet/walletLinks.ts';

/** SPEC §9's deep-link wallets: they open the dapp's page in their in-app browser, by these link formats. */
const BROWSE_LINKS: Readonly<Record<string, (page: string) => string>> = {
  phantom: (page) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  solflare: (page) =>
    `https://solflare.com/ul/v1/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  'coinbase wallet': (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
};

/** `link` with `wc?uri=<encoded uri>` appended the way WalletConnect wallets read it. */
export function formatWalletConnectLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri);
  if (/^https?:\/\//i.test(link)) return `${link.endsWith('/') ? link : `${link}/`}wc?uri=${encoded}`;
  const scheme = link.includes('://')
    ? link.slice(0, link.indexOf('://') + 3)
    : `${link.replace(/:$/, '')}://`;
  return `${scheme}wc?uri=${encoded}`;
}

/**
 * The link that opens `wallet` on this phone for `uri`, or undefined when it has none the widget may follow. `page`
 * is the dapp's address, for the wallets that open it in their browser.
 */
export function walletConnectDeepLink(
  wallet: Pick<WalletListing, 'name' | 'mobile_link'>,
  uri: string,
  page: string,
): string | undefined {
  const browse = BROWSE_LINKS[wallet.name.toLowerCase()];
  if (browse) return browse(page);
  const link = safeWalletLink(wallet.mobile_link);
  return link ? formatWalletConnectLink(link, uri) : undefined;
}

/** A phone or tablet, where a wallet is opened by its link rather than scanned. */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
