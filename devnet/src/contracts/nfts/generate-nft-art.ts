// npx tsx devnet/src/contracts/nfts/generate-nft-art.ts: writes the sample collections' SVG files into art/.
import { mkdir, writeFile } from 'node:fs/promises';
import { expectedArtFiles, NFT_ART_DIR } from './nft-art-files.ts';

await mkdir(NFT_ART_DIR, { recursive: true });
for (const { file, svg } of expectedArtFiles()) await writeFile(file, svg);
console.log(`Wrote ${expectedArtFiles().length} files to ${NFT_ART_DIR}`);
