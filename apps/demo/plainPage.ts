// /elements.html: the plain HTML page (plain/elements.html, no build step) that uses Gangway through the custom
// elements of gangway-server's one-script-tag bundle. Served as written by `npm run demo` and by `vite preview`
// (the browser tests), with the three lines a page's author would write by hand filled in: the script tag (its
// SRI hash read from the running server), the page's settings, and (dev only) the Gangway Dev Wallet.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { DemoConfig } from './src/config.ts';
import { NETWORK_ICONS } from './src/networkIcons.ts';

export const PLAIN_PAGE_PATH = '/elements.html';
const TEMPLATE = fileURLToPath(new URL('plain/elements.html', import.meta.url));
/** Where gangway-server serves the bundle, as the README gives it to a page's author. */
const WIDGET_SCRIPT_PATH = '/widget/v1/gangway.js';

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function widgetTag(apiUrl: string): Promise<string> {
  const src = `${apiUrl.replace(/\/+$/, '')}${WIDGET_SCRIPT_PATH}`;
  const response = await fetch(src, { method: 'HEAD' });
  const integrity = response.headers.get('x-gangway-integrity');
  if (!response.ok || !integrity)
    throw new Error(`${src} answered ${response.status}: run \`npm run build:widget -w gangway-server\``);
  return `<script type="module" data-gangway-widget src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`;
}

async function render(config: DemoConfig, devWalletTags: string): Promise<string> {
  if (!config.apiUrl)
    return '<p>The plain page loads Gangway from gangway-server: start the demo with its server.</p>';
  const settings = {
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    chains: config.chains.map(({ chainId, name, nativeCurrency, rpcUrl }) => ({
      chainId,
      name,
      nativeCurrency,
      rpcUrl,
      icon: NETWORK_ICONS[chainId],
    })),
    locale: config.locale,
  };
  return (await readFile(TEMPLATE, 'utf8'))
    .replace('<!--dev-wallet-->', devWalletTags)
    .replace('<!--gangway-widget-tag-->', await widgetTag(config.apiUrl))
    .replace(
      '<!--gangway-page-config-->',
      `<script type="application/json" id="gangway-page-config">${escapeJson(settings)}</script>`,
    );
}

/** `devWalletTags`: the dev server's Dev Wallet scripts; none under preview (the tests inject the wallet). */
export function plainPage(config: DemoConfig, devWalletTags: string): Plugin {
  const serve = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    if (request.url?.split('?')[0] !== PLAIN_PAGE_PATH) return next();
    render(config, devWalletTags).then((html) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end(html);
    }, next);
  };
  return {
    name: 'gangway-plain-page',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}
