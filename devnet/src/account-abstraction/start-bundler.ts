// The devnet's ERC-4337 bundler and ERC-7677 paymaster service on loopback, one HTTP server for every chain:
// POST /bundler/{chainId} and POST /paymaster/{chainId}, JSON-RPC 2.0 (single or batch).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { methodNotFound, respond } from '../json-rpc/envelope.ts';
import { readBody } from '../json-rpc/read-body.ts';
import { ChainBundler } from './bundler/chain-bundler.ts';
import { PaymasterService } from './paymaster/paymaster-service.ts';

/** ERC-4337's number; what a local bundler usually listens on. */
export const DEFAULT_BUNDLER_PORT = 4337;
const MAX_BODY_BYTES = 1024 * 1024;

export interface StartBundlerOptions {
  /** Chains with the ERC-4337 contracts deployed (deployAccountAbstraction). */
  chains: readonly DevnetChain[];
  /** Default 4337; 'auto' lets the OS pick a free port (use it in tests). */
  port?: number | 'auto';
  host?: string;
}

export interface DevnetBundler {
  url: string;
  /** The bundler's JSON-RPC endpoint for a chain (eth_sendUserOperation, …). */
  bundlerUrl(chainId: number): string;
  /** The paymaster service's endpoint for a chain (pm_getPaymasterStubData, pm_getPaymasterData). */
  paymasterUrl(chainId: number): string;
  stop(): Promise<void>;
}

interface Service {
  call(method: string, params: readonly unknown[]): unknown;
}

export async function startBundler(options: StartBundlerOptions): Promise<DevnetBundler> {
  const host = options.host ?? '127.0.0.1';
  const services = new Map<string, Service>();
  const bundlers: ChainBundler[] = [];
  for (const chain of options.chains) {
    const bundler = new ChainBundler(chain);
    bundlers.push(bundler);
    services.set(`/bundler/${chain.chainId}`, bundler);
    services.set(`/paymaster/${chain.chainId}`, new PaymasterService(chain));
  }
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const service = services.get((request.url ?? '').split('?')[0] ?? '');
    if (!service) return void response.writeHead(404).end();
    if (request.method !== 'POST') return void response.writeHead(405).end();
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === undefined) return void response.writeHead(413).end();
    const reply = await respond(body, (method, params) => {
      if (!/^(eth|pm)_/.test(method)) throw methodNotFound();
      return service.call(method, params);
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(reply ?? '');
  };
  const server = createServer((request, response) => {
    serve(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port === 'auto' ? 0 : (options.port ?? DEFAULT_BUNDLER_PORT), host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  let stopped: Promise<void> | undefined;
  return {
    url,
    bundlerUrl: (chainId) => `${url}/bundler/${chainId}`,
    paymasterUrl: (chainId) => `${url}/paymaster/${chainId}`,
    stop: () => {
      stopped ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        // Operations already answered are mined before the chains under them may stop.
        await Promise.all(bundlers.map((bundler) => bundler.idle()));
      })();
      return stopped;
    },
  };
}
