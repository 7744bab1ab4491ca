// Where the pictures of the sample collections live in devnet (checked in; `npx tsx
// devnet/src/contracts/nfts/generate-nft-art.ts` writes them again from nft-art.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ItemKind, itemSvg, punkSvg } from './nft-art.ts';
import { ITEMS, PUNK_OWNERS, punkName } from './nft-collections.ts';

export const NFT_ART_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'art');

export function punkArtFile(tokenId: number): string {
  return path.join(NFT_ART_DIR, `punk-${String(tokenId).padStart(2, '0')}.svg`);
}

export function itemArtFile(kind: ItemKind): string {
  return path.join(NFT_ART_DIR, `item-${kind}.svg`);
}

/** Every picture file with the SVG it must hold. */
export function expectedArtFiles(): { file: string; svg: string }[] {
  return [
    ...PUNK_OWNERS.map((_, index) => ({
      file: punkArtFile(index + 1),
      svg: punkSvg(index + 1, punkName(index + 1)),
    })),
    ...ITEMS.map((item) => ({ file: itemArtFile(item.kind), svg: itemSvg(item.kind, item.name) })),
  ];
}
