import { devAddress } from '../../accounts.ts';
import { ITEM_MINTS, ITEMS_COLLECTION, PUNK_OWNERS, PUNKS_COLLECTION } from './nft-collections.ts';
import { itemUris, punkTokenUris } from './nft-metadata.ts';

/** Constructor arguments of DevCollectible for the punks. */
export async function punksDeployArgs(): Promise<readonly unknown[]> {
  return [PUNKS_COLLECTION.name, PUNKS_COLLECTION.symbol, PUNK_OWNERS.map(devAddress), await punkTokenUris()];
}

/** Constructor arguments of DevMultiToken for the items. */
export async function itemsDeployArgs(): Promise<readonly unknown[]> {
  return [
    ITEMS_COLLECTION.name,
    ITEMS_COLLECTION.symbol,
    await itemUris(),
    ITEM_MINTS.map((mint) => devAddress(mint.account)),
    ITEM_MINTS.map((mint) => BigInt(mint.id)),
    ITEM_MINTS.map((mint) => mint.amount),
  ];
}
