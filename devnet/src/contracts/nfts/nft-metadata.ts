// The metadata of the sample collections as the contracts return it: tokenURI(id) and uri(id) are
// `data:application/json;base64,…` URIs whose JSON (ERC-721 / ERC-1155 metadata schema) has its picture inline as
// `data:image/svg+xml;base64,…`. On chain, so an indexer reads them without fetching anything from any host.
import { readFile } from 'node:fs/promises';
import { punkTraits } from './nft-art.ts';
import { itemArtFile, punkArtFile } from './nft-art-files.ts';
import { ITEMS, ITEMS_COLLECTION, PUNK_OWNERS, PUNKS_COLLECTION, punkName } from './nft-collections.ts';

export interface NftMetadata {
  name: string;
  description: string;
  image: string;
  attributes: { trait_type: string; value: string }[];
}

export function dataUri(mediaType: string, content: string): string {
  return `data:${mediaType};base64,${Buffer.from(content).toString('base64')}`;
}

async function svgDataUri(file: string): Promise<string> {
  return dataUri('image/svg+xml', await readFile(file, 'utf8'));
}

export async function punkMetadata(tokenId: number): Promise<NftMetadata> {
  const traits = punkTraits(tokenId);
  return {
    name: punkName(tokenId),
    description: PUNKS_COLLECTION.description,
    image: await svgDataUri(punkArtFile(tokenId)),
    attributes: [
      { trait_type: 'Hair', value: traits.style },
      { trait_type: 'Glasses', value: traits.glasses ? 'yes' : 'no' },
      { trait_type: 'Background', value: traits.background },
    ],
  };
}

export async function itemMetadata(id: number): Promise<NftMetadata> {
  const item = ITEMS.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No devnet item with id ${id}`);
  return {
    name: item.name,
    description: ITEMS_COLLECTION.description,
    image: await svgDataUri(itemArtFile(item.kind)),
    attributes: [{ trait_type: 'Kind', value: item.kind }],
  };
}

const metadataUri = (metadata: NftMetadata) => dataUri('application/json', JSON.stringify(metadata));

/** tokenURI of punks 1..12, in id order. */
export async function punkTokenUris(): Promise<string[]> {
  return Promise.all(PUNK_OWNERS.map(async (_, index) => metadataUri(await punkMetadata(index + 1))));
}

/** uri of items 1..4, in id order. */
export async function itemUris(): Promise<string[]> {
  return Promise.all(ITEMS.map(async (item) => metadataUri(await itemMetadata(item.id))));
}
