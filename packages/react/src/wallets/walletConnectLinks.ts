// How a wallet is opened with a WalletConnect pairing: on a phone its deep link (native scheme or universal link)
// with the encoded URI, the wallets of SPEC §9 that handle their own links opening this page in their browser
// instead; on a desktop its desktop app and its web app, beside the QR code.
import type { CustomWallet } from '@gangway/core';
import type { WalletListing } from '@gangway/protocol';
import { safeWalletLink, safeWebLink } from '../views/GetWallet/walletLinks.ts';

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

/** A desktop's ways to open a wallet with a pairing, besides scanning its QR code. */
export interface DesktopWalletLinks {
  /** `desktop_link` + `wc?uri=…`: the wallet's desktop app. */
  desktop?: string;
  /** `webapp_link` + `wc?uri=…`, opened in a new tab: the wallet's web app. */
  web?: string;
}

/**
 * The desktop app and web app links of `wallet` for `uri`, each only when the wallet has one that passes the same
 * rule as a custom wallet's own links (safeWalletLink); a web app's link must also be a web address.
 */
export function desktopWalletLinks(
  wallet: Pick<CustomWallet, 'desktop_link' | 'webapp_link'>,
  uri: string,
): DesktopWalletLinks {
  const desktop = safeWalletLink(wallet.desktop_link);
  const web = safeWebLink(safeWalletLink(wallet.webapp_link));
  return {
    ...(desktop ? { desktop: formatWalletConnectLink(desktop, uri) } : {}),
    ...(web ? { web: formatWalletConnectLink(web, uri) } : {}),
  };
}
