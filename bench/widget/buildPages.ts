// Builds the bench pages for production with the same Vite settings, so their bytes compare fairly.
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { stagePeerPage } from './peers.ts';

export const PAGES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'pages');
export const BUILD_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../results/widget-build');

export const PEER_PAGES = ['rainbowkit', 'connectkit'] as const;
/**
 * `gangway-3` requests EVM, Solana and Bitcoin; `gangway-solana` Solana alone (no EVM code at all); the `-open` pages
 * are `gangway` and `gangway-3` with the integrator's own button calling open() instead of ConnectButton.
 */
export const PAGE_NAMES = [
  'bare',
  'gangway',
  'gangway-3',
  'gangway-solana',
  'gangway-open',
  'gangway-3-open',
  ...PEER_PAGES,
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

const isPeer = (name: PageName) => (PEER_PAGES as readonly PageName[]).includes(name);

export async function buildPage(name: PageName, env: Record<string, string>): Promise<string> {
  Object.assign(process.env, env);
  const outDir = join(BUILD_DIR, name);
  await build({
    root: isPeer(name) ? await stagePeerPage(PAGES_DIR, name) : join(PAGES_DIR, name),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** gzip size (level 9, as a static server would pre-compress) of every JS and CSS file of a build. */
export async function gzipSizes(outDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir)) {
      const path = join(dir, entry);
      if ((await stat(path)).isDirectory()) await walk(path);
      else if (entry.endsWith('.js') || entry.endsWith('.css'))
        sizes.set(path.slice(outDir.length), gzipSync(await readFile(path), { level: 9 }).length);
    }
  };
  await walk(outDir);
  return sizes;
}
