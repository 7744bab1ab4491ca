import { describe, expect, it } from 'vitest';
import { listing } from '../../testing/fakeServer.ts';
import { detectBrowser, safeWalletLink, safeWebLink, walletLinks } from './walletLinks.ts';

const app = {
  ios: 'https://apps.apple.com/app/id1',
  android: 'https://play.google.com/store/apps/details?id=x',
  chrome: 'https://chromewebstore.google.com/detail/x',
  firefox: 'https://addons.mozilla.org/firefox/addon/x',
  edge: null,
  safari: null,
};

describe('walletLinks', () => {
  it('lists the extension stores, mobile stores and homepage a wallet has, and only those', () => {
    const links = walletLinks(
      { source: 'directory', wallet: listing('x', { app, homepage: 'https://wallet.example' }) },
      undefined,
    );
    expect(links).toEqual({
      own: [],
      extensions: [
        { kind: 'chrome', href: app.chrome },
        { kind: 'firefox', href: app.firefox },
      ],
      mobile: [
        { kind: 'ios', href: app.ios },
        { kind: 'android', href: app.android },
      ],
      homepage: 'https://wallet.example/',
    });
  });

  it("puts this browser's extension store first", () => {
    const links = walletLinks({ source: 'directory', wallet: listing('x', { app }) }, 'firefox');
    expect(links.extensions.map((link) => link.kind)).toEqual(['firefox', 'chrome']);
  });

  it('drops links that are not web addresses', () => {
    const links = walletLinks(
      {
        source: 'directory',
        wallet: listing('x', {
          app: { ...app, chrome: 'javascript:alert(1)', ios: 'not a url' },
          homepage: 'data:text/html,hi',
        }),
      },
      undefined,
    );
    expect(links.extensions.map((link) => link.kind)).toEqual(['firefox']);
    expect(links.mobile.map((link) => link.kind)).toEqual(['android']);
    expect(links.homepage).toBeUndefined();
    expect(safeWebLink('metamask://')).toBeUndefined();
  });

  it('gives a custom wallet its homepage', () => {
    expect(
      walletLinks(
        { source: 'custom', wallet: { id: 'c', name: 'C', homepage: 'https://c.example' } },
        'chrome',
      ),
    ).toEqual({
      own: [],
      extensions: [],
      mobile: [],
      homepage: 'https://c.example/',
    });
  });

  it("gives a custom wallet its own links: http(s) and app deep links, never the browser's schemes", () => {
    const links = walletLinks(
      {
        source: 'custom',
        wallet: {
          id: 'c',
          name: 'C',
          desktop_link: 'rainbow://connect',
          webapp_link: 'https://app.c.example',
          mobile_link: 'javascript://%0aalert(1)',
        },
      },
      'chrome',
    );
    expect(links.own).toEqual([
      { kind: 'desktop', href: 'rainbow://connect' },
      { kind: 'web', href: 'https://app.c.example/' },
    ]);
    for (const bad of [
      'data://x',
      'file:///etc/passwd',
      'rainbow:no-slashes',
      'VBScript://x',
      'intent://x',
    ]) {
      expect(safeWalletLink(bad)).toBeUndefined();
    }
    expect(safeWalletLink('Com.Arianee.Wallet://wc?uri=x')).toBe('Com.Arianee.Wallet://wc?uri=x');
  });

  it('opens an app only by a scheme on the allowlist: schemes no list of bad ones names are refused too', () => {
    for (const unlisted of [
      'ms-msdt://id',
      'search-ms://query=x',
      'jar://x',
      'chrome-untrusted://x',
      'itms-services://?action=download-manifest',
      'someapp://wc?uri=x',
      // A wallet's scheme in the directory that is also Microsoft Edge's own.
      'edge://settings',
    ]) {
      expect(safeWalletLink(unlisted)).toBeUndefined();
    }
    expect(safeWalletLink('metamask://wc?uri=x')).toBe('metamask://wc?uri=x');
  });
});

describe('detectBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      'chrome',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'edge',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'firefox'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'safari',
    ],
    ['curl/8.0', undefined],
  ])('%s → %s', (userAgent, browser) => {
    expect(detectBrowser(userAgent)).toBe(browser);
  });
});
