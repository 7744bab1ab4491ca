// What leaves the page for a server before the modal opens (README, "What the widget fetches, and when"): the
// directory's first page, then the icons of the wallets the Connect view, rendered hidden by then, shows first.
import { expect } from '@playwright/test';

/** `asked`, the requests to hosts other than the page's in the order sent: that first page, then icons, of `apiUrl`. */
export function expectFirstPageThenIcons(asked: readonly URL[], apiUrl: string): void {
  expect(new Set(asked.map((url) => url.host))).toEqual(new Set([new URL(apiUrl).host]));
  const [first, ...icons] = asked;
  expect(first?.pathname).toBe('/getWallets');
  expect(first?.searchParams.get('page')).toBe('1');
  expect(icons.every((url) => url.pathname.startsWith('/getWalletImage/'))).toBe(true);
}
