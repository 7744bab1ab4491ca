import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_WALLET_UNKNOWN_CHAIN_IDS } from '@gangway/devnet/chains/chain-definitions';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { plainPage } from './plainPage.ts';
import { type DemoConfig, readDemoConfig } from './src/config.ts';

const devWalletBundle = fileURLToPath(new URL('../../devnet/dist/dev-wallet.js', import.meta.url));

/**
 * Dev only: serves the Gangway Dev Wallet at /dev-wallet.js and loads it before the app, configured for the same
 * chains (window.__GANGWAY_DEV_WALLET__). Build it with `npm run build:wallet -w devnet`.
 */
function devWalletConfig(config: DemoConfig, injectedConfig: string | undefined): string {
  const chains = [...config.chains, config.unrequestedChain];
  const knownChainIds = chains
    .map((chain) => chain.chainId)
    .filter((id) => !DEMO_WALLET_UNKNOWN_CHAIN_IDS.includes(id));
  return injectedConfig ?? JSON.stringify({ chains, knownChainIds });
}

function devWallet(walletConfig: string): Plugin {
  return {
    name: 'gangway-dev-wallet',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/dev-wallet.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(
          existsSync(devWalletBundle)
            ? readFileSync(devWalletBundle)
            : 'console.warn("[demo] devnet/dist/dev-wallet.js is missing: run `npm run build:wallet -w devnet`");',
        );
      });
    },
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `window.__GANGWAY_DEV_WALLET__ = ${walletConfig};`,
        injectTo: 'head-prepend',
      },
      { tag: 'script', attrs: { src: '/dev-wallet.js' }, injectTo: 'head' },
    ],
  };
}

export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const config = readDemoConfig(env);
  // VITE_DEV_WALLET_CONFIG: the dev wallet config devnet's launcher hands over (same chains, same known ones).
  const walletConfig = devWalletConfig(config, env.VITE_DEV_WALLET_CONFIG);
  const devWalletTags =
    command === 'serve' && !isPreview
      ? `<script>window.__GANGWAY_DEV_WALLET__ = ${walletConfig};</script><script src="/dev-wallet.js"></script>`
      : '';
  return {
    plugins: [react(), devWallet(walletConfig), plainPage(config, devWalletTags)],
    server: { host: '127.0.0.1', port: config.port, strictPort: true },
    preview: { host: '127.0.0.1', port: config.port, strictPort: true },
  };
});
