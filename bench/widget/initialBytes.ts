// What a page loads before any click, from its production build alone (no browser): the entry chunk, the chunks it
// imports statically and the CSS, gzip level 9. The benchmark measures the same in Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PAGES_DIR, type PageName } from './buildPages.ts';

/** SPEC-level budget: JS+CSS gzip before the first click over a bare React page (the brief's 25 KB). */
export const INITIAL_BYTES_BUDGET_KB = 25;

/** The pages read these at build time; their values do not change the bytes that matter. */
export const BUDGET_ENV = {
  VITE_GANGWAY_PROJECT_ID: 'budget-check',
  VITE_GANGWAY_API_URL: 'http://127.0.0.1:1',
  VITE_RPC_1: 'http://127.0.0.1:2',
  VITE_RPC_137: 'http://127.0.0.1:3',
};

function recordInitialFiles(files: string[]): Plugin {
  return {
    name: 'gangway-initial-files',
    generateBundle(_options, bundle) {
      const visit = (name: string) => {
        if (files.includes(name)) return;
        files.push(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk')
          for (const imported of [...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])])
            visit(imported);
      };
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
    },
  };
}

/** Builds `name` (a folder of `pagesDir`) into `outDir` and sums the gzip bytes of what it loads before any click. */
export async function initialGzipBytes(
  name: PageName,
  outDir: string,
  env: Record<string, string>,
  pagesDir = PAGES_DIR,
): Promise<number> {
  Object.assign(process.env, env);
  const files: string[] = [];
  await build({
    root: join(pagesDir, name),
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), recordInitialFiles(files)],
    build: { outDir, emptyOutDir: true },
  });
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
