// The phone wallet's place in the wallet directory devnet seeds: first in the directory's order (so the Connect
// list recommends it), its mobile link the page's universal link and its web app the page itself.
import type { GangwayDatabase } from 'gangway-server';
import { PHONE_WALLET_ID, PHONE_WALLET_NAME } from './config.ts';

export async function addPhoneWalletToDirectory(
  database: GangwayDatabase,
  pageUrl: string,
  chains: readonly string[],
): Promise<void> {
  const row = {
    id: PHONE_WALLET_ID,
    // Before the dataset's first wallet (positions start at 1).
    position: 0,
    name: PHONE_WALLET_NAME,
    image_id: null,
    rdns: null,
    homepage: pageUrl,
    mobile_link: pageUrl,
    desktop_link: null,
    webapp_link: pageUrl,
    app: JSON.stringify({ ios: null, android: null, chrome: null, firefox: null, edge: null, safari: null }),
    injected: JSON.stringify([]),
    chains: JSON.stringify(chains),
    badge_type: 'none',
  };
  await database.db.deleteFrom('wallets').where('id', '=', PHONE_WALLET_ID).execute();
  await database.db.insertInto('wallets').values(row).execute();
}
