import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedArtFiles, NFT_ART_DIR } from './nft-art-files.ts';

describe('the checked-in NFT pictures', () => {
  it('are exactly what nft-art.ts generates (run generate-nft-art.ts after changing it)', async () => {
    const expected = expectedArtFiles();
    expect((await readdir(NFT_ART_DIR)).sort()).toEqual(
      expected.map(({ file }) => path.basename(file)).sort(),
    );
    for (const { file, svg } of expected) expect(await readFile(file, 'utf8'), file).toBe(svg);
  });

  it('are small, script-free SVG documents with a title', () => {
    for (const { file, svg } of expectedArtFiles()) {
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*><title>[^<]+<\/title>/);
      expect(svg, file).not.toMatch(/<script|on\w+=|href=/i);
      expect(Buffer.byteLength(svg), file).toBeLessThan(1024);
    }
  });

  it('differ from each other', () => {
    const svgs = expectedArtFiles().map(({ svg }) => svg.replace(/<title>.*<\/title>/, ''));
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});
