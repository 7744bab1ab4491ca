// A Solana JSON-RPC node on loopback: HTTP calls and WebSocket subscriptions on one port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Address } from '@solana/kit';
import { methodNotFound, respond } from '../json-rpc/envelope.ts';
import { readBody } from '../json-rpc/read-body.ts';
import { SolanaChain } from './chain.ts';
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_MINTS,
  type SolanaDevAccount,
  type SolanaMintDefinition,
  type SolanaMintKey,
} from './dev-keys.ts';
import { associatedTokenAddress, writeGenesis } from './genesis.ts';
import { accountMethods } from './methods/accounts.ts';
import { clusterMethods, GENESIS_HASH } from './methods/cluster.ts';
import { devnetMethods } from './methods/devnet.ts';
import { historyMethods } from './methods/history.ts';
import type { RpcMethods } from './methods/rpc-method.ts';
import { tokenMethods } from './methods/tokens.ts';
import { transactionMethods } from './methods/transactions.ts';
import { createSubscriptionServer } from './subscriptions.ts';

export const DEFAULT_SOLANA_PORT = 8899;
const DEFAULT_SLOT_INTERVAL_MS = 400;
const MAX_BODY_BYTES = 4 * 1024 * 1024;

const METHODS: RpcMethods = {
  ...clusterMethods,
  ...accountMethods,
  ...transactionMethods,
  ...historyMethods,
  ...tokenMethods,
  ...devnetMethods,
};

export interface StartSolanaChainOptions {
  /** Default 8899; 'auto' lets the OS pick a free port (use it in tests). */
  port?: number | 'auto';
  host?: string;
  /** Empty slots are produced this often (default 400 ms, as on mainnet); 0 only advances on transactions. */
  slotIntervalMs?: number;
}

export interface SolanaDevAccountWithTokens extends SolanaDevAccount {
  /** The associated token account of each mint. */
  tokenAccounts: Record<SolanaMintKey, Address>;
}

export interface SolanaDevnetChain {
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`;
  rpcUrl: string;
  wsUrl: string;
  accounts: SolanaDevAccountWithTokens[];
  mints: Readonly<Record<SolanaMintKey, SolanaMintDefinition>>;
  /** The ledger behind the RPC, for tests that need to look inside. */
  chain: SolanaChain;
  stop(): Promise<void>;
}

async function serveHttp(
  chain: SolanaChain,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // The dev wallet and the demo call the node from pages on other origins.
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', 'content-type, solana-client');
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
  if (request.method === 'OPTIONS') return void response.writeHead(204).end();
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200).end('ok');
  if (request.method !== 'POST') return void response.writeHead(405).end();
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === undefined) return void response.writeHead(413).end();
  const reply = await respond(body, (method, params) => {
    const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
    if (!handler) throw methodNotFound();
    return handler(params, chain);
  });
  response.writeHead(200, { 'content-type': 'application/json' }).end(reply ?? '');
}

async function withTokenAccounts(): Promise<SolanaDevAccountWithTokens[]> {
  return Promise.all(
    SOLANA_DEV_ACCOUNTS.map(async (account) => ({
      ...account,
      tokenAccounts: {
        usdc: await associatedTokenAddress(account.address, SOLANA_MINTS.usdc.address),
        gway: await associatedTokenAddress(account.address, SOLANA_MINTS.gway.address),
      },
    })),
  );
}

/** Starts a seeded Solana chain and its RPC; resolves once it accepts connections. */
export async function startSolanaChain(options: StartSolanaChainOptions = {}): Promise<SolanaDevnetChain> {
  const host = options.host ?? '127.0.0.1';
  const chain = new SolanaChain();
  await writeGenesis(chain.svm);
  const subscriptions = createSubscriptionServer(chain);
  const server = createServer((request, response) => {
    serveHttp(chain, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on('upgrade', (request, socket, head) => {
    subscriptions.handleUpgrade(request, socket, head, (client) =>
      subscriptions.emit('connection', client, request),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port === 'auto' ? 0 : (options.port ?? DEFAULT_SOLANA_PORT), host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const slotIntervalMs = options.slotIntervalMs ?? DEFAULT_SLOT_INTERVAL_MS;
  const timer = slotIntervalMs > 0 ? setInterval(() => chain.advanceSlot(), slotIntervalMs) : undefined;
  timer?.unref();

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      clearInterval(timer);
      for (const client of subscriptions.clients) client.terminate();
      await new Promise<void>((resolve) => subscriptions.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    })();
    return stopped;
  };
  return {
    caipNetworkId: `solana:${GENESIS_HASH.slice(0, 32)}`,
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}`,
    accounts: await withTokenAccounts(),
    mints: SOLANA_MINTS,
    chain,
    stop,
  };
}
