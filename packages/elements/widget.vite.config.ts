// npm run build:widget -w @gangway/elements: the one-script-tag bundle, src/widget.ts as one ES module
// (gangway.js) with its lazy chunks beside it. Into dist/widget (the npm package) or `--outDir` (gangway-server's
// widget/dist: the same sources, the same settings, the same bytes).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { WIDGET_CHUNKS_DIR, WIDGET_ENTRY_FILE } from '../protocol/src/widget/widgetAddress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Chunks are found relative to gangway.js: the bundle works under any path it is served from.
  base: './',
  logLevel: 'warn',
  // The page is not a Vite app: no process.env, production React.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    copyPublicDir: false,
    rollupOptions: {
      input: fileURLToPath(new URL('src/widget.ts', import.meta.url)),
      // The page's API stays as written; the lazy chunks may import shared code from the entry ('strict' made 40
      // small chunks of it, each a request before the first click).
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: WIDGET_ENTRY_FILE,
        chunkFileNames: `${WIDGET_CHUNKS_DIR}/[name]-[hash].js`,
        assetFileNames: `${WIDGET_CHUNKS_DIR}/[name]-[hash][extname]`,
      },
    },
  },
});
