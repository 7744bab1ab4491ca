// Serves the Gangway Phone Wallet page on loopback: the page (with its configuration) at `/` and at `/wc`, where
// its deep link `…/wc?uri=<encoded pairing URI>` lands, and its script.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensurePhoneWalletBundle } from './bundle.ts';
import { PHONE_WALLET_CONFIG_ELEMENT, PHONE_WALLET_NAME, type PhoneWalletConfig } from './config.ts';

export interface RunningPhoneWallet {
  /** The page's address (its universal link), ending without a slash. */
  url: string;
  stop(): Promise<void>;
}

function page(config: PhoneWalletConfig): string {
  // `<` escaped so the configuration cannot close its script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${PHONE_WALLET_NAME}</title>
<style>body{font:15px system-ui,sans-serif;max-width:420px;margin:16px auto;padding:0 12px}button{margin:4px 6px 4px 0;padding:8px 14px}input{width:70%;padding:7px}.error{color:#b00020}.question{margin:12px 0;padding:8px 12px;border:1px solid #ccc;border-radius:10px}.question:empty{display:none}</style>
<script type="application/json" id="${PHONE_WALLET_CONFIG_ELEMENT}">${json}</script></head><body><script src="/phone-wallet.js"></script></body></html>`;
}

export async function startPhoneWallet(
  config: PhoneWalletConfig,
  options: { port?: number; host?: string } = {},
): Promise<RunningPhoneWallet> {
  const script = await readFile(await ensurePhoneWalletBundle());
  const html = page(config);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/phone-wallet.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (path === '/' || path === '/wc' || path === '/wc/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
