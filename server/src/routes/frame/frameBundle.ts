// The built frame page (npm run build:frame -w gangway-server) read once, and its Content-Security-Policy.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAME_ASSETS_DIR } from '@gangway/protocol';
import { unavailable } from '../../errors/ApiError.ts';

/** Where the frame build lands (server/frame/vite.config.ts). */
export const FRAME_BUNDLE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../frame/dist',
);

/** The placeholder in server/frame/index.html that the page's configuration replaces. */
const CONFIG_PLACEHOLDER = '<!--gw-frame-config-->';

/** What the page learns from the server (never from its embedder). */
export interface FramePageConfig {
  projectId: string;
  chainId: string | null;
  version: string | null;
  enableLogger: boolean;
  allowedOrigins: readonly string[];
  /** eip155 chain ids the server has an ERC-4337 bundler for: the embedded wallet's smart account works there. */
  smartAccountNetworks: readonly number[];
  /** Of those, the chains with an ERC-7677 paymaster service: the smart account's operations are sponsored. */
  sponsoredNetworks: readonly number[];
}

export interface FrameBundle {
  render(config: FramePageConfig): string;
  assets: ReadonlyMap<string, Buffer>;
}

export async function loadFrameBundle(dir = FRAME_BUNDLE_DIR): Promise<FrameBundle> {
  let html: string;
  try {
    html = await readFile(path.join(dir, 'index.html'), 'utf8');
  } catch (error) {
    throw unavailable(
      'The embedded wallet frame is not built: run `npm run build:frame -w gangway-server`',
      error,
    );
  }
  if (!html.includes(CONFIG_PLACEHOLDER))
    throw unavailable('The frame build lacks its configuration placeholder');
  const assets = new Map<string, Buffer>();
  const assetDir = path.join(dir, FRAME_ASSETS_DIR);
  for (const name of await readdir(assetDir).catch(() => [])) {
    assets.set(name, await readFile(path.join(assetDir, name)));
  }
  return {
    assets,
    render: (config) =>
      html.replace(
        CONFIG_PLACEHOLDER,
        // JSON in a non-executed script element; '<' escaped so no value can close the element.
        `<script type="application/json" id="gw-frame-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
      ),
  };
}

/**
 * Only the page's own files run; it talks to its own origin only; only the project's allowed origins may embed it
 * (none: nobody may). Allowed-origin patterns (http://localhost:*, https://*.example.com) are CSP source expressions
 * as they stand.
 */
export function contentSecurityPolicy(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.filter((origin) =>
    /^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.*:[\]-]+$/.test(origin),
  );
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}
