// Where to get a wallet that is not installed: its browser extension stores, mobile app stores and homepage.
import type { KnownWallet } from '../../wallets/findWallet.ts';
import { WALLET_APP_SCHEMES } from './walletAppSchemes.ts';

export const EXTENSION_STORES = ['chrome', 'firefox', 'edge', 'safari'] as const;
export const MOBILE_STORES = ['ios', 'android'] as const;
export type ExtensionStore = (typeof EXTENSION_STORES)[number];
export type MobileStore = (typeof MOBILE_STORES)[number];

export interface WalletLink<K extends string> {
  kind: K;
  href: string;
}

export const OWN_LINKS = ['desktop', 'web', 'mobile'] as const;
export type OwnLink = (typeof OWN_LINKS)[number];

export interface WalletLinks {
  /** A custom wallet's own links, which open it (desktop app, web app, mobile deep link). */
  own: WalletLink<OwnLink>[];
  extensions: WalletLink<ExtensionStore>[];
  mobile: WalletLink<MobileStore>[];
  homepage: string | undefined;
}

/**
 * The allowlist rule for every link that opens a wallet (a custom wallet's own links, a directory wallet's deep,
 * desktop and web-app links): a web link (http or https), or an app deep link written `scheme://…` whose scheme is
 * on WALLET_APP_SCHEMES.
 */
export function safeWalletLink(value: string | null | undefined): string | undefined {
  const web = safeWebLink(value);
  if (web || !value) return web;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/\S*$/i.exec(value.trim())?.[1]?.toLowerCase();
  return scheme && WALLET_APP_SCHEMES.has(scheme) ? value.trim() : undefined;
}

/** Only web links leave the widget: a directory entry must never be able to run script through a link. */
export function safeWebLink(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The browser this page runs in, for putting its extension store first. */
export function detectBrowser(userAgent: string): ExtensionStore | undefined {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  // "HeadlessChrome/" included: Chromium without a window is still Chromium.
  if (/(Chrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome';
  if (/\bSafari\//.test(userAgent)) return 'safari';
  return undefined;
}

/** The links a wallet has, each only when present and a web address; this browser's store first. */
export function walletLinks(known: KnownWallet, browser: ExtensionStore | undefined): WalletLinks {
  const homepage = safeWebLink(known.wallet.homepage);
  if (known.source === 'custom') {
    const { desktop_link, webapp_link, mobile_link } = known.wallet;
    const own = (
      [
        ['desktop', desktop_link],
        ['web', webapp_link],
        ['mobile', mobile_link],
      ] as const
    ).flatMap(([kind, link]) => {
      const href = safeWalletLink(link);
      return href ? [{ kind, href }] : [];
    });
    return { own, extensions: [], mobile: [], homepage };
  }
  const { app } = known.wallet;
  const pick = <K extends ExtensionStore | MobileStore>(kinds: readonly K[]) =>
    kinds.flatMap((kind) => {
      const href = safeWebLink(app[kind]);
      return href ? [{ kind, href }] : [];
    });
  const extensions = pick(EXTENSION_STORES).sort(
    (a, b) => Number(b.kind === browser) - Number(a.kind === browser),
  );
  return { own: [], extensions, mobile: pick(MOBILE_STORES), homepage };
}
