import { safeWalletLink } from '../GetWallet/walletLinks.ts';

/**
 * The sign-in channel's url as the view shows it: the same allowlist as every wallet link (a web link, or a known
 * wallet app's scheme), so a relay that went wrong can never put a javascript: or unknown-scheme link on screen.
 */
export const farcasterLink = (url: string | undefined): string | undefined => safeWalletLink(url);
