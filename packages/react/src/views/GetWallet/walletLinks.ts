// Where to get a wallet that is not installed: its browser extension stores, mobile app stores and homepage.
import type { KnownWallet } from '../../wallets/findWallet.ts';

export const EXTENSION_STORES = ['chrome', 'firefox', 'edge', 'safari'] as const;
export const MOBILE_STORES = ['ios', 'android'] as const;
export type ExtensionStore = (typeof EXTENSION_STORES)[number];
export type MobileStore = (typeof MOBILE_STORES)[number];

export interface WalletLink<K extends string> {
  kind: K;
  href: string;
}

export interface WalletLinks {
  extensions: WalletLink<ExtensionStore>[];
  mobile: WalletLink<MobileStore>[];
  homepage: string | undefined;
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
  if (known.source === 'custom') return { extensions: [], mobile: [], homepage };
  const { app } = known.wallet;
  const pick = <K extends ExtensionStore | MobileStore>(kinds: readonly K[]) =>
    kinds.flatMap((kind) => {
      const href = safeWebLink(app[kind]);
      return href ? [{ kind, href }] : [];
    });
  const extensions = pick(EXTENSION_STORES).sort(
    (a, b) => Number(b.kind === browser) - Number(a.kind === browser),
  );
  return { extensions, mobile: pick(MOBILE_STORES), homepage };
}
