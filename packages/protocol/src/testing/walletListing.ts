import type { WalletListing } from '../api/schemas/wallets.ts';

/** A wallet directory listing for tests: every field present, links empty unless given. */
export function testWalletListing(id: string, overrides: Partial<WalletListing> = {}): WalletListing {
  return {
    id,
    name: `Wallet ${id}`,
    image_id: `img-${id}`,
    rdns: null,
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    app: { ios: null, android: null, chrome: null, firefox: null, edge: null, safari: null },
    injected: [],
    chains: ['eip155:1'],
    badge_type: 'none',
    order: 1,
    ...overrides,
  };
}
