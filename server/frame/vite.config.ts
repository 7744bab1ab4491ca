// npm run build:frame -w gangway-server: the embedded-wallet frame page, served by src/routes/frame.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FRAME_ASSETS_DIR } from '../../packages/protocol/src/embedded/frameAddress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset addresses: the page works under any path prefix the server is mounted at.
  base: './',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: FRAME_ASSETS_DIR,
    target: 'es2022',
    // The CSP allows the page's own files only: no inline polyfill script.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
